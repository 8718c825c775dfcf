// Makes the mailer available to routes (ARCHITECTURE "Mail").
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ smtpUrl: string | undefined; outbox: string }>(
  async (app, options) => {
    app.decorate('mailer', createMailer({ ...options, log: app.log }));
  },
  { name: 'mailer' },
);
