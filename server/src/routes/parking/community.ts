// Community data: GET data_for_hoa/:hoaid (public landing), GET hoa_data (signed in) and
// POST parking_spot_data (spec §7 Parking).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  communitySchema,
  hoaRequestSchema,
  hoaidParamsSchema,
  spotTypeListSchema,
  type Community,
  type SpotType,
} from '@parking/shared/domain';
import { findCommunity, listSpotTypes } from '../../db/queries/communities';
import { COMMUNITY_NOT_FOUND, resolveCommunity } from '../../services/community-scope';
import { notFound } from '../../util/http-error';

export default async function communityRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/data_for_hoa/:hoaid',
    { schema: { params: hoaidParamsSchema, response: { 200: communitySchema } } },
    async (request): Promise<Community> => {
      const { hoaid } = request.params;
      const community = await findCommunity(app.db, hoaid);
      if (!community) throw notFound(COMMUNITY_NOT_FOUND);
      // Help HTML is stored sanitised (on save, and rows from before once at start): the
      // public read serves it as it is .
      return community;
    },
  );

  app.get(
    '/hoa_data',
    {
      preValidation: app.requireRole('admin', 'owner', 'readonly', 'renter'),
      schema: { response: { 200: communitySchema } },
    },
    async (request): Promise<Community> => {
      const community = await findCommunity(app.db, request.auth?.hoaid ?? '');
      if (!community) throw notFound(COMMUNITY_NOT_FOUND);
      return community;
    },
  );

  app.post(
    '/parking_spot_data',
    { schema: { body: hoaRequestSchema, response: { 200: spotTypeListSchema } } },
    async (request): Promise<SpotType[]> => {
      const input = request.body;
      const community = await resolveCommunity(app.db, request.auth, input.hoaid);
      return listSpotTypes(app.db, community.hoaid);
    },
  );
}
