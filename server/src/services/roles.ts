// Session role of a user row: readonly is an owner whose crud is 'read' (spec §1, §4); patrol is
// the enforcement login.
import type { Role } from '@parking/shared/domain';
import type { UserRow } from '../db/queries/users';

export function sessionRoleOf(user: Pick<UserRow, 'role' | 'crud'>): Exclude<Role, 'renter'> {
  if (user.role === 'admin') return 'admin';
  if (user.role === 'patrol') return 'patrol';
  return user.crud === 'read' ? 'readonly' : 'owner';
}

/** A renter may hold a session only while the unit is available and the PIN unchanged. */
export function renterSessionValid(
  owner: Pick<UserRow, 'role' | 'status_flag' | 'pin_version'>,
  pinVersion: number | undefined,
): boolean {
  return owner.role === 'owner' && owner.status_flag === 1 && owner.pin_version === pinVersion;
}
