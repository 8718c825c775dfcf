// Active count data (spec §3) and the count lookup by owner id (spec §7), from the shared
// allowance and flag rules.
import {
  activeCountFlags,
  allowancesFor,
  type ActiveCountData,
  type Dstr,
  type OwnerCount,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import type { UserRow } from '../db/queries/users';
import { countCommunityOnsite, countUnitOnsite } from '../db/queries/vehicle-counts';
import { foldedActiveCounts, hotReads } from '../db/queries/hot-reads';

/** One prepared statement outside a transaction; the lot from its counter row. */
async function onsiteCounts(db: Executor, community: CommunityRow, owner: UserRow, today: Dstr) {
  const prepared = hotReads(db);
  if (prepared) {
    const { lot, ...unit } = await foldedActiveCounts(prepared, owner.id, today);
    return { unit, allcount: lot ?? (await countCommunityOnsite(db, community.hoaid, today)) };
  }
  const unit = await countUnitOnsite(db, owner.id, today);
  return { unit, allcount: await countCommunityOnsite(db, community.hoaid, today) };
}

export async function activeCountData(
  db: Executor,
  community: CommunityRow,
  owner: UserRow,
  today: Dstr,
): Promise<ActiveCountData> {
  const { unit, allcount } = await onsiteCounts(db, community, owner, today);
  const counts = { ...unit, allcount };
  const { owner_free_parking, renter_free_parking, ...limits } = allowancesFor(owner, community);
  return {
    ...counts,
    ...limits,
    ...activeCountFlags(counts, limits),
    unitcount: unit.ownercount + unit.rentercount,
    season_parking_fee_factor: community.season_parking_fee_factor,
    use_availability_factor: community.use_availability_factor,
    // The effective numbers the server enforces (screens use exactly these).
    user: {
      parking_allowed: limits.maxunitactive,
      parking_allowed_renter: limits.maxrenteractive,
      owner_free_parking,
      renter_free_parking,
    },
  };
}

export async function ownerCount(
  db: Executor,
  community: CommunityRow,
  owner: UserRow,
  today: Dstr,
): Promise<OwnerCount> {
  const data = await activeCountData(db, community, owner, today);
  const { rentercount, ownercount, maxunitactive, allcount, ownercountok, allcountok } = data;
  return { rentercount, ownercount, maxunitactive, allcount, ownercountok, allcountok };
}
