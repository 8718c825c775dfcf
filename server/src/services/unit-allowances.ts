// The numbers every limit of a unit uses (docs/adr/0007): the community's settings or the
// unit's exceptions, minus the seasonal adjustments, from the one shared rule.
import { allowancesFor, type EffectiveAllowances } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { findCommunityRow, type CommunityRow } from '../db/queries/communities';
import type { UserRow } from '../db/queries/users';

export function unitAllowances(community: CommunityRow, owner: UserRow): EffectiveAllowances {
  return allowancesFor(owner, community);
}

/** For callers that hold only the owner row (renter check-in answers its free spots). */
export async function unitAllowancesOf(db: Executor, owner: UserRow): Promise<EffectiveAllowances> {
  const community = await findCommunityRow(db, owner.hoaid);
  if (!community) throw new Error(`community ${owner.hoaid} of owner ${owner.id} is missing`);
  return unitAllowances(community, owner);
}
