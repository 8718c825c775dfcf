// Owner list and owner edits of the admin dashboard (spec §2 Admin, §7 get_all_owners,
// updateowner, changeadminname).
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { allowancesFor, type Owner } from '@parking/shared/domain';
import type { Executor } from '../client';
import { users } from '../schema';
import type { CommunityRow } from './communities';
import type { NewUserRow, UserRow } from './users';
import { invalidate, userKey } from '../row-cache';

/** The owners list shows the effective values and the unit's own exceptions. */
export function toOwner(row: UserRow, community: CommunityRow): Owner {
  const limits = allowancesFor(row, community);
  return {
    _id: row.id,
    userid: row.id,
    hoaid: row.hoaid,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    fname: row.first_name,
    lname: row.last_name,
    phone: row.phone,
    email: row.email,
    unitnumber: row.unitnumber,
    pincode: row.pincode,
    role: row.role,
    crud: row.crud,
    has_read_terms: row.has_read_terms,
    parking_allowed: limits.maxunitactive,
    parking_allowed_renter: limits.maxrenteractive,
    owner_free_parking: limits.owner_free_parking,
    renter_free_parking: limits.renter_free_parking,
    unit_allowance: {
      parking_allowed: row.parking_allowed,
      parking_allowed_renter: row.parking_allowed_renter,
      owner_free_parking: row.owner_free_parking,
      renter_free_parking: row.renter_free_parking,
    },
    status_flag: row.status_flag === 1 ? 1 : 0,
    email_verified: row.email_verified,
  };
}

/** The community's open accounts (a deleted owner's closed row is history only). */
export async function listCommunityUsers(db: Executor, community: CommunityRow): Promise<Owner[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.hoaid, community.hoaid), isNull(users.closed_at)))
    .orderBy(asc(users.unitnumber), asc(users.email));
  return rows.map((row) => toOwner(row, community));
}

export type OwnerEdit = Pick<
  NewUserRow,
  | 'email'
  | 'name'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'pincode'
  | 'parking_allowed'
  | 'parking_allowed_renter'
  | 'owner_free_parking'
  | 'renter_free_parking'
  | 'status_flag'
>;

/** `revokeRenters` raises the pin version so renter tokens of the unit stop working. */
export async function updateOwnerRow(
  db: Executor,
  id: string,
  set: Partial<OwnerEdit>,
  revokeRenters: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({
      ...set,
      ...(set.email !== undefined ? { email: set.email.trim().toLowerCase() } : {}),
      ...(revokeRenters ? { pin_version: sql`${users.pin_version} + 1` } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(users.id, id));
  invalidate(userKey(id));
}

export async function emailTakenByOther(
  db: Executor,
  hoaid: string,
  email: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.hoaid, hoaid), eq(users.email, email.trim().toLowerCase()), ne(users.id, id)),
    )
    .limit(1);
  return rows.length > 0;
}
