// Password changes (spec §7 changepassword): the signed-in user for self (giving the current
// password), an admin for an owner of the community, or anyone holding a valid reset link
// token. Every change ends the user's sessions (session version) and every reset link.
import { AUTHZ, SUCCESS, VALIDATION, type MessageResponse } from '@parking/shared/domain';
import type { Database } from '../db/client';
import { findUserById, markEmailVerified, updatePasswordHash } from '../db/queries/users';
import { consumeToken, findUsableToken, retireTokens } from '../db/queries/tokens';
import type { AuthContext } from '../domain/auth-context';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../util/http-error';
import { SIGN_IN_REQUIRED } from '../domain/auth-context';
import { hashPassword, verifyPassword } from './passwords';
import { PASSWORD_CHANGED, actorOf, recordAudit, userEntry } from './audit';
import { sessionRoleOf } from './roles';

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
    await retireTokens(tx, userid, 'reset_password');
    // The link came to the address, so the address is verified (owners invited by CSV).
    await markEmailVerified(tx, userid);
    // The link's holder acts as the account's user (no session).
    const user = await findUserById(tx, userid);
    if (user) {
      const actor = { hoaid: user.hoaid, userid, username: user.email, role: sessionRoleOf(user) };
      await recordAudit(tx, actor, userEntry('account', 'update', user, PASSWORD_CHANGED));
    }
  });
  return { message: SUCCESS.passwordReset };
}

export interface SignedInChange {
  userid: string;
  password: string;
  current_password?: string | undefined;
}

export async function changePasswordSignedIn(
  db: Database,
  auth: AuthContext | null,
  input: SignedInChange,
): Promise<MessageResponse> {
  if (!auth) throw unauthorized(SIGN_IN_REQUIRED);
  if (auth.role === 'renter' || auth.role === 'readonly') throw forbidden(AUTHZ.changeOwner);
  const target = await findUserById(db, input.userid);
  if (!target || target.hoaid !== auth.hoaid) {
    if (auth.role !== 'admin') throw forbidden(AUTHZ.changeOwner);
    throw notFound('User not found');
  }
  const isSelf = target.id === auth.userId;
  // spec §6: admins change owners (admin rows are protected); owners change only themselves.
  const allowed =
    isSelf || (auth.role === 'admin' && (target.role === 'owner' || target.role === 'patrol'));
  if (!allowed) throw forbidden(AUTHZ.changeOwner);
  // A stolen session alone cannot take the account over: one's own change needs the password.
  if (isSelf) {
    const current = input.current_password ?? '';
    if (current === '') {
      throw badRequest(VALIDATION.currentPasswordRequired, {
        current_password: VALIDATION.currentPasswordRequired,
      });
    }
    if (!(await verifyPassword(target.password_hash, current))) {
      throw badRequest(VALIDATION.currentPasswordWrong, {
        current_password: VALIDATION.currentPasswordWrong,
      });
    }
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, target.id, passwordHash);
    await retireTokens(tx, target.id, 'reset_password');
    await recordAudit(tx, actorOf(auth), userEntry('account', 'update', target, PASSWORD_CHANGED));
  });
  return { message: SUCCESS.changePassword };
}
