// POST /api/parking/insert_notification: feedback from anyone (spec §2 Comments form).
import type { FastifyInstance } from 'fastify';
import type { Notification } from '@parking/shared/domain';
import { resolveCommunity } from '../../services/community-scope';
import { recordFeedback } from '../../services/feedback';
import { parseInput } from '../../util/validate';
import { insertNotificationSchema } from './schemas';
import { notificationCreatedResponse } from './response-schemas';

export default async function notificationRoutes(app: FastifyInstance) {
  app.post(
    '/insert_notification',
    { schema: { response: notificationCreatedResponse } },
    async (request, reply): Promise<Notification> => {
      const { hoaid, ...feedback } = parseInput(insertNotificationSchema, request.body);
      await app.rateLimits.enforce(request, [['feedbackPerAddress', request.ip]]);
      const community = await resolveCommunity(app.db, request.auth, hoaid || undefined);
      const notification = await recordFeedback(app.db, community, feedback);
      void reply.status(201);
      return notification;
    },
  );
}
