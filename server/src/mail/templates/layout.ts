// Every notification mail has the community's name, an HTML and a plain-text part,
// and an unsubscribe link that turns its kind off without signing in.
import type { MailMessage } from '../mailer';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Recipient {
  email: string;
  name: string;
}

export interface MailFrame {
  /** The community's display name. */
  community: string;
  to: Recipient;
  /** The link's page asks to confirm; its POST (or a one-click List-Unsubscribe-Post) turns
   * this kind off (services/notifications/unsubscribe.ts). */
  unsubscribeUrl: string;
}

export interface MailBody {
  subject: string;
  /** Paragraphs; each is one plain-text block and one <p>. */
  paragraphs: string[];
  /** Label/value lines shown as a list. */
  facts?: [string, string][];
}

export function renderMail(frame: MailFrame, body: MailBody): MailMessage {
  const facts = body.facts ?? [];
  const greeting = `Hello ${frame.to.name || frame.to.email},`;
  const footer = `You receive this mail from the ${frame.community} parking portal.`;
  const unsubscribe = `To stop these mails, open: ${frame.unsubscribeUrl}`;
  const text = [
    greeting,
    ...body.paragraphs,
    ...(facts.length ? [facts.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    `--\n${footer}\n${unsubscribe}`,
  ].join('\n\n');
  const html = [
    `<h1>${escapeHtml(frame.community)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    facts.length
      ? `<ul>${facts.map(([l, v]) => `<li>${escapeHtml(l)}: ${escapeHtml(v)}</li>`).join('')}</ul>`
      : '',
    `<hr><p>${escapeHtml(footer)} <a href="${escapeHtml(frame.unsubscribeUrl)}">Unsubscribe</a> from these mails.</p>`,
  ].join('');
  return {
    to: frame.to.email,
    subject: `${frame.community}: ${body.subject}`,
    text: `${text}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${frame.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
