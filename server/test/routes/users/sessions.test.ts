// Sessions carry a version: a password change or reset, a logout, a PIN change and
// an account deletion end them; one's own password change needs the current password; PINs
// are 4-8 digits; an admin can resend the verification mail.
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../src/app';
import { users } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  DEMO_PASSWORD,
  bearer,
  login,
  loginRenter,
  readOutbox,
  resetLinkIn,
} from '../../helpers/requests';

describe('session versions and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  const hoaData = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/parking/hoa_data', headers: bearer(token) });
  const post = (route: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${route}`,
      payload,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('gives a token issued before a password change 401, on every device', async () => {
    const phone = await login(t.app, 'owner@demo2.test', 'demo2');
    const laptop = await login(t.app, 'owner@demo2.test', 'demo2');
    const changed = await post(
      'changepassword',
      {
        userid: phone.userid,
        current_password: DEMO_PASSWORD,
        password: 'changed-pass-2026',
        password2: 'changed-pass-2026',
      },
      phone.token,
    );
    expect(changed.statusCode).toBe(200);
    for (const old of [phone.token, laptop.token]) {
      const response = await hoaData(old);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has ended. Please sign in again.');
    }
    const fresh = await login(t.app, 'owner@demo2.test', 'demo2', 'changed-pass-2026');
    expect((await hoaData(fresh.token)).statusCode).toBe(200);
  });

  it("needs the current password to change one's own, not for an admin resetting an owner", async () => {
    const owner = await login(t.app, 'owner2@demo.test');
    const base = { userid: owner.userid, password: 'next-pass-2026', password2: 'next-pass-2026' };
    const missing = await post('changepassword', base, owner.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ current_password: 'Current Password Required' });
    const wrong = await post(
      'changepassword',
      { ...base, current_password: 'not-the-password' },
      owner.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: 'Current password is not correct' });
    expect((await hoaData(owner.token)).statusCode).toBe(200);

    const admin = await login(t.app, 'admin@demo.test');
    const reset = await post('changepassword', base, admin.token);
    expect(reset.statusCode).toBe(200);
    // The admin's reset ends the owner's sessions, not the admin's.
    expect((await hoaData(owner.token)).statusCode).toBe(401);
    expect((await hoaData(admin.token)).statusCode).toBe(200);
    await post(
      'changepassword',
      { userid: owner.userid, password: DEMO_PASSWORD, password2: DEMO_PASSWORD },
      admin.token,
    );
  });

  it("ends only the owner's own session on logout; that token then gets 401", async () => {
    const leaving = await login(t.app, 'owner@demo.test');
    const staying = await login(t.app, 'owner@demo.test');
    const response = await post('logout', {}, leaving.token);
    expect(response.statusCode).toBe(204);
    expect((await hoaData(leaving.token)).statusCode).toBe(401);
    expect((await hoaData(staying.token)).statusCode).toBe(200);
    expect((await post('logout', {}, leaving.token)).statusCode).toBe(401);
    expect((await post('logout', {})).statusCode).toBe(401);
  });

  // On PostgreSQL a user's row and whether the session was ended are read in one statement
  // (findSessionUser); another instance, which did not see the logout, must refuse the token
  // whether it reads the row afresh or has it cached.
  (process.env.DATABASE_URL ? it : it.skip)(
    'refuses a logged-out token on another instance, with the row read afresh or cached',
    async () => {
      const other = await buildApp({ config: { ...t.config, demoSeed: false }, logger: false });
      try {
        const fresh = await login(t.app, 'owner@demo.test');
        const cached = await login(t.app, 'owner@demo.test');
        const otherHoaData = (token: string) =>
          other.inject({ method: 'GET', url: '/api/parking/hoa_data', headers: bearer(token) });
        expect((await otherHoaData(fresh.token)).statusCode).toBe(200);
        expect((await post('logout', {}, fresh.token)).statusCode).toBe(204);
        expect((await post('logout', {}, cached.token)).statusCode).toBe(204);
        // The row is in the other instance's cache (read just above): the session is asked alone.
        expect((await otherHoaData(cached.token)).statusCode).toBe(401);
        other.rowCache.clear();
        const afresh = await otherHoaData(fresh.token);
        expect(afresh.statusCode).toBe(401);
        expect(afresh.json().message).toBe('Your session has ended. Please sign in again.');
        const live = await login(t.app, 'owner@demo.test');
        other.rowCache.clear();
        expect((await otherHoaData(live.token)).statusCode).toBe(200);
      } finally {
        await other.close();
      }
    },
  );

  it("ends only the renter's own check-in on a renter's logout", async () => {
    const leaving = await loginRenter(t.app, '101', '1234');
    const staying = await loginRenter(t.app, '101', '1234');
    expect((await post('logout', {}, leaving.token)).statusCode).toBe(204);
    expect((await hoaData(leaving.token)).statusCode).toBe(401);
    expect((await hoaData(staying.token)).statusCode).toBe(200);
  });

  it("ends the unit's renter sessions when the owner changes the PIN, which must be 4-8 digits", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const renter = await loginRenter(t.app, '101', '1234');
    for (const pincode of ['12', '123456789', '12a4']) {
      const bad = await post('changepin', { userid: owner.userid, pincode }, owner.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ pincode: 'Pin Code must be 4 to 8 digits' });
    }
    expect((await hoaData(renter.token)).statusCode).toBe(200);
    const changed = await post(
      'changepin',
      { userid: owner.userid, pincode: '24680' },
      owner.token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await hoaData(renter.token)).statusCode).toBe(401);
    expect((await hoaData(owner.token)).statusCode).toBe(200);
    await post('changepin', { userid: owner.userid, pincode: '1234' }, owner.token);
  });

  it("ends every session of a deleted owner's account", async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const registered = await post(
      'register',
      {
        first_name: 'Gone',
        last_name: 'Soon',
        phone: '302-555-0199',
        email: 'gone.soon@example.test',
        unitnumber: '909',
        pincode: '9090',
        password: 'gone-soon-2026',
        password2: 'gone-soon-2026',
        hoaid: 'demo',
      },
      admin.token,
    );
    expect(registered.statusCode).toBe(201);
    const { userid } = registered.json<{ userid: string }>();
    await t.app.db.update(users).set({ email_verified: true }).where(eq(users.id, userid));
    t.app.rowCache.clear(); // a write behind the app's back (src/db/row-cache.ts)
    const owner = await login(t.app, 'gone.soon@example.test', 'demo', 'gone-soon-2026');
    const other = await login(t.app, 'gone.soon@example.test', 'demo', 'gone-soon-2026');
    const deleted = await post('deleteowner', { userid }, owner.token);
    expect(deleted.statusCode).toBe(200);
    expect((await hoaData(owner.token)).statusCode).toBe(401);
    expect((await hoaData(other.token)).statusCode).toBe(401);
  });

  it('ends the sessions of a reset password and kills every other reset link', async () => {
    const owner = await login(t.app, 'owner2@demo.test');
    // A reset link proves the address too: an unverified account can sign in after it.
    await t.app.db
      .update(users)
      .set({ email_verified: false, login_needs_verified_email: true })
      .where(eq(users.id, owner.userid));
    t.app.rowCache.clear();
    for (let i = 0; i < 2; i += 1) {
      await post('forgot_password', { email: 'owner2@demo.test', hoaid: 'demo' });
    }
    await t.app.jobs.idle();
    const links = readOutbox(t.config.mailOutbox)
      .filter((mail) => mail.to === 'owner2@demo.test' && /reset/i.test(mail.subject))
      .map((mail) => resetLinkIn(mail));
    expect(links).toHaveLength(2);
    const tokenOf = (link: { token: string }) => link.token;
    const reset = await post('changepassword', {
      userid: owner.userid,
      password: 'after-reset-2026',
      password2: 'after-reset-2026',
      reset_token: tokenOf(links[0]!),
    });
    expect(reset.statusCode).toBe(200);
    expect((await hoaData(owner.token)).statusCode).toBe(401);
    const other = await post('changepassword', {
      userid: owner.userid,
      password: 'second-reset-2026',
      password2: 'second-reset-2026',
      reset_token: tokenOf(links[1]!),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Link Expired');
    await login(t.app, 'owner2@demo.test', 'demo', 'after-reset-2026');
  });
});

describe('POST /api/users/resendverification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resend = (userid: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/resendverification',
      payload: { userid },
      headers: bearer(token),
    });

  it('lets an admin mail an unverified owner of the community a new link', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const owner = await login(t.app, 'owner@demo.test');
    await t.app.db.update(users).set({ email_verified: false }).where(eq(users.id, owner.userid));
    t.app.rowCache.clear();
    const response = await resend(owner.userid, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Verification mail sent' });
    await t.app.jobs.idle();
    const mail = readOutbox(t.config.mailOutbox).find((m) => m.to === 'owner@demo.test');
    expect(mail?.subject).toMatch(/verify/i);

    const verified = await login(t.app, 'owner2@demo.test');
    expect((await resend(verified.userid, admin.token)).statusCode).toBe(400);
    const foreign = await login(t.app, 'owner@demo2.test', 'demo2');
    expect((await resend(foreign.userid, admin.token)).statusCode).toBe(404);
    expect((await resend(owner.userid, owner.token)).statusCode).toBe(403);
  });
});
