// docs/adr/0027: POST /api/parking/get_tow_list (the open entries with their violations) and
// POST /api/parking/clear_tow { tow_id, note } (audit-logged). Admins only; the community is
// the token's, so another community's entry is not found.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clearTowRequestSchema,
  messageSchema,
  tokenCommunityRequestSchema,
  towListSchema,
  type MessageResponse,
  type TowEntry,
} from '@parking/shared/domain';
import { clearTow, towList } from '../../services/tow-list';
import { adminOnly, caller } from './admin-guards';

export default async function towListRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.requireRole('admin', 'readonly', 'owner', 'renter', 'patrol'), adminOnly()];

  app.post(
    '/get_tow_list',
    {
      preValidation: admin,
      schema: { body: tokenCommunityRequestSchema, response: { 200: towListSchema } },
    },
    async (request): Promise<TowEntry[]> => towList(app.db, caller(request.auth).hoaid),
  );

  app.post(
    '/clear_tow',
    {
      preValidation: admin,
      schema: { body: clearTowRequestSchema, response: { 200: messageSchema } },
    },
    async (request): Promise<MessageResponse> =>
      clearTow(app.db, caller(request.auth), request.body),
  );
}
