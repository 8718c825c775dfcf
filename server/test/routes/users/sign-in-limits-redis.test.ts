// With REDIS_URL the sign-in limits are shared by every instance (issue 13): failures counted
// by one app block the same address on another app.
import { randomInt } from 'node:crypto';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DEMO_PASSWORD } from '../../helpers/requests';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('sign-in limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const env = { REDIS_URL, RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' };
  beforeAll(async () => {
    first = await createTestApp(env);
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await first.app.rateLimits.reset();
    await first.close();
    await second.close();
  });

  // A fresh address per run: Redis outlives the test's databases.
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const login = (t: TestApp, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'owner@demo.test', password, hoaid: 'demo' },
      remoteAddress: address,
    });

  it('blocks on the second instance what failed on the first', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login(first, 'wrong')).statusCode).toBe(401);
    expect((await login(second, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await login(first, DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
