// spec §4 warning status, recomputed for a whole unit from its real counts after every change
//: a car leaving no longer clears every warning while the renters are still over
// their free spots, and a lowered allowance marks the cars beyond it.
import { unitWarningFlags, type Dstr } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { findCommunityRow, type CommunityRow } from '../db/queries/communities';
import {
  listUnitCarsInArrivalOrder,
  setStatusFlags,
  type UnitCarFlag,
} from '../db/queries/unit-warnings';
import { findUserById, listCommunityUsers, type UserRow } from '../db/queries/users';
import { WARNING } from '../db/queries/vehicle-records';
import { unitAllowances } from './unit-allowances';

/** The flags a recompute changed, by vehicle id (cars it left alone are not in it). */
export type ChangedFlags = ReadonlyMap<string, 1 | 2>;

/** Every vehicle of the unit gets the flag the shared rule gives it today. */
export async function recomputeWarnings(
  db: Executor,
  community: CommunityRow,
  owner: UserRow,
  today: Dstr,
): Promise<ChangedFlags> {
  return applyUnitWarnings(
    db,
    community,
    owner,
    today,
    await listUnitCarsInArrivalOrder(db, owner.id),
  );
}

/** The flags of the unit's cars as read (listUnitCarsInArrivalOrder, under the unit's lock). */
export async function applyUnitWarnings(
  db: Executor,
  community: CommunityRow,
  owner: UserRow,
  today: Dstr,
  rows: readonly UnitCarFlag[],
): Promise<ChangedFlags> {
  const limits = unitAllowances(community, owner);
  // Arrival order: the cars that came first keep their spot, the later ones carry the warning.
  const onsite = rows.filter((row) => row.enddate >= today);
  const flags = unitWarningFlags(
    onsite.map((row) => ({
      id: row.id,
      carowner: row.carownertype === 'renter' ? ('renter' as const) : ('owner' as const),
    })),
    {
      use_warning_status: community.use_warning_status,
      renter_free_parking: limits.renter_free_parking,
      maxunitactive: limits.maxunitactive,
    },
  );
  const wanted = (id: string) => flags.get(id) ?? 1;
  const changed = rows.filter((row) => row.status_flag !== wanted(row.id));
  await setStatusFlags(
    db,
    changed.filter((row) => wanted(row.id) === WARNING).map((row) => row.id),
    WARNING,
  );
  await setStatusFlags(
    db,
    changed.filter((row) => wanted(row.id) !== WARNING).map((row) => row.id),
    1,
  );
  return new Map(changed.map((row) => [row.id, wanted(row.id) === WARNING ? WARNING : 1]));
}

/** After a vehicle of the unit changed: owner and community are read in the caller's transaction. */
export async function recomputeUnitWarnings(
  db: Executor,
  ownerid: string,
  today: Dstr,
): Promise<ChangedFlags> {
  const owner = await findUserById(db, ownerid);
  const community = owner && (await findCommunityRow(db, owner.hoaid));
  if (owner && community) return recomputeWarnings(db, community, owner, today);
  return new Map();
}

/** After HOA Settings or a date shift: every unit of the community. */
export async function recomputeCommunityWarnings(
  db: Executor,
  community: CommunityRow,
  today: Dstr,
): Promise<void> {
  const owners = await listCommunityUsers(db, community.hoaid);
  for (const owner of owners) await recomputeWarnings(db, community, owner, today);
}
