// Makes the mailer available to routes (docs/architecture.md, "Jobs and mail"). No mail is sent
// inside a request: `app.mailer.send` queues a 'mail' job and the job hands the message to the
// transport (app.mailTransport: SMTP or the outbox folder), with retries. An 'account-mail' job
// ({ kind, userid }) writes a verification or password-reset mail itself, making its link's
// token only then.
import fp from 'fastify-plugin';
import { findUserById } from '../db/queries/users';
import type { Mailer } from '../mail/mailer';
import { sendPasswordResetMail, sendVerificationMail } from '../services/account-mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

// A mail is worth a few more tries than other jobs: the SMTP server may be briefly away.
const MAIL_ATTEMPTS = 5;

export default fp(
  async (app) => {
    const transport = app.mailTransport;
    app.jobs.handle('mail', async (message) => {
      await transport.send(message);
    });
    // The link's token is made here, when the mail is written: no secret waits in the queue.
    app.jobs.handle('account-mail', async ({ kind, userid }) => {
      const user = await findUserById(app.db, userid);
      if (!user) return { sent: false };
      const deps = { db: app.db, mailer: transport, publicUrl: app.config.publicUrl };
      await (kind === 'verify' ? sendVerificationMail : sendPasswordResetMail)(deps, user);
      return { sent: true };
    });
    app.decorate('mailer', {
      async send(message) {
        await app.jobs.enqueue('mail', message, { attempts: MAIL_ATTEMPTS });
      },
    });
  },
  { name: 'mailer', dependencies: ['jobs', 'database', 'mail-transport'] },
);
