// The large community (`npm run seed:large`): the advertised size, inside every
// limit the server enforces, with change history that matches the counts, and idempotent.
import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import {
  communities,
  notifications,
  users,
  vehicleChanges,
  vehicles,
  violations,
} from '../../src/db/schema';
import {
  LARGE_COUNTS,
  LARGE_HOAID,
  LARGE_LOT_CAPACITY,
  largeRows,
  seedLargeCommunity,
} from '../../src/db/seed/large';
import { todayIn } from '../../src/util/dates';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TODAY = todayIn('America/New_York');

describe('large community rows', () => {
  const rows = largeRows('hash', TODAY);

  it('has the advertised sizes', () => {
    expect(rows.users).toHaveLength(LARGE_COUNTS.accounts);
    expect(rows.users.filter((u) => u.role === 'admin')).toHaveLength(1);
    expect(rows.vehicles).toHaveLength(LARGE_COUNTS.vehicles);
    expect(rows.violations).toHaveLength(LARGE_COUNTS.violations);
    expect(rows.notifications).toHaveLength(LARGE_COUNTS.feedback);
    expect(new Set(rows.vehicles.map((v) => v.plate)).size).toBe(LARGE_COUNTS.vehicles);
  });

  it('mixes onsite and offsite, renter and owner vehicles, each within its unit and the lot', () => {
    const onsite = rows.vehicles.filter((v) => (v.enddate as string) >= TODAY);
    expect(onsite.length).toBeGreaterThan(1000);
    expect(onsite.length).toBeLessThanOrEqual(LARGE_LOT_CAPACITY);
    expect(rows.vehicles.some((v) => v.carownertype === 'renter' && onsite.includes(v))).toBe(true);
    expect(rows.vehicles.some((v) => v.enddate === '1970-01-01')).toBe(true);
    const perUnit = new Map<string, { all: number; renters: number }>();
    for (const v of onsite) {
      const unit = perUnit.get(v.ownerid) ?? { all: 0, renters: 0 };
      unit.all += 1;
      if (v.carownertype === 'renter') unit.renters += 1;
      perUnit.set(v.ownerid, unit);
    }
    for (const unit of perUnit.values()) {
      expect(unit.all).toBeLessThanOrEqual(4);
      expect(unit.renters).toBeLessThanOrEqual(2);
    }
    const changes = new Map<string, number>();
    for (const c of rows.changes) changes.set(c.vehicle_id, (changes.get(c.vehicle_id) ?? 0) + 1);
    for (const v of rows.vehicles)
      expect(changes.get(v.id as string) ?? 0).toBe(v.number_of_changes);
  });
});

describe('seedLargeCommunity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the community once; a second run changes nothing', async () => {
    const first = await seedLargeCommunity(t.app.db, { today: TODAY, passwordHash: 'x' });
    expect(first.created).toBe(true);
    const second = await seedLargeCommunity(t.app.db, { today: TODAY, passwordHash: 'x' });
    expect(second.created).toBe(false);
    const total = async (
      table:
        | typeof users
        | typeof vehicles
        | typeof violations
        | typeof notifications
        | typeof vehicleChanges,
    ) =>
      (await t.app.db.select({ n: count() }).from(table).where(eq(table.hoaid, LARGE_HOAID)))[0]?.n;
    expect(await total(users)).toBe(LARGE_COUNTS.accounts);
    expect(await total(vehicles)).toBe(LARGE_COUNTS.vehicles);
    expect(await total(violations)).toBe(LARGE_COUNTS.violations);
    expect(await total(notifications)).toBe(LARGE_COUNTS.feedback);
    expect(await total(vehicleChanges)).toBe(first.counts.changes);
    const [onsite] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.hoaid, LARGE_HOAID),
          gte(vehicles.enddate, TODAY),
          ne(vehicles.status_flag, 9),
        ),
      );
    expect(onsite?.n).toBe(first.counts.onsite);
    const [community] = await t.app.db
      .select()
      .from(communities)
      .where(eq(communities.hoaid, LARGE_HOAID));
    expect(community?.parking_allowed_hoa).toBe(LARGE_LOT_CAPACITY);
  });
});
