// Settings that bite (docs/adr/0028): lowering the lot (HOA Settings) or a unit's allowance
// (HOA Settings, Modify Owner) below what is onsite now leaves cars over a limit. The spec's
// updatehoa and updateowner save what they are sent, so the admin is asked first: the same
// call with `preview: true` counts the cars that would be over, before and after, and saves
// nothing; the form asks when the change puts more cars over.
import { allowancesFor, type CommunityAllowance, type UnitAllowance } from './limits';

import type { OverLimits } from './schemas/community-settings';
export type { OverLimits };

/** A unit's own allowance values with its onsite cars. */
export interface UnitOnsite extends Partial<UnitAllowance> {
  /** Onsite cars of the unit that are not renters'. */
  ownercount: number;
  /** Onsite renter cars of the unit. */
  rentercount: number;
}

export const NO_CARS_OVER: OverLimits = { lot: 0, unit_cars: 0, units: 0 };

/** Cars of one unit beyond its maximum or its renter maximum (the larger of the two). */
export function carsOverUnit(unit: UnitOnsite, community: CommunityAllowance): number {
  const limits = allowancesFor(unit, community);
  const total = unit.ownercount + unit.rentercount;
  return Math.max(0, total - limits.maxunitactive, unit.rentercount - limits.maxrenteractive);
}

/** The cars the settings leave over a limit, with `allcount` cars onsite in the lot. */
export function carsOverLimits(
  units: readonly UnitOnsite[],
  allcount: number,
  community: CommunityAllowance,
): OverLimits {
  const lotMax = community.parking_allowed_hoa;
  const lot = lotMax > 0 ? Math.max(0, allcount - lotMax) : 0;
  let unit_cars = 0;
  let over = 0;
  for (const unit of units) {
    const cars = carsOverUnit(unit, community);
    unit_cars += cars;
    if (cars > 0) over += 1;
  }
  return { lot, unit_cars, units: over };
}

/** Whether a change puts more cars over the lot or the units' limits than before it. */
export function putsCarsOver(after: OverLimits, before: OverLimits): boolean {
  return after.lot > before.lot || after.unit_cars > before.unit_cars;
}

const cars = (n: number) => `${n} ${n === 1 ? 'car' : 'cars'}`;

/**
 * The admin's question before saving: how many cars are over which limit. The cars stay;
 * no new car is admitted while its limit is reached.
 */
export function overLimitsQuestion(after: OverLimits): string {
  const parts: string[] = [];
  if (after.lot > 0) parts.push(`${cars(after.lot)} over the lot limit`);
  if (after.unit_cars > 0) {
    const units = after.units === 1 ? '1 unit' : `${after.units} units`;
    parts.push(`${cars(after.unit_cars)} over the unit limit in ${units}`);
  }
  const now = parts.length > 0 ? parts.join(' and ') : 'no car over a limit';
  return `With these limits there will be ${now} onsite now. Those cars stay; no car is added while a limit is reached. Save anyway?`;
}
