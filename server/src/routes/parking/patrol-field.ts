// docs/adr/0027 patrol in the field:
//   POST /add_violation_photo  multipart { violationid, file }: the reporter or an admin, 201
//   GET  /violation_photo/:violationid/:position  the image (admins, reporter, plate's owners)
//   POST /get_authorised_plates  the plates onsite today for lookups without signal (patrol, admins)
// The community is always the token's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  authorisedPlatesResponseSchema,
  photoAddedSchema,
  tokenCommunityRequestSchema,
  type AuthorisedPlatesResponse,
  type PhotoAdded,
} from '@parking/shared/domain';
import { resolveCommunity } from '../../services/community-scope';
import { authorisedPlates } from '../../services/authorised-plates';
import { addViolationPhoto, violationPhoto } from '../../services/violation-photos';
import { badRequest } from '../../util/http-error';
import { signedIn } from '../signed-in';

const photoParams = z.object({
  violationid: z.string().min(1).max(64),
  position: z.coerce
    .number({ error: 'position must be 1, 2 or 3' })
    .int('position must be 1, 2 or 3')
    .min(1, 'position must be 1, 2 or 3')
    .max(PHOTO_LIMITS.perViolation, 'position must be 1, 2 or 3'),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function patrolFieldRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Scoped to this plugin: one small image per request.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 4, fieldSize: 200, parts: 5 },
  });

  app.post(
    '/add_violation_photo',
    {
      preValidation: app.requireRole('owner', 'renter', 'admin', 'patrol'),
      schema: { response: { 201: photoAddedSchema } },
    },
    async (request, reply): Promise<PhotoAdded> => {
      if (!request.isMultipart()) {
        throw badRequest(PHOTO_MESSAGES.required, { file: PHOTO_MESSAGES.required });
      }
      let file: Buffer | undefined;
      let violationid = '';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'file' && !file) file = bytes;
          } else if (part.fieldname === 'violationid' && typeof part.value === 'string') {
            violationid = part.value.trim();
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw badRequest(PHOTO_MESSAGES.tooLarge, { file: PHOTO_MESSAGES.tooLarge });
        }
        if (code?.startsWith('FST_')) throw badRequest(PHOTO_MESSAGES.required);
        throw error;
      }
      if (!UUID.test(violationid)) {
        throw badRequest('violationid must be a valid id', {
          violationid: 'violationid must be a valid id',
        });
      }
      if (!file || file.length === 0) {
        throw badRequest(PHOTO_MESSAGES.required, { file: PHOTO_MESSAGES.required });
      }
      const added = await addViolationPhoto(app.db, signedIn(request.auth), violationid, file);
      void reply.status(201);
      return added;
    },
  );

  app.get(
    '/violation_photo/:violationid/:position',
    {
      preValidation: app.requireRole('owner', 'readonly', 'renter', 'admin', 'patrol'),
      schema: { params: photoParams },
      config: {
        documentedSuccess: {
          status: 200,
          description: 'The photo (JPEG).',
          contentType: 'image/jpeg',
        },
      },
    },
    async (request, reply) => {
      const { violationid, position } = request.params;
      const photo = await violationPhoto(app.db, signedIn(request.auth), violationid, position);
      void reply
        .header('content-type', photo.content_type)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      return reply.send(photo.bytes);
    },
  );

  app.post(
    '/get_authorised_plates',
    {
      preValidation: app.requireRole('admin', 'patrol'),
      schema: {
        body: tokenCommunityRequestSchema,
        response: { 200: authorisedPlatesResponseSchema },
      },
    },
    async (request): Promise<AuthorisedPlatesResponse> => {
      const community = await resolveCommunity(app.db, request.auth, undefined);
      return authorisedPlates(app.db, community);
    },
  );
}
