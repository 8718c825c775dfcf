// Feedback / notifications (spec §3).
import type { Notification } from '@parking/shared/domain';
import type { Executor } from '../client';
import { notifications } from '../schema';

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  const { id, created_at: _created, ...fields } = row;
  return { _id: id, ...fields };
}

export async function insertNotification(
  db: Executor,
  notification: Omit<Notification, '_id'>,
): Promise<Notification> {
  const [row] = await db.insert(notifications).values(notification).returning();
  if (!row) throw new Error('insert into notifications returned no row');
  return toNotification(row);
}
