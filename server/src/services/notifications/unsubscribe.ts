// The unsubscribe link works without signing in. Its token names the user and the
// kind and is signed with the server's secret (HMAC-SHA256), so it cannot be forged for
// another user or kind; it has no expiry, as a mail may be read long after it was sent.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../mail/templates';

// 128 bits of the HMAC keep the link short (Fastify's path parameters end at 100 characters).
const sign = (secret: string, body: string) =>
  createHmac('sha256', secret)
    .update(`unsubscribe:${body}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

export function unsubscribeToken(secret: string, userid: string, kind: NotificationKind): string {
  const body = `${userid}.${kind}`;
  return `${body}.${sign(secret, body)}`;
}

export function unsubscribeUrl(
  publicUrl: string,
  secret: string,
  userid: string,
  kind: NotificationKind,
): string {
  return `${publicUrl}/api/users/unsubscribe/${unsubscribeToken(secret, userid, kind)}`;
}

/** The user and kind of a valid token, else null. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userid: string; kind: NotificationKind } | null {
  const [userid, kind, signature, extra] = token.split('.');
  if (!userid || !kind || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, `${userid}.${kind}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  return { userid, kind: kind as NotificationKind };
}
