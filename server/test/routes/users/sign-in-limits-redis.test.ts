// The sign-in limits are shared by every instance: failures counted by one app block
// the same address on another app. On PostgreSQL the counters are in the database the instances
// share (docs/adr/0022), so the second app opens the first one's database; with the embedded
// database they are in Redis. Needs a Redis on 127.0.0.1:6379 (or
// REDIS_URL); without one it says so and checks nothing, and the scale-out test
// (npm run test:cluster, its own Redis) covers the same across real processes.
import { randomInt } from 'node:crypto';
import { createConnection } from 'node:net';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DEMO_PASSWORD } from '../../helpers/requests';
import { APP_START_MS } from '../../helpers/vehicle-fixtures';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisListens(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('sign-in limits shared through Redis', () => {
  let apps: TestApp[] = [];
  let available = false;
  beforeAll(async () => {
    available = await redisListens();
    if (!available) return;
    const env = { REDIS_URL, RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' };
    const first = await createTestApp(env);
    const shared: Record<string, string> = first.config.databaseUrl
      ? { DATABASE_URL: first.config.databaseUrl }
      : {};
    apps = [first, await createTestApp({ ...env, ...shared })];
  }, APP_START_MS);
  afterAll(async () => {
    await apps[0]?.app.rateLimits.reset();
    for (const t of [...apps].reverse()) await t.close();
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
    if (!available) {
      console.warn(`no Redis at ${REDIS_URL}: the shared sign-in limits were not exercised`);
      return;
    }
    const [first, second] = apps as [TestApp, TestApp];
    for (let i = 0; i < 3; i += 1) expect((await login(first, 'wrong')).statusCode).toBe(401);
    expect((await login(second, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await login(first, DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
