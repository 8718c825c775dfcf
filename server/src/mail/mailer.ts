// Outgoing mail (docs/architecture.md, "Jobs and mail"): SMTP when SMTP_URL is set, else each
// message is written to the outbox folder as .eml (the raw message) and .json (for tests and
// local debugging). A message with a `key` (an outbox row's mail, docs/adr/0022) is sent once
// under it: over SMTP the key is its Message-ID, so a resend after a crash is the same message
// to the receiving server; in the folder a marker file records it, and a resend is skipped.
// SMTP connections are pooled: a job's mail goes over an open connection instead of a new
// connection, greeting and EHLO per message (docs/adr/0041).
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (docs/adr/0015). */
  headers?: Record<string, string>;
  /** The mail's once-only key (outbox row and recipient); not a header. */
  key?: string;
}

/** A stable Message-ID for a keyed mail: the same key is the same message. */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The transport itself: a Mailer whose open connections end with close(). */
export interface MailTransport extends Mailer {
  close(): Promise<void>;
}

/** The sender when MAIL_FROM is not set (config.ts). */
export const DEFAULT_MAIL_FROM = 'Parking Portal <parking@localhost>';

export function createMailer(options: {
  smtpUrl: string | undefined;
  outbox: string;
  log: FastifyBaseLogger;
  /** MAIL_FROM. */
  from?: string;
}): MailTransport {
  const { smtpUrl, outbox, log } = options;
  const FROM = options.from ?? DEFAULT_MAIL_FROM;
  if (smtpUrl) {
    // The URL's own parameters win (`?pool=false` turns pooling off, `maxConnections=` sizes it).
    const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
    return {
      async send({ key, ...message }) {
        const messageId = key ? messageIdOf(key, FROM) : undefined;
        await transport.sendMail({ from: FROM, ...message, ...(messageId && { messageId }) });
        log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
      async close() {
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sentMarks = path.join(outbox, '.sent');
  /** Writes a file; its folder is made only when missing (the first mail, or a folder removed). */
  const writeIn = async (dir: string, file: string, data: string | Buffer) => {
    await writeFile(file, data).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(dir, { recursive: true });
      await writeFile(file, data);
    });
  };
  /** Makes a written mail visible: its parts renamed (each step may be repeated). */
  const publish = async (base: string) => {
    for (const ext of ['.eml', '.json']) {
      await rename(`${base}${ext}.part`, `${base}${ext}`).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  };
  return {
    async send({ key, ...message }) {
      const messageId = key ? messageIdOf(key, FROM) : undefined;
      const mark = key ? path.join(sentMarks, messageId!.slice(1, 33)) : null;
      // A keyed mail written before (a retry, or a process killed after writing it): the
      // marker names it; what a kill left half done is finished, and nothing is written twice.
      const earlier = mark ? await readFile(mark, 'utf8').catch(() => null) : null;
      if (earlier) {
        await publish(earlier);
        log.info({ to: message.to, subject: message.subject }, 'mail already sent: skipped');
        return;
      }
      const info = await transport.sendMail({
        from: FROM,
        ...message,
        ...(messageId && { messageId }),
      });
      const raw = info.message;
      const base = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`,
      );
      // Written whole under other names, then renamed: a reader never sees half a mail, and a
      // keyed mail's marker is written between the two, so it is published exactly once.
      await writeIn(outbox, `${base}.eml.part`, Buffer.isBuffer(raw) ? raw : String(raw));
      await writeIn(
        outbox,
        `${base}.json.part`,
        JSON.stringify({ from: FROM, ...message, date: new Date().toISOString() }, null, 2),
      );
      if (mark) {
        await writeIn(sentMarks, `${mark}.part`, base);
        await rename(`${mark}.part`, mark);
      }
      await publish(base);
      log.info(
        { to: message.to, subject: message.subject, file: `${base}.eml` },
        'mail written to outbox',
      );
    },
    async close() {},
  };
}
