// POST /api/parking/get_active_count and /api/parking/get_count_by_owner (spec §3, §7).
import type { FastifyInstance } from 'fastify';
import type { ActiveCountData, OwnerCount } from '@parking/shared/domain';
import { activeCountData, ownerCount } from '../../services/active-count';
import { resolveCommunity } from '../../services/community-scope';
import { ownerInScope } from '../../services/vehicle-access';
import { communityToday } from '../../util/dates';
import { parseInput } from '../../util/validate';
import { activeCountSchema, countByOwnerSchema } from './vehicle-schemas';
import { signedIn } from '../signed-in';
import { activeCountResponse, ownerCountResponse } from './response-schemas';

export default async function activeCountRoutes(app: FastifyInstance) {
  const anyone = app.requireRole('owner', 'renter', 'admin', 'readonly');

  app.post(
    '/get_active_count',
    { preHandler: anyone, schema: { response: activeCountResponse } },
    async (request): Promise<ActiveCountData> => {
      const input = parseInput(activeCountSchema, request.body);
      const community = await resolveCommunity(app.db, request.auth, input.hoaid);
      const owner = await ownerInScope(app.db, signedIn(request.auth), input.ownerid);
      const today = communityToday(community.timezone, [input.dstr, request.headers.browserdate]);
      return activeCountData(app.db, community, owner, today);
    },
  );

  app.post(
    '/get_count_by_owner',
    { preHandler: anyone, schema: { response: ownerCountResponse } },
    async (request): Promise<OwnerCount> => {
      const input = parseInput(countByOwnerSchema, request.body);
      const community = await resolveCommunity(app.db, request.auth, undefined);
      const owner = await ownerInScope(app.db, signedIn(request.auth), input.ownerid);
      const today = communityToday(community.timezone, [request.headers.browserdate]);
      return ownerCount(app.db, community, owner, today);
    },
  );
}
