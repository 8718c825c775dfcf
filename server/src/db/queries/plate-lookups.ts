// Plates by community (lookup and duplicate rules), violations per plate, the paid
// nights of a vehicle, and each user's recent lookups. Plates are stored normalised (migration
// 0005), so every match here is an exact one on the normalised plate.
import { and, count, desc, eq, gte, max, ne, or } from 'drizzle-orm';
import type { Dstr } from '@parking/shared/domain';
import type { Executor } from '../client';
import { payments, plateLookups, vehicles, violations } from '../schema';
import { SOFT_DELETED, type VehicleRow } from './vehicle-records';
import { builtOncePerShape, value } from '../built-once';

export type PlateLookupRow = typeof plateLookups.$inferSelect;

/** Vehicles of the community with this plate (not soft-deleted), latest checkout first. */
export async function findVehiclesByPlate(
  db: Executor,
  hoaid: string,
  plate: string,
  plateState?: string,
): Promise<VehicleRow[]> {
  const conditions = [
    eq(vehicles.hoaid, hoaid),
    eq(vehicles.plate, plate),
    ne(vehicles.status_flag, SOFT_DELETED),
  ];
  if (plateState) conditions.push(eq(vehicles.plate_state, plateState));
  return db
    .select()
    .from(vehicles)
    .where(and(...conditions))
    .orderBy(desc(vehicles.enddate), desc(vehicles.updated_at));
}

/** Vehicles with this plate onsite today for another unit of the community. */
export async function findPlateOnsiteElsewhere(
  db: Executor,
  hoaid: string,
  plate: string,
  unitnumber: string,
  today: Dstr,
  excludeVehicleId?: string,
): Promise<VehicleRow | undefined> {
  const conditions = [
    eq(vehicles.hoaid, hoaid),
    eq(vehicles.plate, plate),
    ne(vehicles.unitnumber, unitnumber),
    ne(vehicles.status_flag, SOFT_DELETED),
    gte(vehicles.enddate, today),
  ];
  if (excludeVehicleId) conditions.push(ne(vehicles.id, excludeVehicleId));
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(...conditions))
    .limit(1);
  return row;
}

/** A vehicle a save's plate checks find (findPlateForSave). */
export interface PlateHolder {
  ownerid: string;
  hoaid: string;
  unitnumber: string;
  enddate: Dstr;
}

// Every save reads it: built once per shape, with or without the saved vehicle left out
// (docs/adr/0042).
const plateForSave = builtOncePerShape((db, shape) => {
  const conditions = [
    eq(vehicles.plate, value('plate')),
    ne(vehicles.status_flag, SOFT_DELETED),
    or(
      eq(vehicles.ownerid, value('ownerid')),
      and(
        eq(vehicles.hoaid, value('hoaid')),
        ne(vehicles.unitnumber, value('unitnumber')),
        gte(vehicles.enddate, value('today')),
      ),
    ),
  ];
  if (shape === 'excluding') conditions.push(ne(vehicles.id, value('exclude')));
  return db
    .select({
      ownerid: vehicles.ownerid,
      hoaid: vehicles.hoaid,
      unitnumber: vehicles.unitnumber,
      enddate: vehicles.enddate,
    })
    .from(vehicles)
    .where(and(...conditions));
});

/**
 * What a save's plate rules read, in one statement (docs/adr/0040): the unit owner's other
 * vehicles with this plate (a duplicate) and those onsite today for another unit of the community
 * (a warning); none soft-deleted, the saved vehicle itself left out.
 */
export async function findPlateForSave(
  db: Executor,
  args: {
    ownerid: string;
    hoaid: string;
    unitnumber: string;
    plate: string;
    today: Dstr;
    excludeVehicleId?: string;
  },
): Promise<PlateHolder[]> {
  const { excludeVehicleId, ...values } = args;
  return excludeVehicleId
    ? plateForSave(db, 'excluding', { ...values, exclude: excludeVehicleId })
    : plateForSave(db, 'all', values);
}

export async function countViolationsOfPlate(
  db: Executor,
  hoaid: string,
  plate: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(violations)
    .where(and(eq(violations.hoaid, hoaid), eq(violations.violation_plate, plate)));
  return Number(row?.n ?? 0);
}

/** The last checkout a succeeded card payment of the vehicle covers, if any. */
export async function paidThroughOf(db: Executor, vehicleId: string): Promise<Dstr | undefined> {
  const [row] = await db
    .select({ through: max(payments.enddate) })
    .from(payments)
    .where(and(eq(payments.vehicle_id, vehicleId), eq(payments.status, 'succeeded')));
  return row?.through ?? undefined;
}

export async function insertPlateLookup(
  db: Executor,
  values: typeof plateLookups.$inferInsert,
): Promise<PlateLookupRow> {
  const [row] = await db.insert(plateLookups).values(values).returning();
  if (!row) throw new Error('insert into plate_lookups returned no row');
  return row;
}

/** The user's lookups in the community, newest first. */
export async function listRecentPlateLookups(
  db: Executor,
  hoaid: string,
  userId: string,
  limit: number,
): Promise<PlateLookupRow[]> {
  return db
    .select()
    .from(plateLookups)
    .where(and(eq(plateLookups.hoaid, hoaid), eq(plateLookups.user_id, userId)))
    .orderBy(desc(plateLookups.created_at), desc(plateLookups.id))
    .limit(limit);
}
