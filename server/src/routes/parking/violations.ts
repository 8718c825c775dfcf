// Violation calls (spec §7 Parking): insert_violation, get_all_violations, delete_violation.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteViolationRequestSchema,
  insertViolationRequestSchema,
  messageSchema,
  violationListSchema,
  violationPageRequestSchema,
  violationSchema,
  type MessageResponse,
  type Violation,
} from '@parking/shared/domain';
import { pageViolations } from '../../db/queries/report-pages';
import { resolveCommunity } from '../../services/community-scope';
import { removeViolation, reportViolation } from '../../services/violations';
import { sendPage } from './paging';
import { signedIn } from '../signed-in';

export default async function violationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // spec §6: who may add a violation is unrestricted; it needs a signed-in reporter. The
  // read-only role changes nothing (spec §6 "view only"), so it may not report one either.
  app.post(
    '/insert_violation',
    {
      preValidation: app.requireRole('owner', 'renter', 'admin', 'patrol'),
      schema: { body: insertViolationRequestSchema, response: { 201: violationSchema } },
    },
    async (request, reply): Promise<Violation> => {
      const { hoaid, ...input } = request.body;
      const community = await resolveCommunity(app.db, request.auth, hoaid);
      const violation = await reportViolation(
        app.db,
        signedIn(request.auth),
        community,
        input,
        new Date(),
        app.notifications.notify,
      );
      void reply.status(201);
      return violation;
    },
  );

  // The Violations panels of the owner and admin dashboards (spec §2); renters have none.
  app.post(
    '/get_all_violations',
    {
      preValidation: app.requireRole('owner', 'admin', 'readonly', 'patrol'),
      schema: { body: violationPageRequestSchema, response: { 200: violationListSchema } },
    },
    async (request, reply): Promise<Violation[]> => {
      const { hoaid, ...paging } = request.body;
      const community = await resolveCommunity(app.db, request.auth, hoaid);
      const auth = signedIn(request.auth);
      const viewer = { userId: auth.userId, role: auth.role };
      return sendPage(reply, await pageViolations(app.db, community.hoaid, paging, viewer));
    },
  );

  app.post(
    '/delete_violation',
    {
      preValidation: app.requireRole('owner', 'admin'),
      schema: { body: deleteViolationRequestSchema, response: { 200: messageSchema } },
    },
    async (request): Promise<MessageResponse> => {
      const { violationid } = request.body;
      return removeViolation(app.db, signedIn(request.auth), violationid);
    },
  );
}
