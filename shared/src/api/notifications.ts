// spec §7 Parking: notifications (the feedback / comments form).
import type {
  DeleteNotificationRequest,
  HoaRequest,
  InsertNotificationRequest,
  MessageResponse,
} from '../domain/api-contract';
import type { Notification } from '../domain/types';
import type { Page } from '../domain/paging';
import type { NotificationPageRequest } from '../domain/schemas/maintenance';
import { postJson, postJsonPage, type PageCallOptions } from './client';

export function insertNotification(request: InsertNotificationRequest): Promise<Notification> {
  return postJson('/api/parking/insert_notification', request);
}

export function getAllNotifications(request: HoaRequest): Promise<Notification[]> {
  return postJson('/api/parking/get_all_notifications', request);
}

export function deleteNotification(request: DeleteNotificationRequest): Promise<MessageResponse> {
  return postJson('/api/parking/delete_notification', request);
}

/** One page of the feedback list (docs/adr/0010). */
export function getAllNotificationsPage(
  request: NotificationPageRequest,
  options?: PageCallOptions,
): Promise<Page<Notification>> {
  return postJsonPage('/api/parking/get_all_notifications', request, options);
}
