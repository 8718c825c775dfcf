// The mail preference calls and the unsubscribe link's answers, once (docs/adr/0035, and
// docs/adr/0015 for the notification mails): get/set_notification_preferences and
// GET/POST /api/users/unsubscribe/:token asked for JSON.
import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from '../mail-notifications';

const preferenceFlags = <T extends z.ZodType>(flag: (kind: NotificationKind) => T) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, flag(kind)])) as Record<
    NotificationKind,
    T
  >;

/** set_notification_preferences: the kinds to switch, each true or false; the others stay. */
export const setNotificationPreferencesRequestSchema = z.strictObject(
  preferenceFlags((kind) => z.boolean({ error: `${kind} must be true or false` }).optional()),
);
export type NotificationPreferences = z.infer<typeof setNotificationPreferencesRequestSchema>;

/** Both calls answer with the kinds this user chooses and their current switches. */
export const notificationPreferencesResponseSchema = z.strictObject({
  /** The kinds this user chooses (owners four, admins the summary), in display order. */
  kinds: z.array(z.enum(NOTIFICATION_KINDS)),
  preferences: z.strictObject(preferenceFlags(() => z.boolean().optional())),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(500) });

/** The unsubscribe link asked for JSON: the question or the outcome, with the mail's kind. */
export const unsubscribeAnswerSchema = z.strictObject({
  message: z.string(),
  kind: z.string().optional(),
});
