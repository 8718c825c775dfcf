// POST /api/parking/get_unit_numbers: the renter check-in dropdown (spec §2 Renter Checkin);
// every owner unit with its status_flag, the client lists those with 1.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hoaDstrRequestSchema, unitListSchema, type UnitListItem } from '@parking/shared/domain';
import { listOwnerUnits } from '../../db/queries/users';
import { resolveCommunity } from '../../services/community-scope';
import { communityToday } from '../../util/dates';

export default async function unitRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/get_unit_numbers',
    { schema: { body: hoaDstrRequestSchema, response: { 200: unitListSchema } } },
    async (request): Promise<UnitListItem[]> => {
      const input = request.body;
      const community = await resolveCommunity(app.db, request.auth, input.hoaid);
      communityToday(community.timezone, [input.dstr, request.headers.browserdate]);
      return listOwnerUnits(app.db, community.hoaid);
    },
  );
}
