// Profile writes on a user row (spec §2 Owner profile, §7 Users).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { userTokens, users, vehicles } from '../schema';
import { SOFT_DELETED } from './vehicle-records';
import type { NewUserRow } from './users';
import { invalidate, userKey } from '../row-cache';

export type ProfileUpdate = Partial<
  Pick<
    NewUserRow,
    'first_name' | 'last_name' | 'name' | 'phone' | 'pincode' | 'status_flag' | 'has_read_terms'
  >
>;

/**
 * Updates the row; `revokeRenters` raises the pin version, which ends every renter session
 * of the unit (their tokens carry the old version as `pv`).
 */
export async function updateUserProfile(
  db: Executor,
  id: string,
  set: ProfileUpdate,
  revokeRenters = false,
): Promise<void> {
  await db
    .update(users)
    .set({
      ...set,
      ...(revokeRenters ? { pin_version: sql`${users.pin_version} + 1` } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(users.id, id));
  invalidate(userKey(id));
}

/**
 * Deletes an owner account without losing records: the login closes (every
 * session and renter session ends, the e-mail is freed), the person's data is cleared, and the
 * row stays as the anchor of the unit's vehicle history and payments, which the reports keep.
 * The unit's vehicles are marked soft-deleted (9): listed in the reports, nowhere else.
 */
export async function closeOwnerAccount(db: Executor, id: string): Promise<void> {
  // docs/adr/0029: the unit's guest nights from today on are no longer stayed; past ones stay.
  await db.execute(sql`
    DELETE FROM guest_nights
     WHERE night >= current_date
       AND vehicle_id IN (SELECT v.id FROM vehicles v WHERE v.ownerid = ${id}::uuid)`);
  await db
    .update(vehicles)
    .set({ status_flag: SOFT_DELETED, updated_at: sql`now()` })
    .where(eq(vehicles.ownerid, id));
  await db.delete(userTokens).where(eq(userTokens.user_id, id));
  await db
    .update(users)
    .set({
      closed_at: sql`now()`,
      email: `closed-${id}@closed.invalid`,
      name: '',
      first_name: '',
      last_name: '',
      phone: '',
      pincode: '',
      password_hash: '!closed',
      has_read_terms: false,
      status_flag: 0,
      pin_version: sql`${users.pin_version} + 1`,
      session_version: sql`${users.session_version} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(users.id, id));
  invalidate(userKey(id));
}
