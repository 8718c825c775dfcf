// Makes the mailer available to routes (ARCHITECTURE "Mail"). No mail is sent inside a request:
// `app.mailer.send` queues a 'mail' job and the job hands the message to the transport (SMTP or
// the outbox folder), with retries.
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

// A mail is worth a few more tries than other jobs: the SMTP server may be briefly away.
const MAIL_ATTEMPTS = 5;

export default fp<{ smtpUrl: string | undefined; outbox: string }>(
  async (app, options) => {
    const transport = createMailer({ ...options, log: app.log });
    app.jobs.handle('mail', async (message) => {
      await transport.send(message);
    });
    app.decorate('mailer', {
      async send(message) {
        await app.jobs.enqueue('mail', message, { attempts: MAIL_ATTEMPTS });
      },
    });
  },
  { name: 'mailer', dependencies: ['jobs'] },
);
