// POST /api/parking/get_car_usage_renter_warning (spec §2 Reports, §7): renter or owner
// vehicles whose stay overlaps the window, with the unit owner's contact (userdata) and the
// change history, sorted by unit then plate.
import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lte, ne, or } from 'drizzle-orm';
import { NO_DATE, type CarUsageRecord } from '@parking/shared/domain';
import { listVehiclesWithOwner } from '../../db/queries/admin-owners';
import { vehicles } from '../../db/schema';
import { resolveCommunity } from '../../services/community-scope';
import { parseInput } from '../../util/validate';
import { adminOnly, caller } from './admin-guards';
import { carUsageSchema } from './admin-schemas';
import { carUsageResponse } from './response-schemas';

export default async function reportRoutes(app: FastifyInstance) {
  const signedIn = app.requireRole('admin', 'readonly', 'owner', 'renter');

  app.post(
    '/get_car_usage_renter_warning',
    { preHandler: [signedIn, adminOnly()], schema: { response: carUsageResponse } },
    async (request): Promise<CarUsageRecord[]> => {
      const input = parseInput(carUsageSchema, request.body);
      const community = await resolveCommunity(app.db, caller(request.auth), input.hoaid);
      const renter = eq(vehicles.carownertype, 'renter');
      // A stay overlaps when it starts by the window's end and has not checked out before
      // its beginning; an owner car without checkout (1970-01-01) is still registered.
      const overlaps = and(
        lte(vehicles.startdate, input.enddate),
        or(gte(vehicles.enddate, input.begindate), eq(vehicles.enddate, NO_DATE)),
      );
      const byType = input.which === 'renter' ? renter : ne(vehicles.carownertype, 'renter');
      // Issue 9 §3: soft-deleted vehicles stay in the reports, marked by status_flag 9.
      return listVehiclesWithOwner(app.db, community.hoaid, and(byType, overlaps), true);
    },
  );
}
