// The signed-in user's notification mail preferences, and the admin's failed jobs.
import type {
  FailedJob,
  NotificationPreferences,
  NotificationPreferencesResponse,
} from '../domain/mail-notifications';
import { postJson, type RequestOptions } from './client';

export function getNotificationPreferences(
  options: RequestOptions = {},
): Promise<NotificationPreferencesResponse> {
  return postJson('/api/users/get_notification_preferences', {}, { signal: options.signal });
}

/** Only the kinds given change; the answer is every kind of the user. */
export function setNotificationPreferences(
  changes: NotificationPreferences,
): Promise<NotificationPreferencesResponse> {
  return postJson('/api/users/set_notification_preferences', changes);
}

/** Admin: the community's notification jobs that failed after their last retry. */
export function getFailedJobs(options: RequestOptions = {}): Promise<FailedJob[]> {
  return postJson('/api/parking/get_failed_jobs', {}, { signal: options.signal });
}
