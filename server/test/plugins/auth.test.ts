import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, login, loginRenter } from '../helpers/requests';

describe('session tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const hoaData = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/parking/hoa_data', headers: bearer(token) });

  async function setOwner(email: string, fields: Partial<typeof users.$inferInsert>) {
    await t.app.db.update(users).set(fields).where(eq(users.email, email));
    t.app.rowCache.clear(); // a write behind the app's back (src/db/row-cache.ts)
  }

  it('carries user id, role, community, unit and the pin version for renters', async () => {
    const renter = await loginRenter(t.app, '101', '1234');
    const claims = await t.app.sessionTokens.verify(renter.token);
    expect(claims).toEqual({
      sub: renter._id,
      role: 'renter',
      hoaid: 'demo',
      unit: '101',
      pv: 1,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      exp: expect.any(Number),
    });
    const [, payload] = renter.token.split('.');
    const { exp, iat } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(exp - iat).toBe(8 * 60 * 60);
    const owner = await login(t.app, 'owner@demo.test');
    const ownerPayload = JSON.parse(
      Buffer.from(owner.token.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(ownerPayload.exp - ownerPayload.iat).toBe(12 * 60 * 60);
    // Owners and admins carry their session version instead of a pin version.
    expect(ownerPayload).toMatchObject({ role: 'owner', sv: 1 });
    expect(ownerPayload.pv).toBeUndefined();
  });

  it('revokes renter tokens when the owner changes the PIN', async () => {
    const renter = await loginRenter(t.app, '101', '1234');
    expect((await hoaData(renter.token)).statusCode).toBe(200);
    await setOwner('owner@demo.test', { pincode: '2222', pin_version: 2 });
    const after = await hoaData(renter.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please sign in again.');
    await setOwner('owner@demo.test', { pincode: '1234' });
  });

  it('revokes renter tokens when the unit is made unavailable', async () => {
    const renter = await loginRenter(t.app, '101', '1234');
    await setOwner('owner@demo.test', { status_flag: 0 });
    expect((await hoaData(renter.token)).statusCode).toBe(401);
    await setOwner('owner@demo.test', { status_flag: 1 });
  });

  it('ends an owner session when the owner becomes read-only', async () => {
    const owner = await login(t.app, 'owner2@demo.test');
    await setOwner('owner2@demo.test', { crud: 'read' });
    expect((await hoaData(owner.token)).statusCode).toBe(401);
    await setOwner('owner2@demo.test', { crud: 'write' });
  });

  it('refuses tokens signed with another secret or already expired', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const claims = { role: 'owner', hoaid: 'demo', unit: '101' };
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.userid)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await hoaData(foreign)).statusCode).toBe(401);
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.userid)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await hoaData(expired)).statusCode).toBe(401);
  });

  it('keeps tokens valid across restarts by persisting the generated secret', async () => {
    const again = loadConfig({ DATA_DIR: t.config.dataDir });
    expect(again.jwtSecret).toBe(t.config.jwtSecret);
  });
});
