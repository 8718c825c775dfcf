// POST /api/parking/get_occupancy { from, to } → one row per day (owner, renter,
// guest, capacity) and POST /api/parking/get_offenders { from, to, page?, pageSize? } → the
// plates with the most violations in the period, paged (X-Total-Count). Admins only; the
// community is the token's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  occupancyListSchema,
  occupancyRequestSchema,
  offenderListSchema,
  offendersRequestSchema,
  type OccupancyDay,
  type Offender,
} from '@parking/shared/domain';
import { occupancyByDay, offendersPage } from '../../db/queries/occupancy';
import { pageWindow } from '../../db/queries/paging';
import { adminOnly, caller } from './admin-guards';
import { sendPage } from './paging';

export default async function occupancyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.requireRole('admin', 'readonly', 'owner', 'renter', 'patrol'), adminOnly()];

  app.post(
    '/get_occupancy',
    {
      preValidation: admin,
      schema: { body: occupancyRequestSchema, response: { 200: occupancyListSchema } },
    },
    async (request): Promise<OccupancyDay[]> => {
      const { from, to } = request.body;
      return occupancyByDay(app.db, caller(request.auth).hoaid, from, to);
    },
  );

  app.post(
    '/get_offenders',
    {
      preValidation: admin,
      schema: { body: offendersRequestSchema, response: { 200: offenderListSchema } },
    },
    async (request, reply): Promise<Offender[]> => {
      const { from, to } = request.body;
      const page = await offendersPage(
        app.db,
        caller(request.auth).hoaid,
        from,
        to,
        pageWindow(request.body),
      );
      return sendPage(reply, page);
    },
  );
}
