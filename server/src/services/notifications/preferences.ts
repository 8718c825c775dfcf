// Issue 15: each owner turns each kind on or off on the profile, admins the weekly summary;
// the unsubscribe link turns one kind off without signing in.
import type { Executor } from '../../db/client';
import { setMailOff } from '../../db/queries/mail-notifications';
import { findUserById } from '../../db/queries/users';
import type { NotificationKind } from '../../mail/templates';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, notFound } from '../../util/http-error';
import { readUnsubscribeToken } from './unsubscribe';

export const OWNER_KINDS = ['onsite', 'receipt', 'reminder', 'violation'] as const;
export const ADMIN_KINDS = ['summary'] as const;

export type NotificationPreferences = Partial<Record<NotificationKind, boolean>>;

export interface PreferencesView {
  /** The kinds this user chooses, in display order. */
  kinds: NotificationKind[];
  preferences: NotificationPreferences;
}

export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid.';
export const RENTERS_HAVE_NO_MAIL = 'Renters receive no notification mails';
export const ACCOUNT_NOT_FOUND = 'Account not found';

const kindsFor = (role: string): NotificationKind[] =>
  role === 'admin' ? [...ADMIN_KINDS] : [...OWNER_KINDS];

function view(role: string, off: readonly string[]): PreferencesView {
  const kinds = kindsFor(role);
  return {
    kinds,
    preferences: Object.fromEntries(kinds.map((kind) => [kind, !off.includes(kind)])),
  };
}

async function signedInUser(db: Executor, auth: AuthContext) {
  if (auth.role === 'renter') throw forbidden(RENTERS_HAVE_NO_MAIL);
  const user = await findUserById(db, auth.userId);
  if (!user || user.hoaid !== auth.hoaid || user.closed_at) throw notFound(ACCOUNT_NOT_FOUND);
  return user;
}

export async function getPreferences(db: Executor, auth: AuthContext): Promise<PreferencesView> {
  const user = await signedInUser(db, auth);
  return view(user.role, user.mail_off);
}

export async function setPreferences(
  db: Executor,
  auth: AuthContext,
  changes: NotificationPreferences,
): Promise<PreferencesView> {
  const user = await signedInUser(db, auth);
  const allowed = kindsFor(user.role);
  const mine = Object.fromEntries(
    Object.entries(changes).filter(([kind]) => (allowed as string[]).includes(kind)),
  );
  const off = (await setMailOff(db, user.id, mine)) ?? user.mail_off;
  return view(user.role, off);
}

/** The unsubscribe link: turns its kind off; null when the link is not valid. */
export async function unsubscribe(
  db: Executor,
  secret: string,
  token: string,
): Promise<{ kind: NotificationKind; community: string; email: string } | null> {
  const target = readUnsubscribeToken(secret, token);
  if (!target) return null;
  const user = await findUserById(db, target.userid);
  if (!user || user.closed_at) return null;
  await setMailOff(db, user.id, { [target.kind]: false });
  return { kind: target.kind, community: user.hoaid, email: user.email };
}
