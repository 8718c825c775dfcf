import { createConnection } from 'node:net';
import { Client } from 'pg';
import { createTestApp, type TestApp } from '../helpers/test-app';

const onPostgres = Boolean(process.env.DATABASE_URL);
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** Whether something listens on the local Redis port (the cluster test's Redis, a developer's). */
function redisListens(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const health = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 once the database (and the queue on PostgreSQL) respond', async () => {
    const response = await health(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(
      onPostgres
        ? { status: 'ok', database: 'pg', checks: { database: 'up', queue: 'up' } }
        : { status: 'ok', database: 'pglite', checks: { database: 'up' } },
    );
  });
});

describe('GET /api/health with REDIS_URL', () => {
  it('answers 200 "degraded" while Redis does not answer (a cache), and the rest keeps working', async () => {
    // Nothing listens on port 1: the instance still starts, and tells its load balancer.
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await health(t);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        checks: { database: 'up', redis: 'down' },
      });
      const page = await t.app.inject({ method: 'GET', url: '/api/parking/data_for_hoa/demo' });
      expect(page.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 200 with Redis up when one listens on 127.0.0.1:6379', async () => {
    if (!(await redisListens())) {
      console.warn('no Redis on 127.0.0.1:6379: the Redis-up health check was not exercised');
      return;
    }
    const t = await createTestApp({ REDIS_URL: LOCAL_REDIS });
    try {
      const response = await health(t);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', checks: { redis: 'up' } });
      expect(await t.app.redis?.ping()).toBe('PONG');
    } finally {
      await t.close();
    }
  });
});

(onPostgres ? describe : describe.skip)('GET /api/health when PostgreSQL refuses', () => {
  it('answers 503 naming the database and the queue, and 200 again once it is back', async () => {
    const t = await createTestApp();
    const name = new URL(t.config.databaseUrl ?? '').pathname.slice(1);
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      // No new connections, and the app's current ones are cut: the database is gone for it.
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      const down = await health(t);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'down', queue: 'down' },
      });
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      // A load balancer asks again: a pooled connection cut while idle may be found dead by
      // the first check after the database is back (the pool then drops it), not by a later one.
      let back = await health(t);
      for (let i = 0; i < 50 && back.statusCode !== 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        back = await health(t);
      }
      expect(back.statusCode).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
      await t.close();
    }
  });
});
