// The profile's mail switches, once (docs/adr/0035): get_notification_preferences and
// set_notification_preferences send and answer these.
import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from '../mail-notifications';

const switches = <T extends z.ZodType>(flag: (kind: NotificationKind) => T) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, flag(kind)])) as Record<
    NotificationKind,
    T
  >;

/** set_notification_preferences: only the kinds it names change. */
export const setNotificationPreferencesRequestSchema = z.strictObject(
  switches((kind) => z.boolean({ error: `${kind} must be true or false` }).optional()),
);

export const notificationPreferencesResponseSchema = z.strictObject({
  /** The kinds this user chooses (owners four, admins the summary), in display order. */
  kinds: z.array(z.enum(NOTIFICATION_KINDS)),
  preferences: z.strictObject(switches(() => z.boolean().optional())),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;
