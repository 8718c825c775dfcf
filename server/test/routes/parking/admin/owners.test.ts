import { eq } from 'drizzle-orm';
import { users } from '../../../../src/db/schema';
import { createTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, loginRenter, roleTokens, type RoleTokens } from '../../../helpers/requests';
import { caller } from '../../../helpers/vehicle-fixtures';

describe('admin owner calls', () => {
  let t: TestApp;
  let tokens: RoleTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await roleTokens(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  const userRow = async (email: string) => {
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  };
  const ownerEdit = async (email: string, overrides: object = {}) => {
    const row = await userRow(email);
    return {
      owner_id: row.id,
      owner_email: row.email,
      owner_name: row.name,
      owner_fname: row.first_name,
      owner_lname: row.last_name,
      owner_phone: row.phone || '302-555-0100',
      owner_pincode: row.pincode || '1234',
      parking_allowed: row.parking_allowed,
      parking_allowed_renter: row.parking_allowed_renter,
      owner_free_parking: row.owner_free_parking,
      renter_free_parking: row.renter_free_parking,
      status_flag: row.status_flag,
      hoaid: 'demo',
      ...overrides,
    };
  };

  describe('get_all_owners', () => {
    it("lists the users of the admin's community with their unit, PIN and allowances", async () => {
      const response = await caller(t.app, tokens.admin).post('get_all_owners', { hoaid: 'demo' });
      expect(response.statusCode).toBe(200);
      const owners = response.json<{ email: string; hoaid: string }[]>();
      expect(owners.map((o) => o.email)).toEqual(
        expect.arrayContaining(['owner@demo.test', 'owner2@demo.test', 'readonly@demo.test']),
      );
      expect(owners.every((o) => o.hoaid === 'demo')).toBe(true);
      expect(owners.find((o) => o.email === 'owner@demo.test')).toMatchObject({
        unitnumber: '101',
        pincode: '1234',
        role: 'owner',
        parking_allowed: expect.any(Number),
        renter_free_parking: expect.any(Number),
      });
    });

    it('lets a readonly user read the list', async () => {
      const response = await caller(t.app, tokens.readonly).post('get_all_owners', {
        hoaid: 'demo',
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses owners, renters, another community and a missing hoaid', async () => {
      expect(
        (await caller(t.app, tokens.owner).post('get_all_owners', { hoaid: 'demo' })).statusCode,
      ).toBe(403);
      expect(
        (await caller(t.app, tokens.renter).post('get_all_owners', { hoaid: 'demo' })).statusCode,
      ).toBe(403);
      expect(
        (await caller(t.app, tokens.admin2).post('get_all_owners', { hoaid: 'demo' })).statusCode,
      ).toBe(403);
      expect((await caller(t.app).post('get_all_owners', { hoaid: 'demo' })).statusCode).toBe(401);
      const bad = await caller(t.app, tokens.admin).post('get_all_owners', {});
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('get_all_vehicles', () => {
    it("lists the community's vehicles with the unit owner's contact", async () => {
      const response = await caller(t.app, tokens.readonly).post('get_all_vehicles', {
        hoaid: 'demo',
      });
      expect(response.statusCode).toBe(200);
      const list = response.json<{ hoaid: string; status_flag: number; userdata: object }[]>();
      expect(list.length).toBeGreaterThan(0);
      for (const vehicle of list) {
        expect(vehicle.hoaid).toBe('demo');
        expect(vehicle.status_flag).not.toBe(9);
        expect(vehicle.userdata).toMatchObject({ email: expect.stringContaining('@demo.test') });
      }
    });

    it('refuses owners and another community', async () => {
      expect(
        (await caller(t.app, tokens.owner).post('get_all_vehicles', { hoaid: 'demo' })).statusCode,
      ).toBe(403);
      expect(
        (await caller(t.app, tokens.admin2).post('get_all_vehicles', { hoaid: 'demo' })).statusCode,
      ).toBe(403);
    });
  });

  describe('updateowner', () => {
    it("updates an owner's contact, allowances and availability", async () => {
      const edit = await ownerEdit('owner2@demo.test', {
        owner_phone: '302-555-0999',
        parking_allowed: 3,
        renter_free_parking: 1,
      });
      const response = await caller(t.app, tokens.admin).post('updateowner', edit);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: 'Update Owner Success' });
      expect(await userRow('owner2@demo.test')).toMatchObject({
        phone: '302-555-0999',
        parking_allowed: 3,
        renter_free_parking: 1,
      });
    });

    it("ends the unit's renter sessions when the PIN changes", async () => {
      const renter = await loginRenter(t.app, '101', '1234');
      const edit = await ownerEdit('owner@demo.test', { owner_pincode: '5678' });
      expect((await caller(t.app, tokens.admin).post('updateowner', edit)).statusCode).toBe(200);
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/parking/hoa_data',
        headers: bearer(renter.token),
      });
      expect(after.statusCode).toBe(401);
      const restore = await ownerEdit('owner@demo.test', { owner_pincode: '1234' });
      expect((await caller(t.app, tokens.admin).post('updateowner', restore)).statusCode).toBe(200);
      tokens.renter = (await loginRenter(t.app, '101', '1234')).token;
    });

    it('protects admin rows', async () => {
      const edit = await ownerEdit('admin@demo.test');
      const response = await caller(t.app, tokens.admin).post('updateowner', edit);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('not authorized to change owner');
    });

    it('refuses readonly users with the spec alert, and owners and renters', async () => {
      const edit = await ownerEdit('owner2@demo.test');
      const readonly = await caller(t.app, tokens.readonly).post('updateowner', edit);
      expect(readonly.statusCode).toBe(403);
      expect(readonly.json().message).toBe('not authorized to change owner');
      expect((await caller(t.app, tokens.owner).post('updateowner', edit)).statusCode).toBe(403);
      expect((await caller(t.app, tokens.renter).post('updateowner', edit)).statusCode).toBe(403);
    });

    it("cannot reach another community's owner", async () => {
      const edit = await ownerEdit('owner@demo2.test', { hoaid: 'demo' });
      expect((await caller(t.app, tokens.admin).post('updateowner', edit)).statusCode).toBe(404);
      const other = await ownerEdit('owner2@demo.test');
      expect((await caller(t.app, tokens.admin2).post('updateowner', other)).statusCode).toBe(403);
    });

    it('reports the spec messages for missing fields', async () => {
      const edit = await ownerEdit('owner2@demo.test', {
        owner_email: '',
        owner_phone: ' ',
        owner_pincode: '',
      });
      const response = await caller(t.app, tokens.admin).post('updateowner', edit);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        owner_email: 'Email field is required',
        owner_phone: 'Phone field is required',
        owner_pincode: 'Pin Code field is required',
      });
    });

    it('keeps e-mails unique in the community', async () => {
      const edit = await ownerEdit('owner2@demo.test', { owner_email: 'OWNER@demo.test' });
      const response = await caller(t.app, tokens.admin).post('updateowner', edit);
      expect(response.statusCode).toBe(409);
      expect(await userRow('owner2@demo.test')).toBeDefined();
    });
  });
});
