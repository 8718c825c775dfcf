// Issue 14: POST /api/parking/plate_lookup and /get_recent_lookups, for admins and patrol
// logins. The community is the token's; a plate of another community is never found.
import type { FastifyInstance } from 'fastify';
import type { PlateLookupResponse, RecentPlateLookup } from '@parking/shared/domain';
import { resolveCommunity } from '../../services/community-scope';
import { lookupPlate, recentPlateLookups } from '../../services/plate-lookup';
import { parseInput } from '../../util/validate';
import { signedIn } from '../signed-in';
import {
  plateLookupResponse,
  plateLookupSchema,
  recentLookupsResponse,
  recentLookupsSchema,
} from './plate-lookup-schemas';

export default async function plateLookupRoutes(app: FastifyInstance) {
  const enforcers = app.requireRole('admin', 'patrol');

  app.post(
    '/plate_lookup',
    { preHandler: enforcers, schema: { response: plateLookupResponse } },
    async (request): Promise<PlateLookupResponse> => {
      const input = parseInput(plateLookupSchema, request.body);
      const auth = signedIn(request.auth);
      const community = await resolveCommunity(app.db, auth, undefined);
      return lookupPlate(app.db, auth, community, input);
    },
  );

  app.post(
    '/get_recent_lookups',
    { preHandler: enforcers, schema: { response: recentLookupsResponse } },
    async (request): Promise<RecentPlateLookup[]> => {
      parseInput(recentLookupsSchema, request.body);
      return recentPlateLookups(app.db, signedIn(request.auth));
    },
  );
}
