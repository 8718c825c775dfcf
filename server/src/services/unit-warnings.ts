// spec §4 warning status, recomputed for a whole unit from its real counts after every change
// (issue 9 §1): a car leaving no longer clears every warning while the renters are still over
// their free spots, and a lowered allowance marks the cars beyond it.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { unitWarningFlags, type Dstr } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { findCommunityRow, type CommunityRow } from '../db/queries/communities';
import { findUserById, type UserRow } from '../db/queries/users';
import { SOFT_DELETED, WARNING } from '../db/queries/vehicle-records';
import { users, vehicles } from '../db/schema';
import { unitAllowances } from './unit-allowances';

async function setFlag(db: Executor, ids: string[], status_flag: 1 | 2): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(vehicles)
    .set({ status_flag, updated_at: sql`now()` })
    .where(inArray(vehicles.id, ids));
}

/** Every vehicle of the unit gets the flag the shared rule gives it today. */
export async function recomputeWarnings(
  db: Executor,
  community: CommunityRow,
  owner: UserRow,
  today: Dstr,
): Promise<void> {
  const rows = await db
    .select({
      id: vehicles.id,
      carownertype: vehicles.carownertype,
      enddate: vehicles.enddate,
      status_flag: vehicles.status_flag,
    })
    .from(vehicles)
    .where(and(eq(vehicles.ownerid, owner.id), ne(vehicles.status_flag, SOFT_DELETED)))
    // Among cars of one day, one already flagged 2 stays behind the others: the car admitted
    // as warning mode's extra car keeps its flag (docs/adr/0028), whatever its age.
    .orderBy(
      asc(vehicles.startdate),
      asc(sql`${vehicles.status_flag} = ${WARNING}`),
      asc(vehicles.created_at),
    );
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
  await setFlag(
    db,
    changed.filter((row) => wanted(row.id) === WARNING).map((row) => row.id),
    WARNING,
  );
  await setFlag(
    db,
    changed.filter((row) => wanted(row.id) !== WARNING).map((row) => row.id),
    1,
  );
}

/** After a vehicle of the unit changed: owner and community are read in the caller's transaction. */
export async function recomputeUnitWarnings(
  db: Executor,
  ownerid: string,
  today: Dstr,
): Promise<void> {
  const owner = await findUserById(db, ownerid);
  const community = owner && (await findCommunityRow(db, owner.hoaid));
  if (owner && community) await recomputeWarnings(db, community, owner, today);
}

/** After HOA Settings or a date shift: every unit of the community. */
export async function recomputeCommunityWarnings(
  db: Executor,
  community: CommunityRow,
  today: Dstr,
): Promise<void> {
  const owners = await db.select().from(users).where(eq(users.hoaid, community.hoaid));
  for (const owner of owners) await recomputeWarnings(db, community, owner, today);
}
