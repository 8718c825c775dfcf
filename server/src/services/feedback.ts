// Feedback and comments (spec §2 Comments form): anyone may send one to a community.
import type { InsertNotificationRequest, Notification } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import { insertNotification } from '../db/queries/notifications';
import { effectiveToday, timeIn } from '../util/dates';

const HHMMSS = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export type FeedbackInput = Omit<InsertNotificationRequest, 'hoaid'>;

export async function recordFeedback(
  db: Executor,
  community: CommunityRow,
  input: FeedbackInput,
  now: Date = new Date(),
): Promise<Notification> {
  // The date and time are the community's; a client's own values are kept only when plausible.
  const notify_date = effectiveToday(community.timezone, input.notify_date, now);
  const notify_time = HHMMSS.test(input.notify_time)
    ? input.notify_time
    : timeIn(community.timezone, now);
  return insertNotification(db, { ...input, hoaid: community.hoaid, notify_date, notify_time });
}
