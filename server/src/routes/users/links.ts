// GET /api/users/verify/:userid/:token and /api/users/reset/:userid/:token: the links in
// verification and reset mails redirect to the shell's user verification page.
import type { FastifyInstance } from 'fastify';
import { passwordResetTarget, verifyEmailTarget } from '../../services/email-links';
import { parseInput } from '../../util/validate';
import { linkParamsSchema } from './schemas';

export default async function linkRoutes(app: FastifyInstance) {
  app.get('/verify/:userid/:token', async (request, reply) => {
    const { userid, token } = parseInput(linkParamsSchema, request.params);
    const target = await verifyEmailTarget(app.db, app.config.defaultHoaid, userid, token);
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });

  app.get('/reset/:userid/:token', async (request, reply) => {
    const { userid, token } = parseInput(linkParamsSchema, request.params);
    const target = await passwordResetTarget(app.db, app.config.defaultHoaid, userid, token);
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
}
