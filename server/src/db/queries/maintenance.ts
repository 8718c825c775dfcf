// Maintenance writes of the admin (spec §7 adjust_dates, soft_delete_vehicles,
// hard_delete_vehicles) and the notification list. Every statement is scoped to one community.
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { NO_DATE, type Dstr, type Notification } from '@parking/shared/domain';
import type { Executor } from '../client';
import { notifications, vehicles } from '../schema';
import { isUuid } from '../../util/ids';
import { toNotification } from './notifications';
import { SOFT_DELETED } from './vehicle-records';

export async function listNotifications(db: Executor, hoaid: string): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.hoaid, hoaid))
    .orderBy(desc(notifications.created_at));
  return rows.map(toNotification);
}

export async function deleteNotificationRow(
  db: Executor,
  hoaid: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.hoaid, hoaid)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Shifts start dates, and checkouts other than the 1970-01-01 sentinel, by `days`. */
export async function shiftVehicleDates(db: Executor, hoaid: string, days: number) {
  const rows = await db
    .update(vehicles)
    .set({
      startdate: sql`(${vehicles.startdate} + ${days}::integer)`,
      enddate: sql`case when ${vehicles.enddate} = ${NO_DATE}::date then ${vehicles.enddate} else ${vehicles.enddate} + ${days}::integer end`,
      updated_at: sql`now()`,
    })
    .where(eq(vehicles.hoaid, hoaid))
    .returning({ id: vehicles.id });
  return rows.length;
}

/**
 * Marks vehicles that checked out before `before` as soft-deleted (9). Vehicles without a
 * checkout (the 1970-01-01 sentinel: owner cars offsite) are not checked out, so they stay.
 */
export async function softDeleteCheckedOut(db: Executor, hoaid: string, before: Dstr) {
  const rows = await db
    .update(vehicles)
    .set({ status_flag: SOFT_DELETED, updated_at: sql`now()` })
    .where(
      and(
        eq(vehicles.hoaid, hoaid),
        lt(vehicles.enddate, before),
        ne(vehicles.enddate, NO_DATE),
        ne(vehicles.status_flag, SOFT_DELETED),
      ),
    )
    .returning({ id: vehicles.id });
  return rows.length;
}

/** Removes soft-deleted vehicles; their change history goes with them (cascade). */
export async function hardDeleteSoftDeleted(db: Executor, hoaid: string) {
  const rows = await db
    .delete(vehicles)
    .where(and(eq(vehicles.hoaid, hoaid), eq(vehicles.status_flag, SOFT_DELETED)))
    .returning({ id: vehicles.id });
  return rows.length;
}
