import { eq } from 'drizzle-orm';
import { users } from '../../../../src/db/schema';
import { createTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, login, roleTokens, type RoleTokens } from '../../../helpers/requests';

describe('admin profile calls', () => {
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

  describe('changeadminname and the admin password reset', () => {
    const users = (token: string | undefined, url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${url}`,
        payload,
        headers: token ? bearer(token) : {},
      });

    it("changes the admin's own name and phone", async () => {
      const admin = await userRow('admin@demo.test');
      const payload = {
        which: 'admin',
        userid: admin.id,
        name: 'Pat Admin',
        phone: '302-555-0111',
      };
      const response = await users(tokens.admin, 'changeadminname', payload);
      expect(response.json()).toEqual({ message: 'Change Name Success' });
      expect(await userRow('admin@demo.test')).toMatchObject({
        name: 'Pat Admin',
        phone: '302-555-0111',
      });
    });

    it("refuses another user's row, non-admins and a missing name", async () => {
      const owner = await userRow('owner@demo.test');
      const admin = await userRow('admin@demo.test');
      const other = { which: 'admin', userid: owner.id, name: 'X', phone: '' };
      expect((await users(tokens.admin, 'changeadminname', other)).statusCode).toBe(403);
      const self = { which: 'admin', userid: owner.id, name: 'X', phone: '' };
      expect((await users(tokens.owner, 'changeadminname', self)).statusCode).toBe(403);
      expect((await users(tokens.readonly, 'changeadminname', self)).statusCode).toBe(403);
      const blank = await users(tokens.admin, 'changeadminname', {
        which: 'admin',
        userid: admin.id,
        name: ' ',
        phone: '',
      });
      expect(blank.statusCode).toBe(400);
    });

    it("answers 'Password cannot be empty' to an admin resetting an owner's password", async () => {
      const owner = await userRow('owner2@demo.test');
      const response = await users(tokens.admin, 'changepassword', {
        userid: owner.id,
        password: '',
        password2: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ password: 'Password cannot be empty' });
    });

    it("lets an admin reset an owner's password but never another admin's", async () => {
      const owner = await userRow('owner2@demo.test');
      const ok = await users(tokens.admin, 'changepassword', {
        userid: owner.id,
        password: 'new-pass-2026',
        password2: 'new-pass-2026',
      });
      expect(ok.statusCode).toBe(200);
      await login(t.app, 'owner2@demo.test', 'demo', 'new-pass-2026');
      const admin2 = await userRow('admin@demo2.test');
      const other = await users(tokens.admin, 'changepassword', {
        userid: admin2.id,
        password: 'other-pass-2026',
        password2: 'other-pass-2026',
      });
      expect(other.statusCode).toBe(404);
      const readonly = await users(tokens.readonly, 'changepassword', {
        userid: owner.id,
        password: 'other-pass-2026',
        password2: 'other-pass-2026',
      });
      expect(readonly.statusCode).toBe(403);
    });
  });
});
