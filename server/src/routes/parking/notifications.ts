// POST /api/parking/insert_notification: feedback from anyone (spec §2 Comments form).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  insertNotificationRequestSchema,
  notificationSchema,
  type Notification,
} from '@parking/shared/domain';
import { resolveCommunity } from '../../services/community-scope';
import { recordFeedback } from '../../services/feedback';
import { actorOf } from '../../services/audit';

export default async function notificationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/insert_notification',
    { schema: { body: insertNotificationRequestSchema, response: { 201: notificationSchema } } },
    async (request, reply): Promise<Notification> => {
      const { hoaid, ...feedback } = request.body;
      await app.rateLimits.enforce(request, [['feedbackPerAddress', request.ip]]);
      const community = await resolveCommunity(app.db, request.auth, hoaid || undefined);
      const actor = request.auth ? actorOf(request.auth) : undefined;
      const notification = await recordFeedback(app.db, community, feedback, new Date(), actor);
      void reply.status(201);
      return notification;
    },
  );
}
