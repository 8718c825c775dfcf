// Per-request cost: the token's user and the community are cached (src/db/row-cache.ts)
// and every change that matters is seen by the very next request, on this instance and, through
// Redis, on every other instance of the same PostgreSQL.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_PASSWORD, bearer, login, loginRenter } from '../helpers/requests';
import { caller } from '../helpers/vehicle-fixtures';
import { endSessionToken, isSessionEnded } from '../../src/db/queries/ended-sessions';

const hoaData = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/parking/hoa_data', headers: bearer(token) });
const users = (app: FastifyInstance, route: string, payload: object, token: string) =>
  app.inject({ method: 'POST', url: `/api/users/${route}`, payload, headers: bearer(token) });

describe('row cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers repeated signed-in calls without reading the user and community again', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    expect((await hoaData(t.app, owner.token)).statusCode).toBe(200);
    const before = { hits: t.app.rowCache.hits, misses: t.app.rowCache.misses };
    for (let i = 0; i < 5; i += 1) expect((await hoaData(t.app, owner.token)).statusCode).toBe(200);
    expect(t.app.rowCache.misses).toBe(before.misses);
    expect(t.app.rowCache.hits).toBeGreaterThanOrEqual(before.hits + 10);
  });

  it('keeps a live session in memory only on the embedded database, and ends it at a logout', async () => {
    const jti = randomUUID();
    expect(await isSessionEnded(t.app.db, jti)).toBe(false);
    const hits = t.app.rowCache.hits;
    expect(await isSessionEnded(t.app.db, jti)).toBe(false);
    // One process sees every logout; instances on PostgreSQL ask the table each time (ADR 0022).
    expect(t.app.rowCache.hits - hits).toBe(process.env.DATABASE_URL ? 0 : 1);
    await endSessionToken(t.app.db, jti, new Date(Date.now() + 60_000));
    expect(await isSessionEnded(t.app.db, jti)).toBe(true);
  });

  it('ends a session at once after a password change, though its user was cached', async () => {
    const phone = await login(t.app, 'owner@demo2.test', 'demo2');
    const laptop = await login(t.app, 'owner@demo2.test', 'demo2');
    expect((await hoaData(t.app, laptop.token)).statusCode).toBe(200);
    const changed = await users(
      t.app,
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
    expect((await hoaData(t.app, laptop.token)).statusCode).toBe(401);
  });

  it("ends a renter's session at once when the owner changes the PIN", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const renter = await loginRenter(t.app, '101', '1234');
    expect((await hoaData(t.app, renter.token)).statusCode).toBe(200);
    const changed = await users(
      t.app,
      'changepin',
      { userid: owner.userid, pincode: '2468' },
      owner.token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await hoaData(t.app, renter.token)).statusCode).toBe(401);
    await users(t.app, 'changepin', { userid: owner.userid, pincode: '1234' }, owner.token);
  });

  it('applies new community settings to the next request (limits and the public record)', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const owner = await login(t.app, 'owner@demo.test');
    const count = async () =>
      (
        await caller(t.app, owner.token).post('get_active_count', {
          hoaid: 'demo',
          ownerid: owner.userid,
        })
      ).json();
    const publicName = async () =>
      (await caller(t.app).get('data_for_hoa/demo')).json().parking_allowed_hoa;
    const before = await count();
    expect(await publicName()).toBe(40);
    const settings = {
      hoaid: 'demo',
      parking_allowed_unit: 6,
      parking_allowed_renter: 2,
      parking_allowed_hoa: 55,
      renter_free_parking_spots: 1,
      owner_free_parking_spots: 2,
      season_adjust_unit: 0,
      season_adjust_renter: 0,
      season_parking_fee_factor: 1.25,
      use_availability_factor: true,
      use_warning_status: 1,
      availability_warning_buffer: 5,
      parking_information_url: 'https://www.townofbethanybeach.com/parking',
    };
    expect((await caller(t.app, admin.token).post('updatehoa', settings)).statusCode).toBe(200);
    const after = await count();
    expect(after.maxunitactive).toBe(6);
    expect(after.maxunitactive).not.toBe(before.maxunitactive);
    expect(await publicName()).toBe(55);
  });
});

/** A Redis listening on the default address (CI has one for the scale-out test). */
function redisListens(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('row cache across two instances with REDIS_URL', () => {
  let a: TestApp;
  let b: FastifyInstance | undefined;
  let redis = false;
  beforeAll(async () => {
    redis = await redisListens();
    if (!redis) return;
    a = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
    // A second instance of the same database and Redis.
    b = await buildApp({ config: { ...a.config, demoSeed: false }, logger: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('drops a changed user on the other instance before the change is answered', async () => {
    if (!redis) {
      console.warn('No Redis on 127.0.0.1:6379: the cross-instance cache test did not run');
      return;
    }
    const instanceB = b as FastifyInstance;
    const owner = await login(a.app, 'owner2@demo.test');
    const other = await login(instanceB, 'owner2@demo.test');
    // Both instances have the user cached.
    expect((await hoaData(instanceB, other.token)).statusCode).toBe(200);
    const hits = instanceB.rowCache.hits;
    expect((await hoaData(instanceB, other.token)).statusCode).toBe(200);
    expect(instanceB.rowCache.hits).toBeGreaterThan(hits);
    expect((await hoaData(a.app, other.token)).statusCode).toBe(200);
    const logout = await users(
      a.app,
      'changepassword',
      {
        userid: owner.userid,
        current_password: DEMO_PASSWORD,
        password: 'moved-on-2026',
        password2: 'moved-on-2026',
      },
      owner.token,
    );
    expect(logout.statusCode).toBe(200);
    expect((await hoaData(instanceB, other.token)).statusCode).toBe(401);
  });
});
