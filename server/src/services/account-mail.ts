// Verification and password-reset mails (team brief "E-mail links").
import type { Executor } from '../db/client';
import type { UserRow } from '../db/queries/users';
import { createUserToken } from '../db/queries/tokens';
import type { Mailer } from '../mail/mailer';
import { resetPage } from './email-links';
import { inTransaction, recordAudit, type Actor } from './audit';

export const VERIFY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

export interface AccountMailDeps {
  db: Executor;
  mailer: Mailer;
  publicUrl: string;
}

type Recipient = Pick<UserRow, 'id' | 'email' | 'name' | 'hoaid'>;
type LinkPurpose = 'verify_email' | 'reset_password';
const SENT_FIELD: Record<LinkPurpose, string> = {
  verify_email: 'verification_mail',
  reset_password: 'reset_mail',
};

/**
 * A new link token; with an actor the mail is recorded in the audit log in the
 * transaction that stores the token (the token itself never is).
 */
async function createLinkToken(
  db: Executor,
  user: Recipient & { unitnumber?: string },
  purpose: LinkPurpose,
  ttlMs: number,
  actor: Actor | undefined,
): Promise<string> {
  return inTransaction(db, async (tx) => {
    const created = await createUserToken(tx, user.id, purpose, ttlMs);
    if (actor) {
      await recordAudit(tx, actor, {
        kind: 'account',
        action: 'update',
        entityid: user.id,
        unitnumber: user.unitnumber ?? '',
        before: null,
        after: { [SENT_FIELD[purpose]]: 'sent' },
      });
    }
    return created;
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Mails a new verification link. With an actor (an admin's 'resend') the new link is
 * recorded in the audit log in the transaction that stores it (the token itself never is).
 */
export async function sendVerificationMail(
  deps: AccountMailDeps,
  user: Recipient & { unitnumber?: string },
  actor?: Actor,
) {
  const token = await createLinkToken(deps.db, user, 'verify_email', VERIFY_TTL_MS, actor);
  const link = `${deps.publicUrl}/api/users/verify/${user.id}/${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Please verify your e-mail for the parking portal',
    text: `Hello ${user.name},\n\nyou have been registered for the ${user.hoaid} parking portal.\nPlease verify your e-mail address by opening this link:\n\n${link}\n\nThe link is valid for 7 days.\n`,
    html: `<p>Hello ${escapeHtml(user.name)},</p><p>you have been registered for the ${escapeHtml(user.hoaid)} parking portal. Please <a href="${link}">verify your e-mail address</a>.</p><p>The link is valid for 7 days.</p>`,
  });
}

/** Mails a reset link; with an actor (forgot_password) the request is audited. */
export async function sendPasswordResetMail(
  deps: AccountMailDeps,
  user: Recipient & { unitnumber?: string },
  actor?: Actor,
) {
  const token = await createLinkToken(deps.db, user, 'reset_password', RESET_TTL_MS, actor);
  // Straight to the reset page, the token in the fragment (never sent to a server).
  const link = `${deps.publicUrl}${resetPage(user.id, user.hoaid, token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your parking portal password',
    text: `Hello ${user.name},\n\nopen this link to choose a new password:\n\n${link}\n\nThe link is valid for one hour. If you did not ask for it, ignore this mail.\n`,
    html: `<p>Hello ${escapeHtml(user.name)},</p><p><a href="${link}">Choose a new password</a>. The link is valid for one hour.</p><p>If you did not ask for it, ignore this mail.</p>`,
  });
}
