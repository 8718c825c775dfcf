// Onsite counts for the limits of spec §4 and §9, and the row locks that serialise them.
import { and, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Dstr } from '@parking/shared/domain';
import type { Executor } from '../client';
import { communities, users, vehicles } from '../schema';
import { SOFT_DELETED } from './vehicle-records';
import { countCommunityHolds, countUnitHolds } from '../../payments/ledger';

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
 * Onsite vehicles of the unit, split into renter and non-renter (spec §3 Active count data),
 * plus the vehicles a pending card payment holds a spot for (docs/adr/0009).
 */
export async function countUnitOnsite(
  db: Executor,
  ownerid: string,
  today: Dstr,
  excludeVehicleId?: string,
): Promise<UnitCounts> {
  const [row] = await db
    .select({
      ownercount: sql<number>`(count(*) filter (where ${vehicles.carownertype} <> 'renter'))::int`,
      rentercount: sql<number>`(count(*) filter (where ${vehicles.carownertype} = 'renter'))::int`,
    })
    .from(vehicles)
    .where(and(eq(vehicles.ownerid, ownerid), onsite(today, excludeVehicleId)));
  const held = await countUnitHolds(db, ownerid, excludeVehicleId);
  return {
    ownercount: Number(row?.ownercount ?? 0) + held.ownercount,
    rentercount: Number(row?.rentercount ?? 0) + held.rentercount,
  };
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

/**
 * ARCHITECTURE "Capacity limits": every write that can change a unit's onsite vehicles locks
 * the unit owner's row first (SELECT ... FOR UPDATE), so concurrent requests for one unit run
 * one after another and each counts what the previous one committed.
 */
export async function lockOwnerRow(db: Executor, ownerid: string) {
  const [row] = await db.select().from(users).where(eq(users.id, ownerid)).for('update');
  return row;
}

/**
 * The lot limit spans units, so requests that add an onsite vehicle also lock the community
 * row, always after the owner row (one lock order, no deadlock).
 */
export async function lockCommunityRow(db: Executor, hoaid: string) {
  const [row] = await db
    .select()
    .from(communities)
    .where(eq(communities.hoaid, hoaid))
    .for('update');
  return row;
}
