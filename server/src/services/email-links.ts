// Where the links in verification and reset mails lead (team brief "E-mail links"): the
// shell's /userverification/{which}/{userid}/{hoaid}/{email} page shows the outcome.
import type { Executor } from '../db/client';
import { findUserById, markEmailVerified } from '../db/queries/users';
import { consumeToken, findUsableToken } from '../db/queries/tokens';

type Which = 'verify' | 'noverify' | 'nouserid' | 'password' | 'pwlinkexpired';

function page(which: Which, userid: string, hoaid: string, email: string, query = ''): string {
  const segments = [which, userid, hoaid, email].map(encodeURIComponent).join('/');
  return `/userverification/${segments}${query}`;
}

const UNKNOWN_EMAIL = 'unknown';

export async function verifyEmailTarget(
  db: Executor,
  defaultHoaid: string,
  userid: string,
  token: string,
): Promise<string> {
  const user = await findUserById(db, userid);
  if (!user) return page('nouserid', userid, defaultHoaid, UNKNOWN_EMAIL);
  const row = await findUsableToken(db, user.id, 'verify_email', token);
  if (row && (await consumeToken(db, row.id))) {
    await markEmailVerified(db, user.id);
    return page('verify', user.id, user.hoaid, user.email);
  }
  // A link opened twice still reports success once the address is verified.
  const which = user.email_verified ? 'verify' : 'noverify';
  return page(which, user.id, user.hoaid, user.email);
}

/** The reset page gets the token back in its query; it is consumed by changepassword. */
export async function passwordResetTarget(
  db: Executor,
  defaultHoaid: string,
  userid: string,
  token: string,
): Promise<string> {
  const user = await findUserById(db, userid);
  if (!user) return page('nouserid', userid, defaultHoaid, UNKNOWN_EMAIL);
  const row = await findUsableToken(db, user.id, 'reset_password', token);
  if (!row) return page('pwlinkexpired', user.id, user.hoaid, user.email);
  const query = `?token=${encodeURIComponent(token)}`;
  return page('password', user.id, user.hoaid, user.email, query);
}
