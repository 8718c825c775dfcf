// POST /api/users/logout (issue 13): the server ends the session, not only the browser. An owner
// or admin is signed out everywhere (session version); a renter ends this check-in only.
import type { FastifyInstance } from 'fastify';

export default async function logoutRoutes(app: FastifyInstance) {
  const anyone = app.requireRole('owner', 'renter', 'admin', 'readonly');
  app.post('/logout', { preHandler: anyone }, async (request, reply) => {
    await app.endSession(request);
    return reply.status(204).send();
  });
}
