// GET /api/users/verify/:userid/:token and /api/users/reset/:userid/:token: the links in
// verification and reset mails redirect to the shell's user verification page.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordResetTarget, verifyEmailTarget } from '../../services/email-links';
import { linkParamsSchema } from '@parking/shared/domain';

export default async function linkRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const link = {
    schema: { params: linkParamsSchema },
    config: {
      documentedSuccess: {
        status: 302,
        description: "Redirects to the shell's /userverification page with the outcome.",
      },
    },
  };

  app.get('/verify/:userid/:token', link, async (request, reply) => {
    const { userid, token } = request.params;
    const target = await verifyEmailTarget(app.db, app.config.defaultHoaid, userid, token);
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });

  app.get('/reset/:userid/:token', link, async (request, reply) => {
    const { userid, token } = request.params;
    const target = await passwordResetTarget(app.db, app.config.defaultHoaid, userid, token);
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
}
