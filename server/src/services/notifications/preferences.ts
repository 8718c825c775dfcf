// Each owner turns each kind on or off on the profile, admins the weekly summary;
// the unsubscribe link turns one kind off without signing in.
import type { Executor } from '../../db/client';
import { setMailOff } from '../../db/queries/mail-notifications';
import { findUserById } from '../../db/queries/users';
import type { NotificationKind } from '../../mail/templates';
import type { AuthContext } from '../../domain/auth-context';
import { forbidden, notFound } from '../../util/http-error';
import { readUnsubscribeToken } from './unsubscribe';
import type { UserRow } from '../../db/queries/users';
import { sessionRoleOf } from '../roles';
import { actorOf, changedFields, inTransaction, recordAudit, type Actor } from '../audit';

/** Turns kinds off or on with the change's audit entry (kind 'notification'). */
async function saveMailOff(
  db: Executor,
  actor: Actor,
  user: UserRow,
  changes: NotificationPreferences,
): Promise<string[] | undefined> {
  return inTransaction(db, async (tx) => {
    const off = await setMailOff(tx, user.id, changes);
    const change = off && changedFields({ mail_off: [...user.mail_off].sort() }, { mail_off: off });
    if (change) {
      await recordAudit(tx, actor, {
        kind: 'notification',
        action: 'update',
        entityid: user.id,
        unitnumber: user.unitnumber,
        ...change,
      });
    }
    return off;
  });
}

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
  const off = (await saveMailOff(db, actorOf(auth), user, mine)) ?? user.mail_off;
  return view(user.role, off);
}

/**
 * What an unsubscribe link would turn off, without changing anything (the page a GET of the link
 * shows: mail scanners open links, so only the POST of its button, or of a mail client's one-click
 * List-Unsubscribe-Post, turns the kind off). Null when the link is not valid.
 */
export async function unsubscribeTarget(
  db: Executor,
  secret: string,
  token: string,
): Promise<{ kind: NotificationKind } | null> {
  const target = readUnsubscribeToken(secret, token);
  if (!target) return null;
  const user = await findUserById(db, target.userid);
  if (!user || user.closed_at) return null;
  return { kind: target.kind };
}

/** The unsubscribe link's POST: turns its kind off; null when the link is not valid. */
export async function unsubscribe(
  db: Executor,
  secret: string,
  token: string,
): Promise<{ kind: NotificationKind; community: string; email: string } | null> {
  const target = readUnsubscribeToken(secret, token);
  if (!target) return null;
  const user = await findUserById(db, target.userid);
  if (!user || user.closed_at) return null;
  // The link's holder acts as the account's user (no session).
  const actor = {
    hoaid: user.hoaid,
    userid: user.id,
    username: user.email,
    role: sessionRoleOf(user),
  };
  await saveMailOff(db, actor, user, { [target.kind]: false });
  return { kind: target.kind, community: user.hoaid, email: user.email };
}
