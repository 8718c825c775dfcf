// POST /api/users/changeadminname (spec §7 Users, §2 Admin profile): the admin's own name
// and phone.
import type { FastifyInstance } from 'fastify';
import type { MessageResponse } from '@parking/shared/domain';
import { changeAdminName } from '../../services/admin/owners';
import { parseInput } from '../../util/validate';
import { adminOnly, caller } from '../parking/admin-guards';
import { changeAdminNameSchema } from '../parking/admin-schemas';

export default async function adminNameRoutes(app: FastifyInstance) {
  const signedIn = app.requireRole('admin', 'readonly', 'owner', 'renter');
  app.post(
    '/changeadminname',
    { preHandler: [signedIn, adminOnly()] },
    async (request): Promise<MessageResponse> => {
      const { which: _which, ...input } = parseInput(changeAdminNameSchema, request.body);
      return changeAdminName(app.db, caller(request.auth), input);
    },
  );
}
