// Warning mode (spec §8 'Unit max will be exceeded', docs/adr/0028): a saved car that is the
// unit's one car over its maximum comes back with the spec's warning text, whose grace date is
// the community's (or the car's checkout). The admission itself is vehicle-limits.ts.
import {
  allowancesFor,
  extraCarGraceDate,
  extraCarMessages,
  isOnsite,
  type LimitWarning,
  type Vehicle,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import { findUserById } from '../db/queries/users';
import { countUnitOnsite } from '../db/queries/vehicle-counts';
import { todayIn } from '../util/dates';

/** Whether the car is its unit's car over the maximum in warning mode (status_flag 2, onsite). */
export async function isOverUnitLimit(
  db: Executor,
  community: CommunityRow,
  vehicle: Pick<Vehicle, 'ownerid' | 'carownertype' | 'status_flag' | 'enddate'>,
  today: string = todayIn(community.timezone),
): Promise<{ over: boolean; maxunitactive: number }> {
  const none = { over: false, maxunitactive: 0 };
  if (!community.use_warning_status || vehicle.status_flag !== 2) return none;
  if (vehicle.carownertype === 'renter' || !isOnsite(vehicle.enddate, today)) return none;
  const owner = await findUserById(db, vehicle.ownerid);
  if (!owner) return none;
  const { maxunitactive } = allowancesFor(owner, community);
  const counts = await countUnitOnsite(db, vehicle.ownerid, today);
  return { over: counts.ownercount + counts.rentercount > maxunitactive, maxunitactive };
}

/** The saved vehicle, with the spec's warning text when it is the unit's car over the maximum. */
export async function withLimitWarning<T extends Vehicle>(
  db: Executor,
  community: CommunityRow,
  vehicle: T,
): Promise<T & LimitWarning> {
  const { over, maxunitactive } = await isOverUnitLimit(db, community, vehicle);
  if (!over) return vehicle;
  const grace = extraCarGraceDate(community.warning_grace_date, vehicle.enddate);
  return { ...vehicle, limit_warning: extraCarMessages(maxunitactive, grace) };
}
