// The guest quotas' contract (docs/adr/0029) as a model-based property test: fast-check builds a
// random history of nights stayed before today (kept within the rules), then runs random
// sequences of guest stays on unit 101 of the demo community: insert (a pool of plates, so a
// deleted car is re-added with its plate), extend or shorten, set offsite, set onsite by the
// status popup, delete, change the owner type (a family car becoming a visitor and back) and
// correct a plate, one at a time or 2 or 3 fired at once. After EVERY step it checks, from the
// database alone (an independent recount, not the rule under test):
//   (1) no 30 nights in a row holding a night from today on have more than the unit quota;
//   (2) no run of a plate's nights in a row holding a night from today on is longer than the cap;
//   (3) two runs of a plate, the later holding a night from today on, are the cool-down apart;
//   (4) the nights before today are exactly the history: no delete, re-add or edit removed one;
//   (5) the nights from today on are exactly those of the unit's live guest cars;
//   (6) the numbers a quote of one more guest night shows (used in the last 30 nights, booked
//       ahead) equal a recount of the nights with that night.
// Rules (1)-(3) hold for the nights the rules wrote: overrides are not part of these sequences.
// PGlite by default, PostgreSQL with DATABASE_URL.
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, nightsFrom, type Dstr } from '@parking/shared/domain';
import { guestNights, vehicles } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { login } from '../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  modifyBodyOf,
  setCommunity,
  setOwner,
  today,
  vehicleForm,
  type Caller,
} from '../helpers/vehicle-fixtures';

const RULES = {
  guest_unit_nights: 7,
  guest_max_consecutive: 3,
  guest_cooldown_nights: 2,
  guest_owner_types: ['visitor', 'friend'],
};
const GUEST_TYPES = new Set(RULES.guest_owner_types);
const PLATES = ['GQP0', 'GQP1', 'GQP2', 'GQP3'] as const;
const TYPES = ['visitor', 'friend', 'family'] as const;
const RUNS = Number(process.env.GUEST_QUOTA_RUNS ?? 25);
const SEED = Number(process.env.GUEST_QUOTA_SEED ?? 20261127);

type Op =
  | { kind: 'insert'; plate: number; type: string; days: number }
  | { kind: 'checkout'; target: number; days: number }
  | { kind: 'offsite'; target: number }
  | { kind: 'onsite'; target: number; days: number }
  | { kind: 'delete'; target: number }
  | { kind: 'type'; target: number; type: string }
  | { kind: 'plate'; target: number; plate: number };

const target = fc.nat({ max: 7 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      plate: fc.nat({ max: PLATES.length - 1 }),
      type: fc.constantFrom(...TYPES),
      days: fc.integer({ min: 0, max: 6 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      target,
      days: fc.integer({ min: 1, max: 8 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('offsite' as const), target }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('onsite' as const),
      target,
      days: fc.integer({ min: 1, max: 6 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), target }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('type' as const),
      target,
      type: fc.constantFrom(...TYPES),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('plate' as const),
      target,
      plate: fc.nat({ max: PLATES.length - 1 }),
    }),
  },
);
const stepArb = fc.oneof(
  { weight: 3, arbitrary: fc.array(opArb, { minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.array(opArb, { minLength: 2, maxLength: 3 }) },
);
/** Nights before today a plate may have stayed: (plate, unit, days ago). */
const historyArb = fc.array(
  fc.record({
    plate: fc.nat({ max: PLATES.length - 1 }),
    unit: fc.constantFrom('101', '101', '102'),
    ago: fc.integer({ min: 1, max: 35 }),
  }),
  { maxLength: 14 },
);

interface Row {
  unitnumber: string;
  plate_key: string;
  night: Dstr;
}

// ----- the independent recount -----

function runsOf(nights: Iterable<Dstr>): Dstr[][] {
  const runs: Dstr[][] = [];
  for (const night of [...new Set(nights)].sort()) {
    const run = runs[runs.length - 1];
    if (run && addDays(run[run.length - 1]!, 1) === night) run.push(night);
    else runs.push([night]);
  }
  return runs;
}

/** Violations of the rules among rows, for windows and runs that reach today or later. */
function violations(rows: readonly Row[], from: Dstr): string[] {
  const problems: string[] = [];
  const unit = rows.filter((row) => row.unitnumber === '101');
  const last = unit.reduce((max, row) => (row.night > max ? row.night : max), from);
  for (let end = from; end <= addDays(last, 29); end = addDays(end, 1)) {
    const start = addDays(end, -29);
    const count = unit.filter((row) => row.night >= start && row.night <= end).length;
    const touches = unit.some((row) => row.night >= from && row.night >= start && row.night <= end);
    if (touches && count > RULES.guest_unit_nights) {
      problems.push(`unit 101 has ${count} guest nights in the 30 nights ending ${end}`);
    }
  }
  for (const plate of PLATES) {
    const runs = runsOf(rows.filter((row) => row.plate_key === plate).map((row) => row.night));
    for (const [i, run] of runs.entries()) {
      const reaches = run[run.length - 1]! >= from;
      if (reaches && run.length > RULES.guest_max_consecutive) {
        problems.push(`${plate} stays ${run.length} nights in a row from ${run[0]}`);
      }
      const before = runs[i - 1];
      if (before && reaches) {
        const gap = nightsFrom(addDays(before[before.length - 1]!, 1), run[0]!).length;
        if (gap < RULES.guest_cooldown_nights) {
          problems.push(`${plate} came back after ${gap} nights on ${run[0]}`);
        }
      }
    }
  }
  return problems;
}

/** History that keeps the rules itself (what the rules would have let through). */
function validHistory(picks: { plate: number; unit: string; ago: number }[]): Row[] {
  const kept: Row[] = [];
  const sorted = [...picks].sort((a, b) => b.ago - a.ago);
  for (const pick of sorted) {
    const row = { unitnumber: pick.unit, plate_key: PLATES[pick.plate]!, night: inDays(-pick.ago) };
    const key = (r: Row) => `${r.unitnumber}/${r.plate_key}/${r.night}`;
    if (kept.some((r) => key(r) === key(row))) continue;
    if (violations([...kept, row], inDays(-40)).length === 0) kept.push(row);
  }
  return kept;
}

describe('guest quotas: random guest stays keep the rules (docs/adr/0029)', () => {
  let t: TestApp;
  let owner: Caller;
  let sequences = 0;
  /** What the sequences did: saves answered 2xx and guest refusals (both must happen). */
  const seen = { saved: 0, refused: 0 };
  beforeAll(async () => {
    t = await createTestApp();
    await setOwner(t.app, 'owner@demo.test', { has_read_terms: true, parking_allowed: 30 });
    await setCommunity(t.app, 'demo', {
      ...RULES,
      parking_allowed_hoa: 400,
      use_owner_creditcard: false,
      use_warning_status: 0,
    });
    owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
  }, APP_START_MS);
  afterAll(() => t.close());

  const readRows = async (): Promise<Row[]> =>
    t.app.db
      .select({
        unitnumber: guestNights.unitnumber,
        plate_key: guestNights.plate_key,
        night: guestNights.night,
      })
      .from(guestNights)
      .where(eq(guestNights.hoaid, 'demo'));
  const liveCars = async () =>
    t.app.db
      .select()
      .from(vehicles)
      .where(
        and(
          eq(vehicles.hoaid, 'demo'),
          sql`${vehicles.plate} LIKE 'GQP%'`,
          sql`${vehicles.status_flag} <> 9`,
        ),
      );

  async function run(op: Op, cars: string[]): Promise<string> {
    const pick = async (index: number) => {
      const id = cars[index % Math.max(1, cars.length)];
      if (!id) return null;
      const [row] = await t.app.db.select().from(vehicles).where(eq(vehicles.id, id));
      return row ?? null;
    };
    if (op.kind === 'insert') {
      const response = await owner.post(
        'insert_vehicle',
        vehicleForm({
          plate: PLATES[op.plate],
          carownertype: op.type,
          enddate: op.days === 0 ? '' : inDays(op.days),
        }),
      );
      if (response.statusCode === 201) {
        cars.push(response.json<{ _id: string }>()._id);
        seen.saved += 1;
      }
      if (response.json<{ code?: string }>().code === 'over_guest_limit') seen.refused += 1;
      return `insert ${PLATES[op.plate]} ${op.type} ${op.days} => ${response.statusCode}`;
    }
    const row = await pick(op.target);
    if (!row) return `${op.kind}: no car`;
    let response;
    if (op.kind === 'checkout') {
      response = await owner.post('modify_vehicle', modifyBodyOf(row, inDays(op.days)));
    } else if (op.kind === 'offsite') {
      response = await owner.get(`change-vehicle-status-date/${row.id}/0/1970-01-01/${today()}`);
    } else if (op.kind === 'onsite') {
      response = await owner.get(
        `change-vehicle-status-date/${row.id}/1/${inDays(op.days)}/${today()}`,
      );
    } else if (op.kind === 'delete') {
      response = await owner.post('delete_vehicle_modify_status', {
        vehicleid: row.id,
        hoaid: 'demo',
        unitnumber: '101',
      });
    } else if (op.kind === 'type') {
      response = await owner.post('modify_vehicle', {
        ...modifyBodyOf(row, row.enddate),
        carownertype: op.type,
      });
    } else {
      response = await owner.post('modify_vehicle', {
        ...modifyBodyOf(row, row.enddate),
        plate: PLATES[op.plate],
      });
    }
    const status = response.statusCode;
    if (status < 300) seen.saved += 1;
    // Any refusal must be a clear 4xx; a guest refusal says what is left.
    if (status >= 500) throw new Error(`${op.kind} answered ${status}: ${response.body}`);
    if (status === 409 && response.json<{ code?: string }>().code === 'over_guest_limit') {
      seen.refused += 1;
      expect(response.json<{ guest_limits?: object }>().guest_limits).toBeDefined();
    }
    return `${op.kind} ${row.plate} ${JSON.stringify(op)} => ${status}`;
  }

  it('never exceeds the rules, keeps the nights stayed and counts what it shows', async () => {
    await fc.assert(
      fc.asyncProperty(
        historyArb,
        fc.array(stepArb, { minLength: 4, maxLength: 10 }),
        async (picks, plan) => {
          sequences += 1;
          await t.app.db.delete(guestNights).where(eq(guestNights.hoaid, 'demo'));
          await t.app.db.delete(vehicles).where(sql`${vehicles.plate} LIKE 'GQP%'`);
          t.app.rowCache.clear();
          const history = validHistory(picks);
          if (history.length > 0) {
            await t.app.db
              .insert(guestNights)
              .values(history.map((row) => ({ ...row, hoaid: 'demo' })));
          }
          const historyKeys = history
            .map((r) => `${r.unitnumber}/${r.plate_key}/${r.night}`)
            .sort();
          const cars: string[] = [];
          const log: string[] = [];
          for (const step of plan) {
            const labels = await Promise.all(step.map((op) => run(op, cars)));
            log.push(labels.join(' | '));
            const rows = await readRows();
            const problems = violations(rows, today());
            // (4) the nights before today are the history, untouched.
            const past = rows
              .filter((r) => r.night < today())
              .map((r) => `${r.unitnumber}/${r.plate_key}/${r.night}`)
              .sort();
            if (JSON.stringify(past) !== JSON.stringify(historyKeys)) {
              problems.push(`nights before today changed: ${past.join(',')}`);
            }
            // (5) the nights from today on are the live guest cars' nights.
            const expected = (await liveCars())
              .filter((car) => GUEST_TYPES.has(car.carownertype))
              .flatMap((car) =>
                nightsFrom(today(), car.enddate > today() ? car.enddate : today()).map(
                  (night) => `101/${car.plate}/${night}`,
                ),
              )
              .sort();
            const future = rows
              .filter((r) => r.night >= today())
              .map((r) => `${r.unitnumber}/${r.plate_key}/${r.night}`)
              .sort();
            if (JSON.stringify(future) !== JSON.stringify(expected)) {
              problems.push(
                `nights from today ${future.join(',')} but cars hold ${expected.join(',')}`,
              );
            }
            // (6) what the quote shows is a recount of the nights.
            const quote = await owner.post('quote_stay', {
              vehicle_type: 'CAR',
              carownertype: 'visitor',
              plate: 'GQNEW',
              enddate: inDays(1),
              dstr: today(),
            });
            const shown = quote.json<{
              guest_limits?: { unit_used: number; unit_booked: number; message?: string };
            }>().guest_limits;
            const unit = rows.filter((r) => r.unitnumber === '101');
            // The quote tells the unit as it would be after the quoted night, unless refused.
            const quoted = shown?.message ? 0 : 1;
            const used =
              unit.filter((r) => r.night <= today() && r.night >= inDays(-29)).length + quoted;
            const booked = unit.filter((r) => r.night > today()).length;
            if (shown?.unit_used !== used || shown.unit_booked !== booked) {
              problems.push(
                `quote shows ${JSON.stringify(shown)}, the nights count used ${used} booked ${booked}`,
              );
            }
            if (problems.length > 0) {
              throw new Error(
                `sequence ${sequences}\nhistory ${historyKeys.join(',')}\n${log.join('\n')}\n\nviolated:\n${problems.join('\n')}`,
              );
            }
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    if (process.env.GUEST_QUOTA_DEBUG) process.stdout.write(`${JSON.stringify(seen)}\n`);
    expect(seen.saved).toBeGreaterThan(RUNS);
    expect(seen.refused).toBeGreaterThan(0);
  }, 600_000);
});
