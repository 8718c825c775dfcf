// The rows notification mails are written from, and each user's opt-outs.
import { and, asc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { toCount } from '../client';
import { communities, payments, users, vehicles, violations } from '../schema';
import { invalidate, userKey } from '../row-cache';
import { SOFT_DELETED } from './vehicle-records';
import { isUuid } from '../../util/ids';

export async function listCommunitiesForSchedule(db: Executor) {
  return db
    .select({
      hoaid: communities.hoaid,
      timezone: communities.timezone,
      reminder_time: communities.reminder_time,
    })
    .from(communities)
    .orderBy(asc(communities.hoaid));
}

/** Vehicles of the community that check out on `enddate` (not deleted). */
export async function vehiclesCheckingOut(db: Executor, hoaid: string, enddate: string) {
  return db
    .select({ id: vehicles.id, enddate: vehicles.enddate })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.hoaid, hoaid),
        eq(vehicles.enddate, enddate),
        ne(vehicles.status_flag, SOFT_DELETED),
      ),
    );
}

/** The owners whose unit has a (not deleted) vehicle with this normalised plate. */
export async function ownersOfPlate(db: Executor, hoaid: string, plate: string) {
  const rows = await db
    .selectDistinct({ ownerid: vehicles.ownerid, unitnumber: vehicles.unitnumber })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.hoaid, hoaid),
        ne(vehicles.status_flag, SOFT_DELETED),
        eq(sql`upper(regexp_replace(${vehicles.plate}, '[^A-Za-z0-9]', '', 'g'))`, plate),
      ),
    );
  return rows;
}

export async function activeAdmins(db: Executor, hoaid: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.hoaid, hoaid), eq(users.role, 'admin'), isNull(users.closed_at)))
    .orderBy(asc(users.email));
}

export async function findViolationById(db: Executor, hoaid: string, id: string) {
  const [row] = await db
    .select()
    .from(violations)
    .where(and(eq(violations.hoaid, hoaid), eq(violations.id, id)))
    .limit(1);
  return row;
}

export async function findVehicleById(db: Executor, hoaid: string, id: string) {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.hoaid, hoaid), eq(vehicles.id, id)))
    .limit(1);
  return row;
}

export type MailVehicle = Awaited<ReturnType<typeof findVehicleById>>;

/** Vehicles by id in one read (a drain's batch of onsite and reminder mails): id -> row. */
export async function findVehiclesByIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, NonNullable<MailVehicle>>> {
  // An id that is not a uuid names no car, and must not fail the read of the others.
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(vehicles).where(inArray(vehicles.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The weekly summary's numbers: onsite today, violations and payments of [from, to]. */
export async function summaryCounts(
  db: Executor,
  hoaid: string,
  today: string,
  from: string,
  to: string,
  timeZone: string,
) {
  const [onsite] = await db
    .select({ n: sql`count(*)` })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.hoaid, hoaid),
        ne(vehicles.status_flag, SOFT_DELETED),
        gte(vehicles.enddate, today),
      ),
    );
  const [reported] = await db
    .select({ n: sql`count(*)` })
    .from(violations)
    .where(
      and(
        eq(violations.hoaid, hoaid),
        gte(violations.violation_date, from),
        sql`${violations.violation_date} <= ${to}`,
      ),
    );
  const localDay = sql`(${payments.created_at} at time zone ${timeZone})::date`;
  const [paid] = await db
    .select({ n: sql`count(*)`, cents: sql`coalesce(sum(${payments.amount_cents}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.hoaid, hoaid),
        eq(payments.status, 'succeeded'),
        gte(localDay, from),
        sql`${localDay} <= ${to}`,
      ),
    );
  return {
    onsite: toCount(onsite?.n),
    violations: toCount(reported?.n),
    payments: toCount(paid?.n),
    paid_cents: toCount(paid?.cents),
  };
}

/** Turns one kind on or off; answers the kinds now off. */
export async function setMailOff(
  db: Executor,
  userid: string,
  changes: Partial<Record<string, boolean>>,
): Promise<string[] | undefined> {
  const [row] = await db.select({ off: users.mail_off }).from(users).where(eq(users.id, userid));
  if (!row) return undefined;
  const off = new Set(row.off);
  for (const [kind, enabled] of Object.entries(changes)) {
    if (enabled === undefined) continue;
    if (enabled) off.delete(kind);
    else off.add(kind);
  }
  const next = [...off].sort();
  await db
    .update(users)
    .set({ mail_off: next, updated_at: sql`now()` })
    .where(eq(users.id, userid));
  invalidate(userKey(userid));
  return next;
}
