// Settings that bite (docs/adr/0028): the cars onsite now that a lot limit or a unit allowance
// leaves over it, counted by the shared rule (carsOverLimits) from the units' onsite cars.
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import {
  carsOverLimits,
  type CommunityAllowance,
  type Dstr,
  type OverLimits,
  type UnitAllowance,
  type UnitOnsite,
} from '@parking/shared/domain';
import type { Executor } from '../../db/client';
import { countCommunityOnsite, countUnitOnsite } from '../../db/queries/vehicle-counts';
import { SOFT_DELETED } from '../../db/queries/vehicle-records';
import { users, vehicles } from '../../db/schema';

/** Every unit of the community with a car onsite today: its own allowance values and counts. */
async function unitsOnsite(db: Executor, hoaid: string, today: Dstr): Promise<UnitOnsite[]> {
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

export interface OverLimitsChange {
  over_limits: OverLimits;
  over_limits_before: OverLimits;
}

/** HOA Settings: the cars over the lot and unit limits with the settings before and after. */
export async function communityOverLimits(
  db: Executor,
  hoaid: string,
  before: CommunityAllowance,
  after: CommunityAllowance,
  today: Dstr,
): Promise<OverLimitsChange> {
  const units = await unitsOnsite(db, hoaid, today);
  const allcount = await countCommunityOnsite(db, hoaid, today);
  return {
    over_limits: carsOverLimits(units, allcount, after),
    over_limits_before: carsOverLimits(units, allcount, before),
  };
}

/** Modify Owner: the unit's cars over its limits with its allowance before and after. */
export async function unitOverLimits(
  db: Executor,
  community: CommunityAllowance,
  ownerid: string,
  before: UnitAllowance,
  after: UnitAllowance,
  today: Dstr,
): Promise<OverLimitsChange> {
  const counts = await countUnitOnsite(db, ownerid, today);
  // The lot is not this call's: only the unit's limits are counted.
  return {
    over_limits: carsOverLimits([{ ...after, ...counts }], 0, community),
    over_limits_before: carsOverLimits([{ ...before, ...counts }], 0, community),
  };
}
