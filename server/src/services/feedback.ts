// Feedback and comments (spec §2 Comments form): anyone may send one to a community.
import type { CheckedInsertNotificationRequest, Notification } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import { deleteNotificationRow } from '../db/queries/maintenance';
import { findNotification, insertNotification } from '../db/queries/notifications';
import { effectiveToday, timeIn } from '../util/dates';
import { notFound } from '../util/http-error';
import { fieldsOf, inTransaction, recordAudit, type Actor, type AuditInput } from './audit';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

const HHMMSS = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export type FeedbackInput = Omit<CheckedInsertNotificationRequest, 'hoaid'>;

export async function recordFeedback(
  db: Executor,
  community: CommunityRow,
  input: FeedbackInput,
  now: Date = new Date(),
  /** The sender (a guest when not signed in). */
  actor: Actor = { hoaid: community.hoaid, userid: null, username: '', role: 'guest' },
): Promise<Notification> {
  // The date and time are the community's; a client's own values are kept only when plausible.
  const notify_date = effectiveToday(community.timezone, input.notify_date, now);
  const notify_time = HHMMSS.test(input.notify_time)
    ? input.notify_time
    : timeIn(community.timezone, now);
  return inTransaction(db, async (tx) => {
    const row = { ...input, hoaid: community.hoaid, notify_date, notify_time };
    const saved = await insertNotification(tx, row);
    await recordAudit(tx, actor, feedbackEntry('create', saved));
    return saved;
  });
}

/** delete_notification (admins): the row goes, its audit entry keeps what it said. */
export async function removeFeedback(db: Executor, actor: Actor, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await findNotification(tx, actor.hoaid, id);
    if (!before || !(await deleteNotificationRow(tx, actor.hoaid, id))) {
      throw notFound(NOTIFICATION_NOT_FOUND);
    }
    await recordAudit(tx, actor, feedbackEntry('delete', before));
  });
}

const FEEDBACK_FIELDS = [
  'notify_type',
  'notify_plate',
  'notify_name',
  'notify_phone',
  'notify_description',
  'notify_date',
  'notify_time',
  'notify_unit',
] as const;

function feedbackEntry(action: 'create' | 'delete', row: Notification): AuditInput {
  const fields = fieldsOf(row, FEEDBACK_FIELDS);
  return {
    kind: 'feedback',
    action,
    entityid: row._id,
    unitnumber: row.notify_unit,
    plate: row.notify_plate,
    before: action === 'delete' ? fields : null,
    after: action === 'create' ? fields : null,
  };
}
