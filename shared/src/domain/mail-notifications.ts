// E-mail notification kinds and the preference calls' shapes.
export const NOTIFICATION_KINDS = [
  'onsite',
  'receipt',
  'reminder',
  'violation',
  'summary',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The label of each kind's switch on the profile. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  onsite: 'Vehicle onsite',
  receipt: 'Payment receipt',
  reminder: 'Checkout reminder (the day before checkout)',
  violation: 'Violation notice for my unit',
  summary: 'Weekly summary (onsite, violations, payments)',
};

export type NotificationPreferences = Partial<Record<NotificationKind, boolean>>;

export type { NotificationPreferencesResponse } from './schemas/notification-preferences';

/** A notification job that failed after its last retry (admin Maintenance). */
export type { FailedJob } from './schemas/maintenance';
