// Admin dashboard reads and owner edits (spec §7): get_all_owners, get_all_vehicles,
// updateowner. Readonly users may read both lists (spec §2 Readonly owners page).
import type { FastifyInstance } from 'fastify';
import { AUTHZ, type MessageResponse, type Owner, type Vehicle } from '@parking/shared/domain';
import { listCommunityUsers, listVehiclesWithOwner } from '../../db/queries/admin-owners';
import { resolveCommunity } from '../../services/community-scope';
import { updateOwner } from '../../services/admin/owners';
import { ownersFor } from '../../services/response-views';
import { parseInput } from '../../util/validate';
import { adminOnly, caller } from './admin-guards';
import { updateOwnerSchema } from './admin-schemas';
import { hoaSchema } from './schemas';
import { messageResponse, ownerListResponse, vehicleListResponse } from './response-schemas';

export default async function adminOwnerRoutes(app: FastifyInstance) {
  const readers = app.requireRole('admin', 'readonly');
  const signedIn = app.requireRole('admin', 'readonly', 'owner', 'renter');

  app.post(
    '/get_all_owners',
    { preHandler: readers, schema: { response: ownerListResponse } },
    async (request): Promise<Owner[]> => {
      const { hoaid } = parseInput(hoaSchema, request.body);
      const community = await resolveCommunity(app.db, caller(request.auth), hoaid);
      return ownersFor(caller(request.auth).role, await listCommunityUsers(app.db, community));
    },
  );

  app.post(
    '/get_all_vehicles',
    { preHandler: readers, schema: { response: vehicleListResponse } },
    async (request): Promise<Vehicle[]> => {
      const { hoaid } = parseInput(hoaSchema, request.body);
      const community = await resolveCommunity(app.db, caller(request.auth), hoaid);
      return listVehiclesWithOwner(app.db, community.hoaid, undefined);
    },
  );

  app.post(
    '/updateowner',
    {
      preHandler: [signedIn, adminOnly(AUTHZ.changeOwner)],
      schema: { response: messageResponse },
    },
    async (request): Promise<MessageResponse> => {
      const { hoaid, ...input } = parseInput(updateOwnerSchema, request.body);
      const auth = caller(request.auth);
      const community = await resolveCommunity(app.db, auth, hoaid);
      return updateOwner(app.db, auth, community, input);
    },
  );
}
