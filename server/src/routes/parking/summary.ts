// POST /api/parking/get_parking_summary: Spaces, Used and Available of the header (spec §1).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  hoaDstrRequestSchema,
  parkingSummarySchema,
  type ParkingSummary,
} from '@parking/shared/domain';
import { countOnsiteVehicles } from '../../db/queries/vehicles';
import { resolveCommunity } from '../../services/community-scope';
import { communityToday } from '../../util/dates';

export default async function summaryRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/get_parking_summary',
    { schema: { body: hoaDstrRequestSchema, response: { 200: parkingSummarySchema } } },
    async (request): Promise<ParkingSummary> => {
      const input = request.body;
      const community = await resolveCommunity(app.db, request.auth, input.hoaid);
      const today = communityToday(community.timezone, [input.dstr, request.headers.browserdate]);
      const allcount = await countOnsiteVehicles(app.db, community.hoaid, today);
      const spaces = community.parking_allowed_hoa;
      return { spaces, allcount, available: Math.max(0, spaces - allcount) };
    },
  );
}
