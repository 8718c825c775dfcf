// Outgoing mail (ARCHITECTURE "Mail"): SMTP when SMTP_URL is set, else each message is written
// to the outbox folder as .eml (the raw message) and .json (for tests and local debugging).
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (issue 15). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The sender when MAIL_FROM is not set (config.ts). */
export const DEFAULT_MAIL_FROM = 'Parking Portal <parking@localhost>';

export function createMailer(options: {
  smtpUrl: string | undefined;
  outbox: string;
  log: FastifyBaseLogger;
  /** MAIL_FROM (issue 15). */
  from?: string;
}): Mailer {
  const { smtpUrl, outbox, log } = options;
  const FROM = options.from ?? DEFAULT_MAIL_FROM;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      const raw = info.message;
      await mkdir(outbox, { recursive: true });
      const base = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`,
      );
      await writeFile(`${base}.eml`, Buffer.isBuffer(raw) ? raw : String(raw));
      // Written whole under another name, then renamed: a reader never sees half a mail.
      await writeFile(
        `${base}.json.part`,
        JSON.stringify({ from: FROM, ...message, date: new Date().toISOString() }, null, 2),
      );
      await rename(`${base}.json.part`, `${base}.json`);
      log.info(
        { to: message.to, subject: message.subject, file: `${base}.eml` },
        'mail written to outbox',
      );
    },
  };
}
