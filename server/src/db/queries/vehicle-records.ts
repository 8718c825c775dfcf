// Vehicle rows and their change history (spec §3 Vehicle, §4 date changes) in the wire shape.
import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { ChangeHistoryEntry, Dstr, SavedVehicle, Vehicle } from '@parking/shared/domain';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';
import { vehicleChanges, vehicles } from '../schema';
import { isUuid } from '../../util/ids';
import { builtOncePerShape, columnsSet, placeholderRow, rowValues } from '../built-once';
import { writeTogether, type PendingWrite } from './together';

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
export type VehicleUpdate = Partial<Omit<NewVehicleRow, 'id' | 'hoaid' | 'created_at'>>;

/** spec §3: 9 marks a soft-deleted vehicle, hidden from every list. */
export const SOFT_DELETED = 9;
/** spec §3/§4: 2 marks a vehicle saved over a warning limit. */
export const WARNING = 2;

const notDeleted = ne(vehicles.status_flag, SOFT_DELETED);

export function toVehicle(row: VehicleRow, change_history: ChangeHistoryEntry[]): SavedVehicle {
  const { id, created_at: _c, updated_at: _u, active_flag, terms, ...fields } = row;
  return {
    ...fields,
    _id: id,
    vehicleid: id,
    active_flag: active_flag === 1 ? 1 : 0,
    terms: terms === 1 ? 1 : 0,
    change_history,
  };
}

/** A vehicle of the community that is not soft-deleted. */
export async function findVehicle(
  db: Executor,
  hoaid: string,
  id: string,
): Promise<VehicleRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.hoaid, hoaid), notDeleted))
    .limit(1);
  return row;
}

/** Change history per vehicle, oldest first. */
export async function listChangeHistory(
  db: Executor,
  vehicleIds: string[],
): Promise<Map<string, ChangeHistoryEntry[]>> {
  const byVehicle = new Map<string, ChangeHistoryEntry[]>();
  if (vehicleIds.length === 0) return byVehicle;
  const rows = await db
    .select()
    .from(vehicleChanges)
    .where(inArray(vehicleChanges.vehicle_id, vehicleIds))
    .orderBy(asc(vehicleChanges.created_at), asc(vehicleChanges.change_date));
  for (const row of rows) {
    const entry = { startdate: row.startdate, enddate: row.enddate, change_date: row.change_date };
    byVehicle.set(row.vehicle_id, [...(byVehicle.get(row.vehicle_id) ?? []), entry]);
  }
  return byVehicle;
}

export async function withHistory(db: Executor, rows: VehicleRow[]): Promise<Vehicle[]> {
  const history = await listChangeHistory(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toVehicle(row, history.get(row.id) ?? []));
}

export type UnitVehicleScope = 'all' | 'owner' | 'renter';

/**
 * The unit's vehicles (spec §2 My Vehicles): renter vehicles only while onsite (checkout today
 * or later); soft-deleted ones never.
 */
export async function listUnitVehicles(
  db: Executor,
  ownerid: string,
  scope: UnitVehicleScope,
  today: Dstr,
): Promise<VehicleRow[]> {
  const renter = eq(vehicles.carownertype, 'renter');
  const renterOnsite = and(renter, gte(vehicles.enddate, today));
  const byScope = {
    all: sql`(${vehicles.carownertype} <> 'renter' or ${renterOnsite})`,
    owner: ne(vehicles.carownertype, 'renter'),
    renter: renterOnsite,
  }[scope];
  return db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.ownerid, ownerid), notDeleted, byScope))
    .orderBy(asc(vehicles.plate), asc(vehicles.created_at));
}

/** spec §4 Onsite list: checkout today or later, not soft-deleted. */
export async function listOnsiteVehicles(
  db: Executor,
  hoaid: string,
  today: Dstr,
): Promise<VehicleRow[]> {
  return db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.hoaid, hoaid), gte(vehicles.enddate, today), notDeleted))
    .orderBy(asc(vehicles.unitnumber), asc(vehicles.plate));
}

// Built once per set of columns (docs/adr/0042): a column left out takes its default.
const vehicleInsert = builtOncePerShape((db, columns) =>
  db
    .insert(vehicles)
    .values(placeholderRow(columns) as PgInsertValue<typeof vehicles>)
    .returning(),
);

export async function insertVehicleRow(db: Executor, values: NewVehicleRow): Promise<VehicleRow> {
  const [row] = await vehicleInsert(db, columnsSet(values), values);
  if (!row) throw new Error('insert into vehicles returned no row');
  return row;
}

export async function updateVehicleRow(
  db: Executor,
  id: string,
  set: VehicleUpdate,
): Promise<VehicleRow> {
  const [row] = await db
    .update(vehicles)
    .set({ ...set, version: sql`${vehicles.version} + 1`, updated_at: sql`now()` })
    .where(eq(vehicles.id, id))
    .returning();
  if (!row) throw new Error(`vehicle ${id} vanished during an update`);
  return row;
}

export async function appendChange(
  db: Executor,
  change: ChangeHistoryEntry & { vehicle_id: string; hoaid: string },
): Promise<void> {
  await writeTogether(db, [changeWrite(change)]);
}

/** The change history entry's INSERT, to send with the save's other writes (writeTogether). */
export function changeWrite(
  change: ChangeHistoryEntry & { vehicle_id: string; hoaid: string },
): PendingWrite {
  const columns = columnsSet(change);
  return {
    shape: `change(${columns})`,
    values: rowValues(change),
    build: (db, placeholder) =>
      db
        .insert(vehicleChanges)
        .values(placeholderRow(columns, '', placeholder) as PgInsertValue<typeof vehicleChanges>),
  };
}
