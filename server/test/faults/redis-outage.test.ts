// Redis is a cache (docs/adr/0022): with Redis away, a logged-out token stays refused and the
// sign-in and PIN limits keep their strictness, on every instance. Nothing listens on port 1, so
// Redis is down for the whole test. On PostgreSQL two apps share one database (two instances);
// on PGlite (one process) the single app is checked.
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_PASSWORD, bearer, login } from '../helpers/requests';
import { APP_START_MS } from '../helpers/vehicle-fixtures';

const onPostgres = Boolean(process.env.DATABASE_URL);
// Instances share the signing secret (README "Running several instances").
const DOWN = {
  REDIS_URL: 'redis://127.0.0.1:1',
  JWT_SECRET: 'redis-outage-test-secret-0123456789abcdef',
};
const LIMITS = {
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
  RATE_LIMIT_RENTER_PER_UNIT: '3',
  RATE_LIMIT_SLOWDOWN_MS: '0',
};

describe('with Redis down', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ ...DOWN, ...LIMITS });
    // A second instance on the same database (PostgreSQL), or the same app again (PGlite).
    second = onPostgres
      ? await createTestApp({ ...DOWN, ...LIMITS, DATABASE_URL: first.config.databaseUrl ?? '' })
      : first;
  }, APP_START_MS);
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  }, APP_START_MS);

  const profile = (t: TestApp, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/get_notification_preferences',
      headers: bearer(token),
      payload: {},
    });

  it('says degraded, and a logged-out token is refused on every instance', async () => {
    const health = await first.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'degraded', checks: { redis: 'down' } });
    const { token } = await login(first.app, 'owner@demo.test');
    expect((await profile(second, token)).statusCode).toBe(200);
    const out = await first.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await profile(first, token)).statusCode).toBe(401);
    expect((await profile(second, token)).statusCode).toBe(401);
  });

  it('keeps the password limit across instances', async () => {
    const attempt = (t: TestApp, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'owner2@demo.test', password, hoaid: 'demo' },
        remoteAddress: '10.44.0.1',
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt(first, 'wrong')).statusCode).toBe(401);
    expect((await attempt(second, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('keeps the PIN limit per unit across instances', async () => {
    const attempt = (t: TestApp, pincode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/loginrenter',
        payload: { unitnumber: '101', pincode, hoaid: 'demo' },
        remoteAddress: '10.44.0.2',
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt(first, '0000')).statusCode).toBe(401);
    expect((await attempt(second, '1234')).statusCode).toBe(429);
  });
});
