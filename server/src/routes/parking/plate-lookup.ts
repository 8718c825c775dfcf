// POST /api/parking/plate_lookup and /get_recent_lookups, for admins and patrol
// logins. The community is the token's; a plate of another community is never found.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  plateLookupRequestSchema,
  plateLookupResponseSchema,
  recentLookupsRequestSchema,
  recentPlateLookupListSchema,
  type PlateLookupResponse,
  type RecentPlateLookup,
} from '@parking/shared/domain';
import { resolveCommunity } from '../../services/community-scope';
import { lookupPlate, recentPlateLookups } from '../../services/plate-lookup';
import { signedIn } from '../signed-in';

export default async function plateLookupRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const enforcers = app.requireRole('admin', 'patrol');

  app.post(
    '/plate_lookup',
    {
      preValidation: enforcers,
      schema: { body: plateLookupRequestSchema, response: { 200: plateLookupResponseSchema } },
    },
    async (request): Promise<PlateLookupResponse> => {
      const input = request.body;
      const auth = signedIn(request.auth);
      const community = await resolveCommunity(app.db, auth, undefined);
      return lookupPlate(app.db, auth, community, input);
    },
  );

  app.post(
    '/get_recent_lookups',
    {
      preValidation: enforcers,
      schema: {
        body: recentLookupsRequestSchema,
        response: { 200: recentPlateLookupListSchema },
      },
    },
    // The body (hoaid only) is checked by its schema; the community is the token's.
    async (request): Promise<RecentPlateLookup[]> => {
      return recentPlateLookups(app.db, signedIn(request.auth));
    },
  );
}
