// POST /api/users/logout: the server ends this session, not only the browser; the
// user's other sessions go on (a password change or reset ends them all).
import type { FastifyInstance } from 'fastify';

export default async function logoutRoutes(app: FastifyInstance) {
  const anyone = app.requireRole('owner', 'renter', 'admin', 'readonly', 'patrol');
  const documentedSuccess = { status: 204, description: 'The session has ended.' };
  app.post(
    '/logout',
    { preValidation: anyone, config: { documentedSuccess } },
    async (request, reply) => {
      await app.endSession(request);
      return reply.status(204).send();
    },
  );
}
