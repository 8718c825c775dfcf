// Queries of the night ledger (docs/adr/0020). Callers hold the unit owner's row lock
// (lockOwnerRow), so the rows of a unit read here do not change before the same transaction
// writes; the primary key refuses a night of a plate covered twice whatever happens.
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { DUMPSTER_PLATE, type Dstr, type NightClass } from '@parking/shared/domain';
import type { Executor } from '../client';
import { stayNights } from '../schema';
import { HOLD_MINUTES } from '../../payments/ledger';
import { sqlBuiltOnce, value } from '../built-once';

/** The ledger key of a plate: placeholder plates (DUMPSTER, none) are keyed by their vehicle. */
export function plateKeyOf(plate: string, vehicleId: string | null | undefined): string {
  if (plate && plate !== DUMPSTER_PLATE) return plate;
  return `#${vehicleId ?? 'new'}`;
}

export interface UnitNight {
  plate_key: string;
  night: Dstr;
  payment_id: string;
  /** The payment's status: pending while its card is charged, else succeeded. */
  status: string;
  /** What the night cost, and the type it was paid for (a type change re-prices it). */
  price_cents: number;
  vehicle_type: string;
}

export interface UnitCar {
  id: string;
  plate: string;
  carownertype: string;
  enddate: Dstr;
}

/** What the night ledger reads of a unit, under the unit owner's lock. */
export interface UnitLedger {
  /** The unit's paid nights from `from` on. */
  nights: UnitNight[];
  /** The unit's cars onsite after `from` (their nights from `from` on). */
  cars: UnitCar[];
}

type LedgerRow = ({ kind: 'night' } & UnitNight) | ({ kind: 'car' } & UnitCar);

// Read by every onsite save under the unit's lock: built once (docs/adr/0042).
const unitLedgerRows = sqlBuiltOnce<LedgerRow>(() => {
  const expired = sql`p.status = 'pending'
       AND p.created_at < now() - make_interval(mins => ${HOLD_MINUTES})`;
  const hoaid = value('hoaid');
  const unitnumber = value('unitnumber');
  const from = value('from');
  return sql`
    WITH expired AS (
      DELETE FROM stay_nights n USING payments p
       WHERE n.payment_id = p.id AND n.hoaid = ${hoaid} AND n.unitnumber = ${unitnumber}
         AND ${expired})
    SELECT 'night' AS kind, n.plate_key, n.night::text AS night, n.payment_id::text AS payment_id,
           p.status, n.price_cents, COALESCE(n.vehicle_type, p.vehicle_type) AS vehicle_type,
           NULL::text AS id, NULL::text AS plate, NULL::text AS carownertype,
           NULL::text AS enddate
      FROM stay_nights n JOIN payments p ON p.id = n.payment_id
     WHERE n.hoaid = ${hoaid} AND n.unitnumber = ${unitnumber}
       AND n.night >= ${from}::date AND (${expired}) IS NOT TRUE
    UNION ALL
    SELECT 'car', NULL, NULL, NULL, NULL, NULL, NULL,
           v.id::text, v.plate, v.carownertype, v.enddate::text
      FROM vehicles v
     WHERE v.hoaid = ${hoaid} AND v.unitnumber = ${unitnumber}
       AND v.status_flag <> 9 AND v.enddate > ${from}::date`;
});

/**
 * The unit's paid nights and its onsite cars, in one statement (docs/adr/0040). A pending
 * payment's rows older than the hold's lifetime belong to a request that died between reserve and
 * confirm: the statement drops them (its data-modifying WITH), so they cannot block the plate's
 * nights for ever, and leaves them out of what it answers (its read sees the statement's snapshot,
 * taken before the drop; `now()` is the same in both).
 */
export async function readUnitLedger(
  tx: Executor,
  unit: { hoaid: string; unitnumber: string },
  from: Dstr,
): Promise<UnitLedger> {
  const rows = await unitLedgerRows(tx, { ...unit, from });
  const ledger: UnitLedger = { nights: [], cars: [] };
  for (const row of rows) {
    if (row.kind === 'night') {
      const { plate_key, night, payment_id, status, price_cents, vehicle_type } = row;
      ledger.nights.push({ plate_key, night, payment_id, status, price_cents, vehicle_type });
    } else {
      const { id, plate, carownertype, enddate } = row;
      ledger.cars.push({ id, plate, carownertype, enddate });
    }
  }
  return ledger;
}

export interface NightRows {
  hoaid: string;
  unitnumber: string;
  plate_key: string;
  night_class: NightClass;
  vehicle_id: string | null;
}

/** The paid rows of the nights; a night of the plate that is paid already fails (23505). */
export async function insertNights(
  tx: Executor,
  rows: NightRows,
  nights: readonly Dstr[],
  payment: { payment_id: string; price_cents: number },
): Promise<void> {
  if (nights.length === 0) return;
  await tx.insert(stayNights).values(nights.map((night) => ({ ...rows, night, ...payment })));
}

type PlateOfUnit = { hoaid: string; unitnumber: string; plate_key: string };

/** Sets columns of some nights of a plate in its unit. */
async function updatePlateNights(
  tx: Executor,
  plate: PlateOfUnit,
  nights: readonly Dstr[],
  set: Partial<typeof stayNights.$inferInsert>,
): Promise<void> {
  if (nights.length === 0) return;
  await tx
    .update(stayNights)
    .set(set)
    .where(
      and(
        eq(stayNights.hoaid, plate.hoaid),
        eq(stayNights.unitnumber, plate.unitnumber),
        eq(stayNights.plate_key, plate.plate_key),
        inArray(stayNights.night, [...nights]),
      ),
    );
}

/** The vehicle that uses the plate's covered nights now (a re-added car takes its credit). */
export function attachNights(
  tx: Executor,
  plate: PlateOfUnit,
  nights: readonly Dstr[],
  vehicleId: string,
): Promise<void> {
  return updatePlateNights(tx, plate, nights, { vehicle_id: vehicleId });
}

/** A vehicle's plate was corrected: its nights from `from` on follow it to the new key. */
export async function movePlateNights(
  tx: Executor,
  vehicleId: string,
  from: Dstr,
  plateKey: string,
): Promise<void> {
  await tx
    .update(stayNights)
    .set({ plate_key: plateKey })
    .where(and(eq(stayNights.vehicle_id, vehicleId), gte(stayNights.night, from)));
}

/**
 * A type change's top-up was paid (docs/adr/0020): the nights keep their first payment and now
 * cost, and are paid for, the new type.
 */
export function repriceNights(
  tx: Executor,
  plate: PlateOfUnit,
  nights: readonly Dstr[],
  price: { price_cents: number; vehicle_type: string },
): Promise<void> {
  return updatePlateNights(tx, plate, nights, price);
}

/** A payment refunded whole: the nights it covered are no longer paid. */
export async function releasePaymentNights(
  tx: Executor,
  paymentId: string,
  nights?: readonly Dstr[],
): Promise<void> {
  const conditions = [eq(stayNights.payment_id, paymentId)];
  if (nights) {
    if (nights.length === 0) return;
    conditions.push(inArray(stayNights.night, [...nights]));
  }
  await tx.delete(stayNights).where(and(...conditions));
}

/** The nights a payment still covers, with whether the plate is onsite on each (for refunds). */
export async function paymentNights(tx: Executor, paymentId: string) {
  const result = (await tx.execute(sql`
    SELECT n.night::text AS night, n.price_cents,
           EXISTS (SELECT 1 FROM vehicles v
                    WHERE v.hoaid = n.hoaid AND v.unitnumber = n.unitnumber
                      AND v.status_flag <> 9 AND v.enddate > n.night
                      AND (v.plate = n.plate_key OR '#' || v.id::text = n.plate_key)) AS used
      FROM stay_nights n
     WHERE n.payment_id = ${paymentId}::uuid
     ORDER BY n.night`)) as unknown as {
    rows: { night: Dstr; price_cents: number; used: boolean }[];
  };
  return result.rows;
}

/** What an invitation's guests paid for nights from `from` on, per payment (left to refund). */
export interface RefundableNights {
  invitation_id: string;
  payment_id: string;
  cents: number;
}

/**
 * The paid nights from `from` on of the invitations' vehicles, per payment, at most what is left
 * of each payment: what ending their stay today leaves unused (docs/adr/0020).
 */
export async function refundableByInvitation(
  db: Executor,
  invitationIds: readonly string[],
  from: Dstr,
): Promise<RefundableNights[]> {
  if (invitationIds.length === 0) return [];
  const ids = sql.join(
    invitationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    SELECT iv.invitation_id::text AS invitation_id, n.payment_id::text AS payment_id,
           LEAST(SUM(n.price_cents), MAX(p.amount_cents - p.refunded_cents))::int AS cents
      FROM invitation_vehicles iv
      JOIN stay_nights n ON n.vehicle_id = iv.vehicle_id AND n.night >= ${from}::date
      JOIN payments p ON p.id = n.payment_id AND p.status = 'succeeded'
     WHERE iv.invitation_id IN (${ids})
     GROUP BY iv.invitation_id, n.payment_id
    HAVING LEAST(SUM(n.price_cents), MAX(p.amount_cents - p.refunded_cents)) > 0`)) as unknown as {
    rows: RefundableNights[];
  };
  return result.rows;
}

/**
 * adjust_dates moved these plates' cars by `days` (demo communities, docs/adr/0020): their paid
 * and guest nights, and the nights their payments say they cover, move with them, every night of
 * the plate by the same days, so no two nights of a plate meet. Rows move by delete and insert in one statement each, which the primary keys
 * allow where an UPDATE of consecutive nights would collide midway.
 */
export async function shiftPlateNights(
  tx: Executor,
  hoaid: string,
  plates: readonly { unitnumber: string; plate_key: string }[],
  days: number,
): Promise<void> {
  if (plates.length === 0 || days === 0) return;
  const keys = sql.join(
    plates.map((plate) => sql`(${plate.unitnumber}, ${plate.plate_key})`),
    sql`, `,
  );
  const shifted = (column: SQL) =>
    sql`ARRAY(SELECT to_char(d::date + ${days}::integer, 'YYYY-MM-DD') FROM unnest(${column}) d)`;
  // The payments of those nights say the nights they cover: they move too (paid_at stays).
  await tx.execute(sql`
    WITH moved AS (
      DELETE FROM stay_nights
       WHERE hoaid = ${hoaid} AND (unitnumber, plate_key) IN (${keys})
      RETURNING *),
    inserted AS (
      INSERT INTO stay_nights (hoaid, unitnumber, plate_key, night, night_class, vehicle_id,
                               payment_id, price_cents, vehicle_type, created_at)
      SELECT hoaid, unitnumber, plate_key, night + ${days}::integer, night_class, vehicle_id,
             payment_id, price_cents, vehicle_type, created_at
        FROM moved)
    UPDATE payments
       SET startdate = startdate + ${days}::integer,
           enddate = enddate + ${days}::integer,
           covered_nights = ${shifted(sql`covered_nights`)},
           repriced_nights = ${shifted(sql`repriced_nights`)}
     WHERE id IN (SELECT payment_id FROM moved)`);
  await tx.execute(sql`
    WITH moved AS (
      DELETE FROM guest_nights
       WHERE hoaid = ${hoaid} AND (unitnumber, plate_key) IN (${keys})
      RETURNING *)
    INSERT INTO guest_nights (hoaid, unitnumber, plate_key, night, vehicle_id, created_at)
    SELECT hoaid, unitnumber, plate_key, night + ${days}::integer, vehicle_id, created_at
      FROM moved`);
}
