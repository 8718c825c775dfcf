// Mail over SMTP (mail/mailer.ts, docs/adr/0041): connections are pooled, a keyed mail keeps
// its Message-ID, and closing the app ends the pooled connections after the queue's last jobs.
// A real SMTP server (smtp-server) on a loopback port receives the mails.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createMailer, messageIdOf, DEFAULT_MAIL_FROM } from '../../src/mail/mailer';
import { createTestApp } from '../helpers/test-app';

interface Received {
  messageId: string | undefined;
  to: string[];
  raw: string;
}

interface Sink {
  url: string;
  received: Received[];
  /** Connections opened so far, and how many are still open. */
  connections(): { opened: number; open: number };
  close(): Promise<void>;
}

async function startSink(): Promise<Sink> {
  const received: Received[] = [];
  let opened = 0;
  let open = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      opened += 1;
      open += 1;
      callback();
    },
    onClose() {
      open -= 1;
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1],
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => ({ opened, open }),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const silent = { info() {}, warn() {}, error() {} } as never;

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 20));
  }
}

describe('mail over SMTP', () => {
  let sink: Sink;
  const outbox = mkdtempSync(path.join(tmpdir(), 'smtp-outbox-'));
  beforeEach(async () => {
    sink = await startSink();
  });
  afterEach(async () => {
    await sink.close();
  });
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));

  it('sends one mail after another over one pooled connection and closes it', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, outbox, log: silent });
    for (let i = 0; i < 5; i += 1) {
      await mailer.send({
        to: `owner${i}@demo.test`,
        subject: `Notice ${i}`,
        text: `Text ${i}`,
        html: `<p>Text ${i}</p>`,
      });
    }
    expect(sink.received.map((mail) => mail.to)).toEqual(
      [0, 1, 2, 3, 4].map((i) => [`owner${i}@demo.test`]),
    );
    expect(sink.connections()).toEqual({ opened: 1, open: 1 });

    await mailer.close();
    await until(() => sink.connections().open === 0);
    // Nothing went to the folder: SMTP is the transport when SMTP_URL is set.
    expect(readdirSync(outbox)).toEqual([]);
  });

  it('gives a keyed mail the Message-ID of its key, the same on a resend', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, outbox, log: silent });
    const mail = { to: 'owner@demo.test', subject: 'Receipt', text: 'Paid', html: '<p>Paid</p>' };
    await mailer.send({ ...mail, key: 'receipt:p-1:owner@demo.test' });
    await mailer.send({ ...mail, key: 'receipt:p-1:owner@demo.test' });
    await mailer.send({ ...mail, key: 'receipt:p-2:owner@demo.test' });
    await mailer.close();

    const expected = messageIdOf('receipt:p-1:owner@demo.test', DEFAULT_MAIL_FROM);
    expect(sink.received.map((received) => received.messageId)).toEqual([
      expected,
      expected,
      messageIdOf('receipt:p-2:owner@demo.test', DEFAULT_MAIL_FROM),
    ]);
  });

  it('lets the queue finish its mail jobs before the app closes the connections', async () => {
    const { app, close } = await createTestApp({ SMTP_URL: sink.url });
    try {
      // Queued, not yet sent: the mail job runs after this call returns. The in-process queue
      // (PGlite) runs what is queued when the app closes; the PostgreSQL queue keeps it for
      // another instance, so there the test waits for the jobs first.
      await Promise.all(
        [1, 2, 3].map((i) =>
          app.mailer.send({
            to: `late${i}@demo.test`,
            subject: 'Late',
            text: 'Sent while closing',
            html: '<p>Sent while closing</p>',
          }),
        ),
      );
      if (app.jobs.backend === 'postgres') await app.jobs.idle(30_000);
    } finally {
      await close();
    }
    expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual([
      'late1@demo.test',
      'late2@demo.test',
      'late3@demo.test',
    ]);
    await until(() => sink.connections().open === 0);
  });
});
