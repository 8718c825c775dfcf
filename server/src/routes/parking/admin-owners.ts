// Admin dashboard reads and owner edits (spec §7): get_all_owners, get_all_vehicles,
// updateowner. Readonly users may read both lists (spec §2 Readonly owners page).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTHZ,
  ownerListSchema,
  ownerPageRequestSchema,
  settingsSaveResponseSchema,
  updateOwnerRequestSchema,
  vehicleListSchema,
  vehiclePageRequestSchema,
  type Owner,
  type SettingsSaveResponse,
  type Vehicle,
} from '@parking/shared/domain';
import { pageOwners } from '../../db/queries/owner-pages';
import { pageAllVehicles } from '../../db/queries/vehicle-pages';
import { resolveCommunity } from '../../services/community-scope';
import { updateOwner } from '../../services/admin/owners';
import { ownersFor } from '../../services/response-views';
import { todayIn } from '../../util/dates';
import { adminOnly, caller } from './admin-guards';
import { sendPage } from './paging';

export default async function adminOwnerRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const readers = app.requireRole('admin', 'readonly');
  const signedIn = app.requireRole('admin', 'readonly', 'owner', 'renter');

  app.post(
    '/get_all_owners',
    {
      preValidation: readers,
      schema: { body: ownerPageRequestSchema, response: { 200: ownerListSchema } },
    },
    async (request, reply): Promise<Owner[]> => {
      const { hoaid, ...paging } = request.body;
      const community = await resolveCommunity(app.db, caller(request.auth), hoaid);
      const page = await pageOwners(app.db, community, paging);
      return ownersFor(caller(request.auth).role, sendPage(reply, page));
    },
  );

  app.post(
    '/get_all_vehicles',
    {
      preValidation: readers,
      schema: {
        body: vehiclePageRequestSchema,
        response: { 200: vehicleListSchema },
      },
    },
    async (request, reply): Promise<Vehicle[]> => {
      const { hoaid, ...paging } = request.body;
      const community = await resolveCommunity(app.db, caller(request.auth), hoaid);
      const today = todayIn(community.timezone);
      return sendPage(reply, await pageAllVehicles(app.db, community.hoaid, today, paging));
    },
  );

  app.post(
    '/updateowner',
    {
      preValidation: [signedIn, adminOnly(AUTHZ.changeOwner)],
      schema: {
        body: updateOwnerRequestSchema,
        response: { 200: settingsSaveResponseSchema },
      },
    },
    async (request): Promise<SettingsSaveResponse> => {
      const { hoaid, preview, ...input } = request.body;
      const auth = caller(request.auth);
      const community = await resolveCommunity(app.db, auth, hoaid);
      return updateOwner(app.db, auth, community, input, preview);
    },
  );
}
