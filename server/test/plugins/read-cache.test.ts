// Signed-in reads answered from memory on the embedded database (src/plugins/read-cache.ts,
// docs/adr/0039): the same bytes as the handler's, never after a write, never to another caller
// or a signed-out one, never a refusal, and never older than a second.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Vehicle } from '@parking/shared/domain';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, login, loginRenter } from '../helpers/requests';
import {
  APP_START_MS,
  caller,
  setVehicle,
  today,
  vehicleByPlate,
  vehicleForm,
} from '../helpers/vehicle-fixtures';

const onPglite = process.env.DATABASE_URL ? describe.skip : describe;
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** What a client sees of an answer (the date header aside). */
function wire(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

const plates = (response: LightMyRequestResponse) =>
  response.json<{ vehicles: Vehicle[] }>().vehicles.map((v) => v.plate);

onPglite('read answers from memory on the embedded database', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let owner: { token: string; userid: string };
  // Signed in before the tests: a sign-in writes (and so would end every kept answer).
  let owner2: { token: string };
  let admin: { token: string };
  let renter: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    owner = await login(app, 'owner@demo.test');
    owner2 = await login(app, 'owner2@demo.test');
    admin = await login(app, 'admin@demo.test');
    renter = await loginRenter(app, '101', '1234');
    // A session's first call reads whether it was ended (outside any cacheable read, so the
    // generation moves): made here, the tests' calls then read nothing but their answers.
    for (const { token } of [owner, owner2, admin, renter]) {
      const hoa = await app.inject({ url: '/api/parking/hoa_data', headers: bearer(token) });
      expect(hoa.statusCode).toBe(200);
    }
  }, APP_START_MS);
  afterAll(() => t.close());
  afterEach(() => {
    app.readAnswers.now = Date.now;
  });

  const reads = () => [
    {
      route: 'get_vehicles_for_owner',
      body: { hoaid: 'demo', ownerid: owner.userid, carownertype: 'all', dstr: today() },
    },
    { route: 'get_active_vehicles', body: { hoaid: 'demo', dstr: today() } },
    { route: 'get_active_count', body: { hoaid: 'demo', ownerid: owner.userid, dstr: today() } },
    { route: 'get_count_by_owner', body: { ownerid: owner.userid } },
  ];

  it('answers a repeated read from memory with the bytes and headers the handler gives', async () => {
    for (const { route, body } of reads()) {
      app.readAnswers.clear();
      const first = await caller(app, owner.token).post(route, body);
      expect(first.statusCode).toBe(200);
      const hits = app.readAnswers.hits;
      const again = await caller(app, owner.token).post(route, body);
      expect(app.readAnswers.hits).toBe(hits + 1);
      expect(wire(again)).toEqual(wire(first));
      // And the same as a fresh computation.
      app.readAnswers.clear();
      expect(wire(await caller(app, owner.token).post(route, body))).toEqual(wire(first));
    }
    // The onsite list keeps its paging headers.
    const list = await caller(app, owner.token).post('get_active_vehicles', reads()[1]!.body);
    expect(list.headers['x-total-count']).toBeDefined();
  });

  it('compresses a kept answer as it compresses a computed one', async () => {
    const { route, body } = reads()[0]!;
    const ask = () =>
      app.inject({
        method: 'POST',
        url: `/api/parking/${route}`,
        payload: body,
        headers: { ...bearer(owner.token), browserdate: today(), 'accept-encoding': 'gzip' },
      });
    app.readAnswers.clear();
    const computed = await ask();
    const hits = app.readAnswers.hits;
    const kept = await ask();
    expect(app.readAnswers.hits).toBe(hits + 1);
    expect(computed.headers['content-encoding']).toBe('gzip');
    expect(wire(kept)).toEqual(wire(computed));
  });

  it('shows a write through the API in the next read', async () => {
    const { route, body } = reads()[0]!;
    const before = await caller(app, owner.token).post(route, body);
    expect(wire(await caller(app, owner.token).post(route, body))).toEqual(wire(before));
    expect(plates(before)).not.toContain('CACHE01');
    const inserted = await caller(app, owner.token).post(
      'insert_vehicle',
      vehicleForm({ plate: 'CACHE01' }),
    );
    expect(inserted.statusCode).toBe(201);
    expect(plates(await caller(app, owner.token).post(route, body))).toContain('CACHE01');
  });

  it('shows a write behind the API (SQL on the database) in the next read', async () => {
    const { route, body } = reads()[2]!;
    const ask = async () =>
      (await caller(app, owner.token).post(route, body)).json<{ ownercount: number }>();
    const { enddate } = await vehicleByPlate(app, 'DEM101A');
    const before = await ask();
    expect(await ask()).toEqual(before);
    await setVehicle(app, 'DEM101A', { enddate: '1970-01-01' });
    try {
      expect((await ask()).ownercount).toBe(before.ownercount - 1);
    } finally {
      await setVehicle(app, 'DEM101A', { enddate });
    }
    expect((await ask()).ownercount).toBe(before.ownercount);
  });

  it("never gives one caller's answer to another with the same body", async () => {
    // The unit's vehicles: owner2 asking with owner's body is refused, not answered.
    const { route, body } = reads()[0]!;
    expect((await caller(app, owner.token).post(route, body)).statusCode).toBe(200);
    const hits = app.readAnswers.hits;
    expect((await caller(app, owner.token).post(route, body)).statusCode).toBe(200);
    expect(app.readAnswers.hits).toBe(hits + 1);
    expect((await caller(app, owner2.token).post(route, body)).statusCode).toBe(403);
    // The onsite list: the admin sees the car owners' names, the owner does not.
    const list = reads()[1]!;
    const ownerList = await caller(app, owner.token).post(list.route, list.body);
    await caller(app, owner.token).post(list.route, list.body);
    const adminList = await caller(app, admin.token).post(list.route, list.body);
    expect(adminList.statusCode).toBe(200);
    expect(adminList.body).not.toBe(ownerList.body);
    app.readAnswers.clear();
    expect(wire(await caller(app, admin.token).post(list.route, list.body))).toEqual(
      wire(adminList),
    );
    // A renter of the unit with the owner's body gets the unit's renter vehicles only.
    await caller(app, owner.token).post(route, body);
    const ownerPlates = plates(await caller(app, owner.token).post(route, body));
    const renterPlates = plates(await caller(app, renter.token).post(route, body));
    expect(renterPlates).toEqual(['RNT0101']);
    expect(ownerPlates).not.toEqual(renterPlates);
  });

  it('answers a signed-out caller and an ended session with 401, not the kept answer', async () => {
    const leaving = await login(app, 'owner@demo.test');
    const { route, body } = reads()[2]!;
    expect((await caller(app, leaving.token).post(route, body)).statusCode).toBe(200);
    const hits = app.readAnswers.hits;
    expect((await caller(app, leaving.token).post(route, body)).statusCode).toBe(200);
    expect(app.readAnswers.hits).toBe(hits + 1);
    expect((await caller(app).post(route, body)).statusCode).toBe(401);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      payload: {},
      headers: bearer(leaving.token),
    });
    expect(logout.statusCode).toBe(204);
    const after = await caller(app, leaving.token).post(route, body);
    expect(after.statusCode).toBe(401);
    expect(app.readAnswers.hits).toBe(hits + 1);
  });

  it('keeps no refusal', async () => {
    const foreign = await login(app, 'owner@demo2.test', 'demo2');
    const body = { hoaid: 'demo', ownerid: foreign.userid, carownertype: 'all' };
    const stored = app.readAnswers.stored;
    const misses = app.readAnswers.misses;
    for (let i = 0; i < 2; i += 1) {
      expect((await caller(app, admin.token).post('get_vehicles_for_owner', body)).statusCode).toBe(
        404,
      );
    }
    expect(app.readAnswers.stored).toBe(stored);
    expect(app.readAnswers.misses).toBe(misses + 2);
  });

  it('serves a kept answer for at most one second', async () => {
    let now = Date.now();
    app.readAnswers.now = () => now;
    app.readAnswers.clear();
    const { route, body } = reads()[1]!;
    const ask = () => caller(app, owner.token).post(route, body);
    await ask();
    const { hits, misses } = app.readAnswers;
    now += 999;
    await ask();
    expect(app.readAnswers.hits).toBe(hits + 1);
    now += 1;
    await ask();
    expect(app.readAnswers.hits).toBe(hits + 1);
    expect(app.readAnswers.misses).toBe(misses + 1);
    // A clock that went back does not make an answer young again.
    now -= 5_000;
    await ask();
    expect(app.readAnswers.misses).toBe(misses + 2);
  });
});

onPostgres('read answers on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  it('are never kept (other instances write to the same database)', () => {
    expect(t.app.hasDecorator('readAnswers')).toBe(false);
  });
});
