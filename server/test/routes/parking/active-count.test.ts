import type { Vehicle } from '@parking/shared/domain';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { login, loginRenter } from '../../helpers/requests';
import { APP_START_MS, caller, setVehicle, today } from '../../helpers/vehicle-fixtures';

describe('POST /api/parking/get_active_count and /api/parking/get_count_by_owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  it("reports the unit's and the lot's onsite counts against the allowances", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const body = { hoaid: 'demo', ownerid: owner.userid, dstr: today() };
    const response = await caller(t.app, owner.token).post('get_active_count', body);
    expect(response.statusCode).toBe(200);
    // seed: unit 101 has DEM101A plus the renter's RNT0101 onsite; the community's unit
    // allowance 4 minus the season adjustment 1 gives 3 (no exception on the unit, ADR 0007)
    expect(response.json()).toEqual({
      allcount: 3,
      maxallactive: 40,
      ownercount: 1,
      rentercount: 1,
      maxunitactive: 3,
      maxrenteractive: 2,
      unitcount: 2,
      ownercountok: true,
      allcountok: true,
      rentercountok: true,
      season_parking_fee_factor: 1.25,
      use_availability_factor: true,
      // The effective numbers the server enforces.
      user: {
        parking_allowed: 3,
        parking_allowed_renter: 2,
        owner_free_parking: 2,
        renter_free_parking: 1,
      },
    });
  });

  it("gives the count lookup by owner id, for the renter's unit too", async () => {
    const renter = await loginRenter(t.app, '101', '1234');
    const response = await caller(t.app, renter.token).post('get_count_by_owner', {
      ownerid: renter._id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rentercount: 1,
      ownercount: 1,
      maxunitactive: 3,
      allcount: 3,
      ownercountok: true,
      allcountok: true,
    });
  });

  it("refuses another owner's counts to owners, and another community's owner to admins", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const other = await login(t.app, 'owner2@demo.test');
    const mine = caller(t.app, owner.token);
    expect((await mine.post('get_count_by_owner', { ownerid: other.userid })).statusCode).toBe(403);
    expect(
      (await mine.post('get_active_count', { hoaid: 'demo', ownerid: other.userid })).statusCode,
    ).toBe(403);
    const admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    expect((await admin.post('get_count_by_owner', { ownerid: other.userid })).statusCode).toBe(
      200,
    );
    const foreign = await login(t.app, 'owner@demo2.test', 'demo2');
    expect((await admin.post('get_count_by_owner', { ownerid: foreign.userid })).statusCode).toBe(
      404,
    );
    const cross = await caller(t.app, foreign.token).post('get_active_count', {
      hoaid: 'demo',
      ownerid: foreign.userid,
    });
    expect(cross.statusCode).toBe(403);
    expect(
      (await caller(t.app).post('get_count_by_owner', { ownerid: owner.userid })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/parking/get_active_vehicles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  const plates = (list: Vehicle[]) => list.map((v) => v.plate).sort();

  it("lists the community's onsite vehicles to owners, admins and readonly owners", async () => {
    for (const email of ['owner@demo.test', 'admin@demo.test', 'readonly@demo.test']) {
      const user = await login(t.app, email);
      const response = await caller(t.app, user.token).post('get_active_vehicles', {
        hoaid: 'demo',
        dstr: today(),
      });
      expect(response.statusCode).toBe(200);
      expect(plates(response.json())).toEqual(['DEM101A', 'DEM102A', 'RNT0101']);
    }
  });

  it('leaves out soft-deleted and checked-out vehicles', async () => {
    await setVehicle(t.app, 'DEM102A', { status_flag: 9 });
    await setVehicle(t.app, 'DEM101A', { enddate: '2020-01-01' });
    const owner = await login(t.app, 'owner@demo.test');
    const response = await caller(t.app, owner.token).post('get_active_vehicles', {
      hoaid: 'demo',
    });
    expect(plates(response.json())).toEqual(['RNT0101']);
  });

  it('refuses renters and another community', async () => {
    const renter = await loginRenter(t.app, '101', '1234');
    expect(
      (await caller(t.app, renter.token).post('get_active_vehicles', { hoaid: 'demo' })).statusCode,
    ).toBe(403);
    const foreign = await login(t.app, 'admin@demo2.test', 'demo2');
    expect(
      (await caller(t.app, foreign.token).post('get_active_vehicles', { hoaid: 'demo' }))
        .statusCode,
    ).toBe(403);
  });
});
