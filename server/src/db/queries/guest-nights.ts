// Queries of the guest nights (docs/adr/0029). Callers hold the unit owner's row lock
// (lockOwnerRow) and, while a plate rule is on, the plate's lock (lockGuestPlate), so the rows
// read here do not change before the same transaction writes.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { nightsFrom, type Dstr } from '@parking/shared/domain';
import type { Executor } from '../client';
import { guestNights } from '../schema';
import type { PendingWrite } from './together';

/** How far back the rules read: a year and a window covers the longest rule an admin may set. */
export const GUEST_LOOKBACK_NIGHTS = 400;

export interface GuestNightRow {
  unitnumber: string;
  plate_key: string;
  night: Dstr;
}

/** The plate's rows across the community: a guest plate's rules do not stop at a unit. */
export async function lockGuestPlate(tx: Executor, hoaid: string, plateKey: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`guest:${hoaid}:${plateKey}`}))`);
}

/** The unit's guest nights and the plate's (in every unit) from `from` on. */
export async function readGuestNights(
  tx: Executor,
  subject: { hoaid: string; unitnumber: string; plate_key: string },
  from: Dstr,
): Promise<GuestNightRow[]> {
  const result = (await tx.execute(sql`
    SELECT g.unitnumber, g.plate_key, g.night::text AS night
      FROM guest_nights g
     WHERE g.hoaid = ${subject.hoaid} AND g.night >= ${from}::date
       AND (g.unitnumber = ${subject.unitnumber} OR g.plate_key = ${subject.plate_key})`)) as unknown as {
    rows: GuestNightRow[];
  };
  return result.rows;
}

/** Every unit's guest nights of the community from `from` on (dashboards, plate lookup). */
export async function readCommunityGuestNights(
  tx: Executor,
  hoaid: string,
  from: Dstr,
  filter: { unitnumber?: string; plate_key?: string } = {},
): Promise<GuestNightRow[]> {
  const conditions = [eq(guestNights.hoaid, hoaid), gte(guestNights.night, from)];
  if (filter.unitnumber !== undefined)
    conditions.push(eq(guestNights.unitnumber, filter.unitnumber));
  if (filter.plate_key !== undefined) conditions.push(eq(guestNights.plate_key, filter.plate_key));
  return tx
    .select({
      unitnumber: guestNights.unitnumber,
      plate_key: guestNights.plate_key,
      night: guestNights.night,
    })
    .from(guestNights)
    .where(and(...conditions));
}

/** A plate's guest nights in its unit, and the vehicle that holds them. */
export interface GuestNightsKey {
  hoaid: string;
  unitnumber: string;
  plate_key: string;
  vehicle_id: string;
}

/**
 * The vehicle's nights from today on become `checkout`'s (none when it is not a guest, offsite or
 * deleted), built and not sent: `clear` drops them, `fill` (null: none) adds the stay's. Nights
 * before today are never touched: what was stayed stays counted. A delete and an insert of one
 * table: `fill` must be its own statement, after `clear`; `clear` alone may go with other
 * tables' writes (writeTogether).
 */
export function guestNightsWrites(
  tx: Executor,
  row: GuestNightsKey,
  today: Dstr,
  checkout: Dstr | null,
) {
  const clear: PendingWrite = {
    shape: 'guestNightsClear',
    values: { ...row, today },
    build: (db, value) =>
      db
        .delete(guestNights)
        .where(
          and(
            eq(guestNights.hoaid, value('hoaid')),
            gte(guestNights.night, value('today')),
            sql`(${guestNights.vehicle_id} = ${value('vehicle_id')}::uuid OR (${guestNights.unitnumber} = ${value('unitnumber')} AND ${guestNights.plate_key} = ${value('plate_key')}))`,
          ),
        ),
  };
  const nights = checkout ? nightsFrom(today, checkout) : [];
  const fill =
    nights.length === 0
      ? null
      : tx
          .insert(guestNights)
          .values(nights.map((night) => ({ ...row, night })))
          .onConflictDoNothing();
  return { clear, fill };
}

/** A corrected plate: the vehicle's recorded nights follow it to the new key. */
export async function moveGuestNights(
  tx: Executor,
  vehicleId: string,
  plateKey: string,
): Promise<void> {
  await tx.execute(sql`
    UPDATE guest_nights g SET plate_key = ${plateKey}
     WHERE g.vehicle_id = ${vehicleId}::uuid AND g.plate_key <> ${plateKey}
       AND NOT EXISTS (SELECT 1 FROM guest_nights o
                        WHERE o.hoaid = g.hoaid AND o.unitnumber = g.unitnumber
                          AND o.plate_key = ${plateKey} AND o.night = g.night)`);
  await tx.execute(sql`
    DELETE FROM guest_nights WHERE vehicle_id = ${vehicleId}::uuid AND plate_key <> ${plateKey}`);
}

/** Vehicles deleted with their owner: their nights from today on are no longer stayed. */
export async function dropGuestNightsOf(
  tx: Executor,
  vehicleIds: readonly string[],
  today: Dstr,
): Promise<void> {
  if (vehicleIds.length === 0) return;
  await tx
    .delete(guestNights)
    .where(and(inArray(guestNights.vehicle_id, [...vehicleIds]), gte(guestNights.night, today)));
}

/** The unit's cars onsite after today (their plates' standing on the dashboard). */
export async function unitGuestCars(
  db: Executor,
  hoaid: string,
  unitnumber: string,
  today: Dstr,
): Promise<{ id: string; plate: string; carownertype: string; enddate: Dstr }[]> {
  const result = (await db.execute(sql`
    SELECT v.id::text AS id, v.plate, v.carownertype, v.enddate::text AS enddate
      FROM vehicles v
     WHERE v.hoaid = ${hoaid} AND v.unitnumber = ${unitnumber}
       AND v.status_flag <> 9 AND v.enddate > ${today}::date
     ORDER BY v.enddate, v.plate`)) as unknown as {
    rows: { id: string; plate: string; carownertype: string; enddate: Dstr }[];
  };
  return result.rows;
}

/** The owners' names of units (the admin's list of units nearest their guest quota). */
export async function unitOwnerNames(
  db: Executor,
  hoaid: string,
  unitnumbers: readonly string[],
): Promise<Map<string, string>> {
  if (unitnumbers.length === 0) return new Map();
  const result = (await db.execute(sql`
    SELECT u.unitnumber, trim(u.first_name || ' ' || u.last_name) AS name, u.name AS full_name
      FROM users u
     WHERE u.hoaid = ${hoaid} AND u.role = 'owner' AND u.closed_at IS NULL
       AND u.unitnumber IN (${sql.join(
         unitnumbers.map((unit) => sql`${unit}`),
         sql`, `,
       )})`)) as unknown as { rows: { unitnumber: string; name: string; full_name: string }[] };
  return new Map(result.rows.map((row) => [row.unitnumber, row.name || row.full_name]));
}
