// Guest quotas (docs/adr/0029-guest-quotas-counted-from-nights.md):
//   GET /guest_quota        owners and renters: their unit's guest nights used and left, and
//                           what is left for each guest car onsite
//   GET /guest_quota_units  admins and readonly: the units nearest their quota first
// The community and the unit come from the token.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guestQuotaResponseSchema,
  guestQuotaUnitsResponseSchema,
  type GuestQuotaResponse,
  type GuestQuotaUnitsResponse,
} from '@parking/shared/domain';
import { findUserById } from '../../db/queries/users';
import { resolveCommunity } from '../../services/community-scope';
import { guestQuotaUnits, unitGuestQuota } from '../../services/guest-quotas';
import { OWNER_NOT_FOUND } from '../../services/vehicle-access';
import { communityToday } from '../../util/dates';
import { notFound } from '../../util/http-error';

export default async function guestQuotaRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/guest_quota',
    {
      preValidation: app.requireRole('owner', 'renter'),
      schema: { response: { 200: guestQuotaResponseSchema } },
    },
    async (request): Promise<GuestQuotaResponse> => {
      const community = await resolveCommunity(app.db, request.auth, undefined);
      const owner = await findUserById(app.db, request.auth?.userId ?? '');
      if (!owner || owner.hoaid !== community.hoaid) throw notFound(OWNER_NOT_FOUND);
      const today = communityToday(community.timezone, [request.headers.browserdate]);
      return unitGuestQuota(app.db, community, owner.unitnumber, today);
    },
  );

  app.get(
    '/guest_quota_units',
    {
      preValidation: app.requireRole('admin', 'readonly'),
      schema: { response: { 200: guestQuotaUnitsResponseSchema } },
    },
    async (request): Promise<GuestQuotaUnitsResponse> => {
      const community = await resolveCommunity(app.db, request.auth, undefined);
      const today = communityToday(community.timezone, [request.headers.browserdate]);
      return guestQuotaUnits(app.db, community, today);
    },
  );
}
