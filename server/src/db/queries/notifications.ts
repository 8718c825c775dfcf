// Feedback / notifications (spec §3).
import { and, eq } from 'drizzle-orm';
import type { Notification } from '@parking/shared/domain';
import { isUuid } from '../../util/ids';
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

/** One feedback row of the community, or undefined. */
export async function findNotification(
  db: Executor,
  hoaid: string,
  id: string,
): Promise<Notification | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.hoaid, hoaid)))
    .limit(1);
  return row && toNotification(row);
}
