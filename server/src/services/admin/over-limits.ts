// Settings that bite (docs/adr/0028): the cars onsite now that a lot limit or a unit allowance
// leaves over it, counted by the shared rule (carsOverLimits) from the units' onsite cars.
import {
  carsOverLimits,
  type CommunityAllowance,
  type Dstr,
  type OverLimits,
  type UnitAllowance,
} from '@parking/shared/domain';
import type { Executor } from '../../db/client';
import {
  countCommunityOnsite,
  countUnitOnsite,
  listUnitsOnsite,
} from '../../db/queries/vehicle-counts';

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
  const units = await listUnitsOnsite(db, hoaid, today);
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
