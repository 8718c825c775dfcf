// POST /api/users/register: the admin's Owner Registration form (spec §2, §7).
import type { FastifyInstance } from 'fastify';
import type { MessageResponse } from '@parking/shared/domain';
import { registerOwner } from '../../services/registration';
import { resolveCommunity } from '../../services/community-scope';
import { parseInput } from '../../util/validate';
import { registerOwnerSchema } from './schemas';

export default async function registerRoutes(app: FastifyInstance) {
  app.post(
    '/register',
    { preHandler: app.requireRole('admin') },
    async (request, reply): Promise<MessageResponse> => {
      const input = parseInput(registerOwnerSchema, request.body);
      const community = await resolveCommunity(app.db, request.auth, input.hoaid);
      const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
      const result = await registerOwner(deps, community.hoaid, input);
      void reply.status(201);
      return result;
    },
  );
}
