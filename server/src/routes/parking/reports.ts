// POST /api/parking/get_car_usage_renter_warning (spec §2 Reports, §7): renter or owner
// vehicles whose stay overlaps the window, with the unit owner's contact (userdata) and the
// number of changes, one page sorted and filtered by the server (docs/adr/0010; the query:
// db/queries/vehicle-pages.ts pageCarUsage).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  carUsageListSchema,
  carUsagePageRequestSchema,
  type CarUsageRecord,
} from '@parking/shared/domain';
import { pageCarUsage } from '../../db/queries/vehicle-pages';
import { resolveCommunity } from '../../services/community-scope';
import { adminOnly, caller } from './admin-guards';
import { todayIn } from '../../util/dates';
import { sendPage } from './paging';

export default async function reportRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.requireRole('admin', 'readonly', 'owner', 'renter');

  app.post(
    '/get_car_usage_renter_warning',
    {
      preValidation: [signedIn, adminOnly()],
      schema: { body: carUsagePageRequestSchema, response: { 200: carUsageListSchema } },
    },
    async (request, reply): Promise<CarUsageRecord[]> => {
      const { hoaid, ...input } = request.body;
      const community = await resolveCommunity(app.db, caller(request.auth), hoaid);
      const today = todayIn(community.timezone);
      return sendPage(reply, await pageCarUsage(app.db, community.hoaid, today, input));
    },
  );
}
