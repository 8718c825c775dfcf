// A lost database connection fails the request it cut, never the process (docs/adr/0022): the
// app's backends are ended with pg_terminate_backend (what a PostgreSQL restart, a failover or
// idle_in_transaction_session_timeout does) inside a transaction and during requests; the
// process keeps running, cut requests get 503 with Retry-After, and later requests succeed on
// new connections. PostgreSQL only (PGlite has no connections to lose).
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { Client } from 'pg';
import { isDatabaseUnavailable } from '../../src/db/pool';
import errorHandlerPlugin, {
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE,
} from '../../src/plugins/error-handler';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, login } from '../helpers/requests';
import { APP_START_MS, today } from '../helpers/vehicle-fixtures';

const onPostgres = Boolean(process.env.DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the error handler on a lost database connection', () => {
  it('answers 503 with a JSON message and Retry-After, for pg and drizzle-wrapped errors', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    app.get('/cut', async () => {
      throw terminated;
    });
    app.get('/wrapped', async () => {
      throw new Error('Failed query: select 1', {
        cause: new Error('Connection terminated unexpectedly'),
      });
    });
    app.get('/refused', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    });
    app.get('/bug', async () => {
      throw new TypeError('x is undefined');
    });
    for (const url of ['/cut', '/wrapped', '/refused']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
      expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    }
    // Anything else stays a 500: a bug must not look like an outage.
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});

(onPostgres ? describe : describe.skip)("terminating the app's PostgreSQL backends", () => {
  let t: TestApp;
  let admin: Client;
  let name: string;
  const terminateAll = () =>
    admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );

  beforeAll(async () => {
    t = await createTestApp();
    name = new URL(t.config.databaseUrl ?? '').pathname.slice(1);
    admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  }, APP_START_MS);
  afterAll(async () => {
    await admin.end();
    await t.close();
  }, APP_START_MS);

  it('cuts a transaction mid-way: its next query fails as "unavailable", the process lives on', async () => {
    const cut = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The backend ends while this client is checked out and idle: pg emits 'error' on it.
      await terminateAll();
      await sleep(300);
      await tx.execute(sql`select 1`);
    });
    const error = await cut.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The pool dropped the broken client: the next query gets a new connection.
    await expect(t.app.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('answers requests during two drops with success or 503 + Retry-After, then succeeds again', async () => {
    const { token, userid } = await login(t.app, 'owner@demo.test');
    const statuses: number[] = [];
    const unexpected: string[] = [];
    const call = async (i: number) => {
      const response =
        i % 2 === 0
          ? await t.app.inject({
              method: 'POST',
              url: '/api/parking/get_vehicles_for_owner',
              headers: { ...bearer(token), browserdate: today() },
              payload: { hoaid: 'demo', ownerid: userid },
            })
          : await t.app.inject({
              method: 'POST',
              url: '/api/parking/insert_notification',
              remoteAddress: `10.9.${Math.floor(i / 200)}.${i % 200}`,
              headers: { browserdate: today() },
              payload: {
                hoaid: 'demo',
                notify_name: 'Visitor',
                notify_description: `Drop test ${i}`,
                notify_date: today(),
                notify_time: '10:00:00',
              },
            });
      statuses.push(response.statusCode);
      const fine = response.statusCode < 300;
      const retry =
        response.statusCode === 503 &&
        response.headers['retry-after'] === String(DATABASE_RETRY_AFTER_S) &&
        response.json<{ message: string }>().message === DATABASE_UNAVAILABLE;
      if (!fine && !retry) unexpected.push(`${response.statusCode} ${response.body}`);
    };
    for (let round = 0; round < 2; round += 1) {
      const requests = Array.from({ length: 40 }, (_, i) => call(round * 40 + i));
      await sleep(5);
      await terminateAll();
      await Promise.all(requests);
    }
    expect(unexpected).toEqual([]);
    // Reconnected by itself: a new round all succeeds (the first query may still meet a
    // connection the server has ended but the pool has not yet heard about, hence the retry).
    let ok = false;
    for (let tries = 0; tries < 20 && !ok; tries += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/parking/get_vehicles_for_owner',
        headers: { ...bearer(token), browserdate: today() },
        payload: { hoaid: 'demo', ownerid: userid },
      });
      ok = response.statusCode === 200;
      if (!ok) await sleep(100);
    }
    expect(ok).toBe(true);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(statuses.length).toBe(80);
  });
});
