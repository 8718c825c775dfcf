// Onsite counts for the limits of spec §4 and §9, and the row locks that serialise them.
import { and, eq, gte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Dstr, SpotType, UnitOnsite } from '@parking/shared/domain';
import { toCount, type Executor } from '../client';
import { users, vehicles } from '../schema';
import { SOFT_DELETED } from './vehicle-records';
import { HOLD_MINUTES, countCommunityHolds } from '../../payments/ledger';
import { builtOnce, sqlBuiltOncePerShape, value } from '../built-once';

export interface UnitCounts {
  ownercount: number;
  rentercount: number;
}

function onsite(today: Dstr, excludeVehicleId: string | undefined): SQL {
  const conditions = [gte(vehicles.enddate, today), ne(vehicles.status_flag, SOFT_DELETED)];
  if (excludeVehicleId) conditions.push(ne(vehicles.id, excludeVehicleId));
  return and(...conditions) as SQL;
}

/**
 * The unit's onsite vehicles (split into renter and non-renter) and the vehicles a pending card
 * payment holds a spot for (docs/adr/0009), as scalar subqueries: one statement with any other
 * columns a caller folds in (round trips are most of a write's cost).
 */
function unitCountColumns(
  ownerid: string | Placeholder,
  today: Dstr | Placeholder,
  excludeVehicleId: string | Placeholder | undefined,
) {
  const notThisVehicle = excludeVehicleId ? sql` and v.id <> ${excludeVehicleId}::uuid` : sql``;
  const notThisHold = excludeVehicleId
    ? sql` and (p.vehicle_id is null or p.vehicle_id <> ${excludeVehicleId}::uuid)`
    : sql``;
  const onsite = (renter: boolean) => sql`(
    select count(*)::int from ${vehicles} v
     where v.ownerid = ${ownerid}::uuid and v.enddate >= ${today}::date
       and v.status_flag <> ${SOFT_DELETED}${notThisVehicle}
       and ${renter ? sql`v.carownertype = 'renter'` : sql`v.carownertype <> 'renter'`})`;
  const held = (renter: boolean) => sql`(
    select count(*)::int from payments p
     where p.ownerid = ${ownerid}::uuid and p.status = 'pending' and p.holds_spot
       and p.created_at > now() - make_interval(mins => ${HOLD_MINUTES})${notThisHold}
       and ${renter ? sql`p.carowner = 'renter'` : sql`p.carowner <> 'renter'`})`;
  return sql`${onsite(false)} + ${held(false)} AS ownercount,
             ${onsite(true)} + ${held(true)} AS rentercount`;
}

/**
 * Onsite vehicles of the unit, split into renter and non-renter (spec §3 Active count data),
 * plus the vehicles a pending card payment holds a spot for (docs/adr/0009).
 */
export async function countUnitOnsite(
  db: Executor,
  ownerid: string,
  today: Dstr,
  excludeVehicleId?: string,
): Promise<UnitCounts> {
  const result = (await db.execute(
    sql`SELECT ${unitCountColumns(ownerid, today, excludeVehicleId)}`,
  )) as unknown as { rows: { ownercount: unknown; rentercount: unknown }[] };
  const [row] = result.rows;
  return { ownercount: toCount(row?.ownercount), rentercount: toCount(row?.rentercount) };
}

interface UnitAndLotRow {
  ownercount: unknown;
  rentercount: unknown;
  day: string | null;
  used: unknown;
  spots: unknown;
}

// The community's spot types (their prices) as listSpotTypes orders them, read under the same
// lock as the counts the price depends on (docs/adr/0040). Built once per shape: with or without
// the vehicle being changed left out (docs/adr/0042).
const unitAndLot = sqlBuiltOncePerShape<UnitAndLotRow>(
  (_db, shape) =>
    sql`SELECT ${unitCountColumns(value('ownerid'), value('today'), shape === 'excluding' ? value('exclude') : undefined)},
               c."day"::text AS day, c."used" AS used,
               set_config('parking.enforce_lot', ${value('enforce')}, true) AS enforce,
               (SELECT COALESCE(json_agg(json_build_object(
                         'spot_type', s."spot_type", 'spot_display', s."spot_display",
                         'spot_price_cents', s."spot_price_cents")
                       ORDER BY s."sort_order", s."spot_type"), '[]'::json)
                  FROM "spot_types" s WHERE s."hoaid" = ${value('hoaid')}) AS spots
          FROM (SELECT 1) AS one LEFT JOIN "lot_counters" c ON c."hoaid" = ${value('hoaid')}`,
);

/**
 * A limit-checked write's counts in one statement: the unit's (countUnitOnsite), the
 * lot's counter row as it stands (its day and count, or nulls) and, in the same statement, the
 * transaction-local request that the lot increments at commit respect the limit
 * (`parking.enforce_lot`, see lot-counter.ts). Call after the unit owner's row is locked.
 */
export async function countUnitAndLot(
  tx: Executor,
  args: {
    ownerid: string;
    hoaid: string;
    today: Dstr;
    excludeVehicleId?: string;
    enforce: boolean;
  },
): Promise<{ unit: UnitCounts; lot: { day: string | null; used: number }; spots: SpotType[] }> {
  const { ownerid, hoaid, today, excludeVehicleId, enforce } = args;
  const values = { ownerid, hoaid, today, enforce: enforce ? hoaid : '' };
  const [row] = excludeVehicleId
    ? await unitAndLot(tx, 'excluding', { ...values, exclude: excludeVehicleId })
    : await unitAndLot(tx, 'all', values);
  return {
    unit: { ownercount: toCount(row?.ownercount), rentercount: toCount(row?.rentercount) },
    lot: { day: row?.day ?? null, used: toCount(row?.used) },
    spots: spotTypesOf(row?.spots),
  };
}

/** The spot types of the counts' statement (json; PGlite may hand it over as text). */
function spotTypesOf(value: unknown): SpotType[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as {
    spot_type: string;
    spot_display: string;
    spot_price_cents: number;
  }[];
  return rows.map((row) => ({
    spot_type: row.spot_type,
    spot_display: row.spot_display,
    spot_price: row.spot_price_cents / 100,
  }));
}

/** Onsite vehicles of the whole community. */
export async function countCommunityOnsite(
  db: Executor,
  hoaid: string,
  today: Dstr,
  excludeVehicleId?: string,
): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(eq(vehicles.hoaid, hoaid), onsite(today, excludeVehicleId)));
  return Number(row?.value ?? 0) + (await countCommunityHolds(db, hoaid, excludeVehicleId));
}

const ownerRowLocked = builtOnce((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, value('ownerid')))
    .for('update'),
);

/**
 * docs/architecture.md, "Server": every write that can change a unit's onsite vehicles locks
 * the unit owner's row first (SELECT ... FOR UPDATE), so concurrent requests for one unit run
 * one after another and each counts what the previous one committed.
 */
export async function lockOwnerRow(db: Executor, ownerid: string) {
  const [row] = await ownerRowLocked(db, { ownerid });
  return row;
}

/**
 * The unit's onsite vehicles on each of `days` days from `from` (a vehicle counts on a day when
 * its checkout is not before it, as the limits count it): the room an invitation's nights have
 * (docs/adr/0030). Pending holds are today's only; the caller adds them for the first day.
 */
export async function unitTakenByDay(
  db: Executor,
  ownerid: string,
  from: Dstr,
  days: number,
): Promise<number[]> {
  const result = (await db.execute(
    sql`SELECT (SELECT count(*)::int FROM ${vehicles} v
                 WHERE v.ownerid = ${ownerid}::uuid AND v.enddate >= d.day
                   AND v.status_flag <> ${SOFT_DELETED}) AS taken
          FROM (SELECT (${from}::date + n) AS day
                  FROM generate_series(0, ${Math.max(0, days - 1)}::int) AS n) AS d
         ORDER BY d.day`,
  )) as unknown as { rows: { taken: unknown }[] };
  return result.rows.map((row) => toCount(row.taken));
}

/** Every unit of the community with a car onsite today: its own allowance values and counts. */
export async function listUnitsOnsite(
  db: Executor,
  hoaid: string,
  today: Dstr,
): Promise<UnitOnsite[]> {
  const rows = await db
    .select({
      parking_allowed: users.parking_allowed,
      parking_allowed_renter: users.parking_allowed_renter,
      ownercount: sql<number>`(count(*) filter (where ${vehicles.carownertype} <> 'renter'))::int`,
      rentercount: sql<number>`(count(*) filter (where ${vehicles.carownertype} = 'renter'))::int`,
    })
    .from(users)
    .innerJoin(
      vehicles,
      and(
        eq(vehicles.ownerid, users.id),
        gte(vehicles.enddate, today),
        ne(vehicles.status_flag, SOFT_DELETED),
      ),
    )
    .where(eq(users.hoaid, hoaid))
    .groupBy(users.id);
  return rows.map((row) => ({
    ...row,
    ownercount: Number(row.ownercount),
    rentercount: Number(row.rentercount),
  }));
}
