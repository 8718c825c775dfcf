// Maintenance writes of the admin (spec §7 adjust_dates, soft_delete_vehicles,
// hard_delete_vehicles) and the notification list. Every statement is scoped to one community.
import { and, desc, eq, gte, lt, ne, not, sql, type SQL } from 'drizzle-orm';
import { NO_DATE, type Dstr, type Notification } from '@parking/shared/domain';
import type { Executor } from '../client';
import { notifications, payments, vehicleChanges, vehicles } from '../schema';
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

/**
 * adjust_dates keeps demo data current: only vehicles onsite today move, by
 * `days`, each with a change-history entry, so a checked-out car never comes back onsite.
 */
export async function shiftOnsiteVehicleDates(
  db: Executor,
  hoaid: string,
  days: number,
  today: Dstr,
): Promise<ShiftedVehicle[]> {
  const rows = await db
    .update(vehicles)
    .set({
      startdate: sql`(${vehicles.startdate} + ${days}::integer)`,
      enddate: sql`(${vehicles.enddate} + ${days}::integer)`,
      number_of_changes: sql`${vehicles.number_of_changes} + 1`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(vehicles.hoaid, hoaid),
        gte(vehicles.enddate, today),
        ne(vehicles.status_flag, SOFT_DELETED),
      ),
    )
    .returning({
      id: vehicles.id,
      unitnumber: vehicles.unitnumber,
      plate: vehicles.plate,
      startdate: vehicles.startdate,
      enddate: vehicles.enddate,
    });
  if (rows.length > 0) {
    await db.insert(vehicleChanges).values(
      rows.map((row) => ({
        vehicle_id: row.id,
        hoaid,
        startdate: row.startdate,
        enddate: row.enddate,
        change_date: today,
      })),
    );
  }
  return rows;
}

/**
 * The vehicles soft delete may mark: checked out before `before`, never one that
 * is onsite today or has paid nights still to come. Vehicles without a checkout (the
 * 1970-01-01 sentinel: owner cars offsite) are not checked out, so they stay.
 */
function softDeletable(hoaid: string, before: Dstr, today: Dstr): SQL {
  const paidAhead = paidNightsAfter(today);
  return and(
    eq(vehicles.hoaid, hoaid),
    lt(vehicles.enddate, before),
    lt(vehicles.enddate, today),
    ne(vehicles.enddate, NO_DATE),
    ne(vehicles.status_flag, SOFT_DELETED),
    not(paidAhead),
  ) as SQL;
}

function paidNightsAfter(today: Dstr): SQL {
  return sql`exists (select 1 from ${payments} where ${payments.vehicle_id} = ${vehicles.id} and ${payments.status} = 'succeeded' and ${payments.enddate} > ${today})`;
}

export async function countSoftDeletable(
  db: Executor,
  hoaid: string,
  before: Dstr,
  today: Dstr,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(softDeletable(hoaid, before, today));
  return Number(row?.n ?? 0);
}

/** A vehicle a bulk change touched, as its audit entry names it. */
export interface TouchedVehicle {
  id: string;
  unitnumber: string;
  plate: string;
  status_flag: number;
}
const touched = {
  id: vehicles.id,
  unitnumber: vehicles.unitnumber,
  plate: vehicles.plate,
  status_flag: vehicles.status_flag,
};

/** A vehicle adjust_dates moved: its new dates (the old ones are `days` earlier). */
export interface ShiftedVehicle {
  id: string;
  unitnumber: string;
  plate: string;
  startdate: Dstr;
  enddate: Dstr;
}

/** Marks the soft-deletable vehicles with 9 (spec §4 Admin soft delete); the marked ones. */
export async function softDeleteCheckedOut(
  db: Executor,
  hoaid: string,
  before: Dstr,
  today: Dstr,
): Promise<TouchedVehicle[]> {
  return db
    .update(vehicles)
    .set({ status_flag: SOFT_DELETED, updated_at: sql`now()` })
    .where(softDeletable(hoaid, before, today))
    .returning(touched);
}

/**
 * Removes soft-deleted vehicles; their change history goes with them (cascade). Payments stay:
 * the ledger row keeps plate, unit, dates and amount on its own (vehicle_id is set null).
 */
export async function hardDeleteSoftDeleted(
  db: Executor,
  hoaid: string,
): Promise<TouchedVehicle[]> {
  return db
    .delete(vehicles)
    .where(and(eq(vehicles.hoaid, hoaid), eq(vehicles.status_flag, SOFT_DELETED)))
    .returning(touched);
}
