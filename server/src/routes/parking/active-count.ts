// POST /api/parking/get_active_count and /api/parking/get_count_by_owner (spec §3, §7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activeCountDataSchema,
  activeCountRequestSchema,
  ownerCountRequestSchema,
  ownerCountSchema,
  type ActiveCountData,
  type OwnerCount,
} from '@parking/shared/domain';
import { activeCountData, ownerCount } from '../../services/active-count';
import { resolveCommunity } from '../../services/community-scope';
import { ownerInScope } from '../../services/vehicle-access';
import { communityToday } from '../../util/dates';
import { signedIn } from '../signed-in';

export default async function activeCountRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const anyone = app.requireRole('owner', 'renter', 'admin', 'readonly');

  app.post(
    '/get_active_count',
    {
      preValidation: anyone,
      schema: { body: activeCountRequestSchema, response: { 200: activeCountDataSchema } },
    },
    async (request): Promise<ActiveCountData> => {
      const input = request.body;
      const community = await resolveCommunity(app.db, request.auth, input.hoaid);
      const owner = await ownerInScope(app.db, signedIn(request.auth), input.ownerid);
      const today = communityToday(community.timezone, [input.dstr, request.headers.browserdate]);
      return activeCountData(app.db, community, owner, today);
    },
  );

  app.post(
    '/get_count_by_owner',
    {
      preValidation: anyone,
      schema: { body: ownerCountRequestSchema, response: { 200: ownerCountSchema } },
    },
    async (request): Promise<OwnerCount> => {
      const input = request.body;
      const community = await resolveCommunity(app.db, request.auth, undefined);
      const owner = await ownerInScope(app.db, signedIn(request.auth), input.ownerid);
      const today = communityToday(community.timezone, [request.headers.browserdate]);
      return ownerCount(app.db, community, owner, today);
    },
  );
}
