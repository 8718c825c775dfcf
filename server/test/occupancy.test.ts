// Get_occupancy counts the onsite vehicles of every day from their change history
// (checked day by day against numbers computed here from the rows, on a generated community),
// and get_offenders ranks plates by violations in the period, paged. Admins only, own community.
// Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { eq } from 'drizzle-orm';
import {
  MAX_OCCUPANCY_DAYS,
  PAGE_HEADERS,
  occupancyGroup,
  type OccupancyDay,
  type Offender,
} from '@parking/shared/domain';
import { communities, users, vehicleChanges, vehicles, violations } from '../src/db/schema';
import { addDays } from '../src/util/dates';
import { PERIOD_MESSAGES } from '@parking/shared/domain';
import { createTestApp, type TestApp } from './helpers/test-app';
import { login, loginRenter } from './helpers/requests';
import { APP_START_MS, caller, today, type Caller } from './helpers/vehicle-fixtures';

function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
  };
}

const OWNER_TYPES = ['owner', 'family', 'friend', 'renter', 'visitor', 'contractor'] as const;
const NO_DATE = '1970-01-01';
const CAPACITY = 57;

interface Change {
  vehicle_id: string;
  startdate: string;
  enddate: string;
  change_date: string;
  order: number;
}

/** The stay in force on `day` (OccupancyDay's rule), written without SQL. */
function onsiteOn(day: string, own: Change[], fallback: { startdate: string; enddate: string }) {
  if (own.length === 0) return fallback.startdate <= day && day <= fallback.enddate;
  const sorted = [...own].sort(
    (a, b) => a.change_date.localeCompare(b.change_date) || a.order - b.order,
  );
  const recorded = sorted.filter((change) => change.change_date <= day);
  const inForce = recorded.length > 0 ? recorded[recorded.length - 1]! : sorted[0]!;
  return inForce.startdate <= day && day <= inForce.enddate;
}

describe('occupancy and repeat offenders', () => {
  let t: TestApp;
  let admin: Caller;
  let readonly: Caller;
  let owner: Caller;
  let renter: Caller;
  let otherAdmin: Caller;
  const day = today();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    await db
      .update(communities)
      .set({ parking_allowed_hoa: CAPACITY })
      .where(eq(communities.hoaid, 'demo'));
    const [someone] = await db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    const random = generator(15_2026);
    const rows = await db
      .insert(vehicles)
      .values(
        Array.from({ length: 150 }, (_, i) => {
          const start = addDays(day, -random.int(120));
          const end = random.int(5) === 0 ? NO_DATE : addDays(start, random.int(60));
          return {
            hoaid: 'demo',
            ownerid: someone!.id,
            unitnumber: someone!.unitnumber,
            carownertype: random.pick(OWNER_TYPES),
            plate: `OC${String(i).padStart(3, '0')}`,
            plate_state: 'DE',
            startdate: start,
            enddate: end,
            status_flag: i % 31 === 0 ? 9 : 1,
          };
        }),
      )
      .returning();
    // Histories: none, one entry, or several (extended, shortened, checked out, retroactive).
    let order = 0;
    for (const vehicle of rows) {
      const entries = random.int(4);
      let start = vehicle.startdate;
      let changeDate = addDays(start, random.int(3));
      for (let n = 0; n < entries; n += 1) {
        const kind = random.int(3);
        const end =
          kind === 0 ? NO_DATE : addDays(changeDate, kind === 1 ? random.int(30) : -random.int(5));
        if (random.int(4) === 0) start = addDays(changeDate, -random.int(10));
        order += 1;
        // created_at orders entries of one change_date as the server does.
        await db.insert(vehicleChanges).values({
          vehicle_id: vehicle.id,
          hoaid: 'demo',
          startdate: start,
          enddate: end,
          change_date: changeDate,
          created_at: new Date(Date.UTC(2020, 0, 1) + order * 1000),
        });
        changeDate = addDays(changeDate, random.int(20));
      }
    }
    await db.insert(violations).values([
      ...['RPT1', 'RPT1', 'RPT1', 'RPT2', 'RPT2', 'OC001', 'RPT3'].map((plate, i) => ({
        hoaid: 'demo',
        violation_plate: plate,
        violation_state: 'DE',
        violation_location: 'Lot A',
        violation_date: addDays(day, -(i + 1)),
        violation_time: '10:00:00',
      })),
      // Outside the period: not counted.
      ...Array.from({ length: 4 }, () => ({
        hoaid: 'demo',
        violation_plate: 'RPT3',
        violation_state: 'DE',
        violation_location: 'Lot A',
        violation_date: addDays(day, -200),
        violation_time: '10:00:00',
      })),
      // Another community's plate: never in demo's list.
      ...Array.from({ length: 9 }, () => ({
        hoaid: 'demo2',
        violation_plate: 'ELSEWHERE',
        violation_state: 'DE',
        violation_location: 'Gate',
        violation_date: addDays(day, -2),
        violation_time: '10:00:00',
      })),
    ]);
    admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    readonly = caller(t.app, (await login(t.app, 'readonly@demo.test')).token);
    owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    otherAdmin = caller(t.app, (await login(t.app, 'admin@demo2.test', 'demo2')).token);
  }, APP_START_MS);
  afterAll(() => t.close());

  it('counts owner, renter and guest vehicles onsite each day as their histories say', async () => {
    const from = addDays(day, -130);
    const to = addDays(day, 40);
    const response = await admin.post('get_occupancy', { from, to });
    expect(response.statusCode).toBe(200);
    const body = response.json<OccupancyDay[]>();

    const all = await t.app.db.select().from(vehicles).where(eq(vehicles.hoaid, 'demo'));
    const changes = await t.app.db
      .select()
      .from(vehicleChanges)
      .where(eq(vehicleChanges.hoaid, 'demo'));
    const byVehicle = new Map<string, Change[]>();
    for (const change of changes) {
      const list = byVehicle.get(change.vehicle_id) ?? [];
      list.push({ ...change, order: change.created_at.getTime() });
      byVehicle.set(change.vehicle_id, list);
    }
    const expected: OccupancyDay[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const row = { date, owner: 0, renter: 0, guest: 0, capacity: CAPACITY };
      for (const vehicle of all) {
        if (vehicle.status_flag === 9) continue;
        if (onsiteOn(date, byVehicle.get(vehicle.id) ?? [], vehicle)) {
          row[occupancyGroup(vehicle.carownertype)] += 1;
        }
      }
      expected.push(row);
    }
    expect(body).toHaveLength(171);
    expect(body).toEqual(expected);
    // The generated data really moves: several different totals, some guests and renters.
    const totals = new Set(body.map((row) => row.owner + row.renter + row.guest));
    expect(totals.size).toBeGreaterThan(10);
    expect(body.some((row) => row.guest > 0 && row.renter > 0 && row.owner > 0)).toBe(true);
  });

  it('takes at most 366 days, from not after to, and dates only', async () => {
    const ok = await admin.post('get_occupancy', {
      from: addDays(day, -(MAX_OCCUPANCY_DAYS - 1)),
      to: day,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<OccupancyDay[]>()).toHaveLength(MAX_OCCUPANCY_DAYS);
    const long = await admin.post('get_occupancy', {
      from: addDays(day, -MAX_OCCUPANCY_DAYS),
      to: day,
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(PERIOD_MESSAGES.length);
    const reversed = await admin.post('get_occupancy', { from: day, to: addDays(day, -1) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain(PERIOD_MESSAGES.order);
    const bad = await admin.post('get_offenders', { from: '2026-13-01', to: day });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('from must be a YYYY-MM-DD date');
  });

  it('answers admins only, each with their own community', async () => {
    const period = { from: addDays(day, -30), to: day };
    for (const who of [readonly, owner, renter, caller(t.app)]) {
      expect([401, 403]).toContain((await who.post('get_occupancy', period)).statusCode);
      expect([401, 403]).toContain((await who.post('get_offenders', period)).statusCode);
    }
    const demo = (await admin.post('get_offenders', period)).json<Offender[]>();
    expect(demo.map((row) => row.plate)).not.toContain('ELSEWHERE');
    const other = (await otherAdmin.post('get_offenders', period)).json<Offender[]>();
    expect(other[0]).toEqual({
      plate: 'ELSEWHERE',
      violations: 9,
      last_date: addDays(day, -2),
      unitnumber: '',
    });
    const demoDays = (await admin.post('get_occupancy', period)).json<OccupancyDay[]>();
    const otherDays = (await otherAdmin.post('get_occupancy', period)).json<OccupancyDay[]>();
    expect(otherDays.map((row) => row.capacity)).not.toContain(CAPACITY);
    expect(demoDays.every((row) => row.capacity === CAPACITY)).toBe(true);
  });

  it('ranks plates by violations in the period, pages them and names a registered unit', async () => {
    const period = { from: addDays(day, -30), to: day };
    const first = await admin.post('get_offenders', { ...period, pageSize: 2 });
    expect(first.statusCode).toBe(200);
    const all = (await admin.post('get_offenders', { ...period, pageSize: 500 })).json<
      Offender[]
    >();
    expect(first.headers[PAGE_HEADERS.total.toLowerCase()]).toBe(String(all.length));
    expect(first.json<Offender[]>()).toEqual(all.slice(0, 2));
    expect(all.slice(0, 2)).toEqual([
      { plate: 'RPT1', violations: 3, last_date: addDays(day, -1), unitnumber: '' },
      { plate: 'RPT2', violations: 2, last_date: addDays(day, -4), unitnumber: '' },
    ]);
    const registered = all.find((row) => row.plate === 'OC001');
    const [someone] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    expect(registered).toEqual({
      plate: 'OC001',
      violations: 1,
      last_date: addDays(day, -6),
      unitnumber: someone!.unitnumber,
    });
    // RPT3's older violations are outside the period.
    expect(all.find((row) => row.plate === 'RPT3')?.violations).toBe(1);
    for (let i = 1; i < all.length; i += 1) {
      expect(all[i - 1]!.violations).toBeGreaterThanOrEqual(all[i]!.violations);
    }
    const second = await admin.post('get_offenders', { ...period, page: 2, pageSize: 2 });
    expect(second.json<Offender[]>()).toEqual(all.slice(2, 4));
    const past = await admin.post('get_offenders', { ...period, page: 99, pageSize: 2 });
    expect(past.json()).toEqual([]);
    expect(past.headers[PAGE_HEADERS.total.toLowerCase()]).toBe(String(all.length));
  });
});
