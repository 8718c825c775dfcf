// POST /api/users/changeadminname (spec §7 Users, §2 Admin profile): the admin's own name
// and phone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeAdminNameRequestSchema,
  messageSchema,
  type MessageResponse,
} from '@parking/shared/domain';
import { changeAdminName } from '../../services/admin/owners';
import { adminOnly, caller } from '../parking/admin-guards';

export default async function adminNameRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.requireRole('admin', 'readonly', 'owner', 'renter');
  app.post(
    '/changeadminname',
    {
      preValidation: [signedIn, adminOnly()],
      schema: { body: changeAdminNameRequestSchema, response: { 200: messageSchema } },
    },

    async (request): Promise<MessageResponse> => {
      const { which: _which, ...input } = request.body;
      return changeAdminName(app.db, caller(request.auth), input);
    },
  );
}
