// docs/adr/0012: the lot count is a counter row kept by triggers; writes of different
// units run in parallel and the conditional increment keeps 0 overruns, on PGlite and (with
// DATABASE_URL) PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { communities, lotCounters, users } from '../../../src/db/schema';
import { addDays } from '../../../src/util/dates';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  APP_START_MS,
  caller,
  inDays,
  setCommunity,
  today,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';

const UNITS = 20;

describe('lot counter', () => {
  let t: TestApp;
  const tokens: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    // 20 owners of their own units in demo, each with room for several cars.
    const [template] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'owner@demo.test'));
    const rows = Array.from({ length: UNITS }, (_, i) => ({
      id: randomUUID(),
      hoaid: 'demo',
      email: `lot${i}@demo.test`,
      role: 'owner' as const,
      unitnumber: String(500 + i),
      has_read_terms: true,
      email_verified: true,
      parking_allowed: 10,
      password_hash: template?.password_hash ?? 'x',
    }));
    await t.app.db.insert(users).values(rows);
    for (const row of rows) {
      tokens.push(
        await t.app.sessionTokens.sign({
          sub: row.id,
          role: 'owner',
          hoaid: 'demo',
          unit: row.unitnumber,
          sv: 1,
        }),
      );
    }
  }, APP_START_MS);
  afterAll(() => t.close());

  const exact = async () => {
    const result = (await t.app.db.execute(
      sql`select lot_counter_exact('demo', ${today()}) as n`,
    )) as unknown as { rows: { n: unknown }[] };
    return Number(result.rows[0]?.n);
  };
  const counter = async () =>
    (await t.app.db.select().from(lotCounters).where(eq(lotCounters.hoaid, 'demo')))[0];

  it('gives 5 free lot spots to exactly 5 of 20 units racing for them', async () => {
    // Make the counter current, then leave exactly 5 spots.
    const first = await caller(t.app, tokens[0]).post(
      'insert_vehicle',
      vehicleForm({ plate: 'WARM0', enddate: inDays(1) }),
    );
    expect(first.statusCode).toBe(201);
    expect((await counter())?.day).toBe(today());
    const onsite = await exact();
    expect((await counter())?.used).toBe(onsite);
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: onsite + 5 });
    const replies = await Promise.all(
      tokens.map((token, i) =>
        caller(t.app, token).post(
          'insert_vehicle',
          vehicleForm({ plate: `LOT${i}`, enddate: inDays(2) }),
        ),
      ),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    for (const refused of replies.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('over_total_parking_limit');
    }
    expect(await exact()).toBe(onsite + 5);
    expect((await counter())?.used).toBe(onsite + 5);
  });

  it('follows every vehicle write, also SQL behind the app, and a vehicle leaving frees its spot', async () => {
    const before = (await counter())?.used ?? 0;
    await t.app.db.execute(
      sql`update vehicles set enddate = '1970-01-01' where plate = 'LOT0' or plate = 'WARM0'`,
    );
    const after = (await counter())?.used ?? 0;
    expect(await exact()).toBe(after);
    expect(after).toBeLessThan(before);
    const again = await caller(t.app, tokens[0]).post(
      'insert_vehicle',
      vehicleForm({ plate: 'BACK0', enddate: inDays(1) }),
    );
    expect(again.statusCode).toBe(201);
    expect((await counter())?.used).toBe(await exact());
  });

  it('recounts on a new day, and refuses only after an exact recount', async () => {
    // A counter from yesterday, and one too high (as an expired payment hold would leave it).
    await t.app.db
      .update(lotCounters)
      .set({ day: addDays(today(), -1), used: 999 })
      .where(eq(lotCounters.hoaid, 'demo'));
    const [community] = await t.app.db
      .select()
      .from(communities)
      .where(eq(communities.hoaid, 'demo'));
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: (await exact()) + 1 });
    const reply = await caller(t.app, tokens[1]).post(
      'insert_vehicle',
      vehicleForm({ plate: 'NEWDAY', enddate: inDays(1) }),
    );
    expect(reply.statusCode).toBe(201);
    expect(await counter()).toMatchObject({ day: today(), used: await exact() });
    await t.app.db.update(lotCounters).set({ used: 999 }).where(eq(lotCounters.hoaid, 'demo'));
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: (await exact()) + 1 });
    const drifted = await caller(t.app, tokens[2]).post(
      'insert_vehicle',
      vehicleForm({ plate: 'DRIFT', enddate: inDays(1) }),
    );
    expect(drifted.statusCode).toBe(201);
    const full = await caller(t.app, tokens[3]).post(
      'insert_vehicle',
      vehicleForm({ plate: 'FULL', enddate: inDays(1) }),
    );
    expect(full.statusCode).toBe(409);
    expect((await counter())?.used).toBe(await exact());
    await setCommunity(t.app, 'demo', {
      parking_allowed_hoa: community?.parking_allowed_hoa ?? 40,
    });
  });
});
