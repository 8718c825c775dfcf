// Profile writes on a user row (spec §2 Owner profile, §7 Users).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { users } from '../schema';
import type { NewUserRow } from './users';

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
}

/** Removes the login; its vehicles, tokens and unit records go with it (foreign keys cascade). */
export async function deleteUserRow(db: Executor, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
