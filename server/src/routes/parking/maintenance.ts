// Admin maintenance calls (spec §2 Maintenance dashboard / HOA Settings, §7):
// get_all_notifications, delete_notification, adjust_dates, soft_delete_vehicles,
// hard_delete_vehicles. Every call works on the token's community only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTHZ,
  SUCCESS,
  adjustDatesRequestSchema,
  countResponseSchema,
  deleteNotificationRequestSchema,
  messageSchema,
  notificationListSchema,
  notificationPageRequestSchema,
  softDeleteRequestSchema,
  type AdjustDatesResponse,
  type CountResponse,
  type MessageResponse,
  type Notification,
} from '@parking/shared/domain';
import { pageNotifications } from '../../db/queries/report-pages';
import {
  adjustDates,
  hardDeleteVehicles,
  softDeleteVehicles,
} from '../../services/admin/maintenance';
import { resolveCommunity } from '../../services/community-scope';
import { actorOf } from '../../services/audit';
import { NOTIFICATION_NOT_FOUND, removeFeedback } from '../../services/feedback';
import { adminOnly, caller } from './admin-guards';
import { sendPage } from './paging';

export { NOTIFICATION_NOT_FOUND };

export default async function maintenanceRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.requireRole('admin', 'readonly', 'owner', 'renter');
  const admin = [signedIn, adminOnly()];
  const vehicleAdmin = [signedIn, adminOnly(AUTHZ.deleteVehicle)];

  app.post(
    '/get_all_notifications',
    {
      preValidation: admin,
      schema: {
        body: notificationPageRequestSchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request, reply): Promise<Notification[]> => {
      const { hoaid, ...paging } = request.body;
      const community = await resolveCommunity(app.db, caller(request.auth), hoaid);
      return sendPage(reply, await pageNotifications(app.db, community.hoaid, paging));
    },
  );

  app.post(
    '/delete_notification',
    {
      preValidation: admin,
      schema: { body: deleteNotificationRequestSchema, response: { 200: messageSchema } },
    },
    async (request): Promise<MessageResponse> => {
      const { notificationid } = request.body;
      await removeFeedback(app.db, actorOf(caller(request.auth)), notificationid);
      return { message: SUCCESS.notificationDelete };
    },
  );

  app.post(
    '/adjust_dates',
    {
      preValidation: vehicleAdmin,
      schema: { body: adjustDatesRequestSchema, response: { 200: countResponseSchema } },
    },
    async (request): Promise<AdjustDatesResponse> => {
      const { numdays } = request.body;
      const community = await resolveCommunity(app.db, caller(request.auth), undefined);
      return adjustDates(app.db, actorOf(caller(request.auth)), community, numdays);
    },
  );

  app.post(
    '/soft_delete_vehicles',
    {
      preValidation: vehicleAdmin,
      schema: { body: softDeleteRequestSchema, response: { 200: countResponseSchema } },
    },
    async (request): Promise<CountResponse> => {
      const input = request.body;
      const community = await resolveCommunity(app.db, caller(request.auth), undefined);
      return softDeleteVehicles(app.db, actorOf(caller(request.auth)), community, input);
    },
  );

  app.post(
    '/hard_delete_vehicles',
    { preValidation: vehicleAdmin, schema: { response: { 200: countResponseSchema } } },
    async (request): Promise<CountResponse> => {
      const community = await resolveCommunity(app.db, caller(request.auth), undefined);
      return hardDeleteVehicles(app.db, actorOf(caller(request.auth)), community);
    },
  );
}
