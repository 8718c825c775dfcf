// Password changes (spec §7 changepassword): the signed-in user for self, an admin for an
// owner of the community, or anyone holding a valid reset link token.
import { AUTHZ, SUCCESS, type MessageResponse } from '@parking/shared/domain';
import type { Database } from '../db/client';
import { findUserById, updatePasswordHash } from '../db/queries/users';
import { consumeToken, findUsableToken } from '../db/queries/tokens';
import type { AuthContext } from '../plugins/auth';
import { HttpError, forbidden, notFound, unauthorized } from '../util/http-error';
import { SIGN_IN_REQUIRED } from '../plugins/auth';
import { hashPassword } from './passwords';

export const LINK_EXPIRED = 'Link Expired';

export async function resetPasswordWithToken(
  db: Database,
  userid: string,
  resetToken: string,
  password: string,
): Promise<MessageResponse> {
  const row = await findUsableToken(db, userid, 'reset_password', resetToken);
  if (!row) throw new HttpError(400, LINK_EXPIRED, 'validation_error');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, row.id))) {
      throw new HttpError(400, LINK_EXPIRED, 'validation_error');
    }
    await updatePasswordHash(tx, userid, passwordHash);
  });
  return { message: SUCCESS.passwordReset };
}

export async function changePasswordSignedIn(
  db: Database,
  auth: AuthContext | null,
  userid: string,
  password: string,
): Promise<MessageResponse> {
  if (!auth) throw unauthorized(SIGN_IN_REQUIRED);
  if (auth.role === 'renter' || auth.role === 'readonly') throw forbidden(AUTHZ.changeOwner);
  const target = await findUserById(db, userid);
  if (!target || target.hoaid !== auth.hoaid) {
    if (auth.role !== 'admin') throw forbidden(AUTHZ.changeOwner);
    throw notFound('User not found');
  }
  const isSelf = target.id === auth.userId;
  // spec §6: admins change owners (admin rows are protected); owners change only themselves.
  const allowed = isSelf || (auth.role === 'admin' && target.role === 'owner');
  if (!allowed) throw forbidden(AUTHZ.changeOwner);
  await updatePasswordHash(db, target.id, await hashPassword(password));
  return { message: SUCCESS.changePassword };
}
