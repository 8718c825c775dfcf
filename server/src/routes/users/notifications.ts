// Notification preferences on the profile, and the public unsubscribe link.
//   POST /api/users/get_notification_preferences {}              → { kinds, preferences }
//   POST /api/users/set_notification_preferences { reminder: false, … } → { kinds, preferences }
//   GET  /api/users/unsubscribe/:token  (no sign-in)  → a page asking to confirm (changes nothing)
//   POST /api/users/unsubscribe/:token  (no sign-in)  → turns the kind off: the page's button, or a
//        mail client's one-click List-Unsubscribe-Post (RFC 8058); HTML, or JSON when asked for
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  emptyRequestSchema,
  notificationPreferencesResponseSchema,
  setNotificationPreferencesRequestSchema,
  unsubscribeAnswerSchema,
  unsubscribeParamsSchema,
  type NotificationKind,
} from '@parking/shared/domain';
import {
  UNSUBSCRIBE_INVALID,
  getPreferences,
  setPreferences,
  unsubscribe,
  unsubscribeTarget,
} from '../../services/notifications/preferences';
import { signedIn } from '../signed-in';
import { CONFIRM_FORM, unsubscribePage } from './unsubscribe-page';

const preferencesResponse = { 200: notificationPreferencesResponseSchema };
/** JSON answers only: the page's HTML is sent as it is. */
const unsubscribeResponse = { 200: unsubscribeAnswerSchema, 400: apiErrorSchema };

/**
 * The page a browser gets: HTML, sent as it is (a string with its own content type is never
 * serialised; the response schemas describe the JSON answers).
 */
function sendPage(reply: FastifyReply, html: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').send(html);
}

export const KIND_LABELS: Record<NotificationKind, string> = {
  onsite: 'vehicle onsite',
  receipt: 'payment receipt',
  reminder: 'checkout reminder',
  violation: 'violation notice',
  summary: 'weekly summary',
};

export default async function notificationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const people = app.requireRole('owner', 'admin', 'readonly');

  app.post(
    '/get_notification_preferences',
    { preValidation: people, schema: { body: emptyRequestSchema, response: preferencesResponse } },
    async (request) => getPreferences(app.db, signedIn(request.auth)),
  );

  app.post(
    '/set_notification_preferences',
    {
      preValidation: people,
      schema: { body: setNotificationPreferencesRequestSchema, response: preferencesResponse },
    },
    async (request) => setPreferences(app.db, signedIn(request.auth), request.body),
  );

  // A mail client's one-click unsubscribe and the page's button post a form; its fields carry
  // nothing the link does not already say.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.get(
    '/unsubscribe/:token',
    { schema: { params: unsubscribeParamsSchema, response: unsubscribeResponse } },
    async (request, reply) => {
      const target = await unsubscribeTarget(app.db, app.config.jwtSecret, request.params.token);
      const wantsJson = (request.headers.accept ?? '').includes('application/json');
      void reply.header('cache-control', 'no-store');
      if (!target) {
        void reply.status(400);
        if (wantsJson) return { message: UNSUBSCRIBE_INVALID };
        return sendPage(reply, unsubscribePage('Unsubscribe', UNSUBSCRIBE_INVALID));
      }
      const question = `Stop ${KIND_LABELS[target.kind]} mails from the parking portal? You can turn them on again on your profile.`;
      if (wantsJson) return { message: question, kind: target.kind };
      return sendPage(reply, unsubscribePage('Unsubscribe', question, CONFIRM_FORM));
    },
  );

  app.post(
    '/unsubscribe/:token',
    { schema: { params: unsubscribeParamsSchema, response: unsubscribeResponse } },
    async (request, reply) => {
      const done = await unsubscribe(app.db, app.config.jwtSecret, request.params.token);
      const wantsJson = (request.headers.accept ?? '').includes('application/json');
      void reply.header('cache-control', 'no-store');
      if (!done) {
        void reply.status(400);
        if (wantsJson) return { message: UNSUBSCRIBE_INVALID };
        return sendPage(reply, unsubscribePage('Unsubscribe', UNSUBSCRIBE_INVALID));
      }
      const message = `You will no longer receive ${KIND_LABELS[done.kind]} mails at ${done.email}. You can turn them on again on your profile.`;
      if (wantsJson) return { message, kind: done.kind };
      return sendPage(reply, unsubscribePage('Unsubscribed', message));
    },
  );
}
