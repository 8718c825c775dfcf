// Where the links in verification and reset mails lead (team brief "E-mail links"): the
// shell's /userverification/{which}/{userid}/{hoaid}/{email} page shows the outcome. Only the link's secret token reveals anything (a user id alone gets the same answer as an
// unknown one), no redirect carries an e-mail (the {email} segment is always '-'), and the
// reset token travels in the URL fragment, which browsers never send to a server.
import type { Executor } from '../db/client';
import { findUserById, markEmailVerified, type UserRow } from '../db/queries/users';
import { consumeToken, findTokenRow, findUsableToken } from '../db/queries/tokens';
import { changedFields, inTransaction, recordAudit, userEntry } from './audit';
import { sessionRoleOf } from './roles';

type Which = 'verify' | 'noverify' | 'password' | 'pwlinkexpired';

/** The {email} segment of every link: the address itself is never put in a URL. */
export const NO_EMAIL = '-';

export function verificationPage(which: Which, userid: string, hoaid: string): string {
  const segments = [which, userid, hoaid, NO_EMAIL].map(encodeURIComponent).join('/');
  return `/userverification/${segments}`;
}

/** The reset page with its token in the fragment. */
export function resetPage(userid: string, hoaid: string, token: string): string {
  return `${verificationPage('password', userid, hoaid)}#token=${encodeURIComponent(token)}`;
}

export async function verifyEmailTarget(
  db: Executor,
  defaultHoaid: string,
  userid: string,
  token: string,
): Promise<string> {
  const user = await findUserById(db, userid);
  const row = user && (await findUsableToken(db, user.id, 'verify_email', token));
  if (user && row && (await verifyWithToken(db, user, row.id))) {
    return verificationPage('verify', user.id, user.hoaid);
  }
  // A link opened twice still reports success: its token is known, used, and the address verified.
  const used = user && (await findTokenRow(db, user.id, 'verify_email', token));
  if (user && used && user.email_verified) return verificationPage('verify', user.id, user.hoaid);
  return verificationPage('noverify', userid, defaultHoaid);
}

/** Consumes the link's token and marks the address verified, with its audit entry. */
async function verifyWithToken(db: Executor, user: UserRow, tokenId: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    if (!(await consumeToken(tx, tokenId))) return false;
    await markEmailVerified(tx, user.id);
    const actor = {
      hoaid: user.hoaid,
      userid: user.id,
      username: user.email,
      role: sessionRoleOf(user),
    };
    const change = changedFields(user, { email_verified: true }, ['email_verified']);
    await recordAudit(tx, actor, userEntry('account', 'update', user, change));
    return true;
  });
}

/** Links from mails sent before the reset page took its token from the fragment. */
export async function passwordResetTarget(
  db: Executor,
  defaultHoaid: string,
  userid: string,
  token: string,
): Promise<string> {
  const user = await findUserById(db, userid);
  const row = user && (await findUsableToken(db, user.id, 'reset_password', token));
  if (!user || !row) return verificationPage('pwlinkexpired', userid, defaultHoaid);
  return resetPage(user.id, user.hoaid, token);
}
