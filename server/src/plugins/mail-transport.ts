// The mail transport (SMTP, or the outbox folder; mail/mailer.ts) as app.mailTransport. It is
// registered before the job queue: Fastify closes plugins in the reverse order, so the queue's
// last jobs have sent their mails before the transport's pooled connections close.
import fp from 'fastify-plugin';
import { createMailer, type MailTransport } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The transport itself, for jobs that send their own mail (plugins/notifications.ts). */
    mailTransport: MailTransport;
  }
}

export default fp<{ smtpUrl: string | undefined; outbox: string; from: string }>(
  async (app, options) => {
    const transport = createMailer({ ...options, log: app.log });
    app.decorate('mailTransport', transport);
    app.addHook('onClose', async () => {
      await transport.close();
    });
  },
  { name: 'mail-transport' },
);
