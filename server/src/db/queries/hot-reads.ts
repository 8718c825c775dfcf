// Issue 12 per-request cost: the hot reads as drizzle prepared statements, built once per
// database handle (never for a transaction): the owner's vehicles with their history, and the
// active counts folded into one statement (unit counts, held spots and the lot counter row).
import { and, asc, eq, gte, ne, or, sql } from 'drizzle-orm';
import type { ChangeHistoryEntry, Dstr } from '@parking/shared/domain';
import type { Database, Executor } from '../client';
import { users, vehicleChanges, vehicles } from '../schema';
import { rowCacheOf } from '../row-cache';
import { HOLD_MINUTES } from '../../payments/ledger';
import { SOFT_DELETED, type UnitVehicleScope, type VehicleRow } from './vehicle-records';

const ownerid = sql.placeholder('ownerid');
const today = sql.placeholder('today');

function build(db: Database) {
  const onsiteOfUnit = (renter: boolean) => sql<number>`(
    select count(*)::int from ${vehicles} v
     where v.ownerid = ${ownerid}::uuid and v.enddate >= ${today}::date and v.status_flag <> ${SOFT_DELETED}
       and ${renter ? sql`v.carownertype = 'renter'` : sql`v.carownertype <> 'renter'`})`;
  const heldForUnit = (renter: boolean) => sql<number>`(
    select count(*)::int from payments p
     where p.ownerid = ${ownerid}::uuid and p.status = 'pending' and p.holds_spot
       and p.created_at > now() - make_interval(mins => ${HOLD_MINUTES})
       and ${renter ? sql`p.carowner = 'renter'` : sql`p.carowner <> 'renter'`})`;
  const unitVehicles = (scope: UnitVehicleScope) => {
    const renterOnsite = and(eq(vehicles.carownertype, 'renter'), gte(vehicles.enddate, today));
    const byScope = {
      all: or(ne(vehicles.carownertype, 'renter'), renterOnsite),
      owner: ne(vehicles.carownertype, 'renter'),
      renter: renterOnsite,
    }[scope];
    return db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.ownerid, ownerid), ne(vehicles.status_flag, SOFT_DELETED), byScope))
      .orderBy(asc(vehicles.plate), asc(vehicles.created_at))
      .prepare(`hot_unit_vehicles_${scope}`);
  };
  return {
    counts: db
      .select({
        ownercount: onsiteOfUnit(false),
        rentercount: onsiteOfUnit(true),
        heldOwner: heldForUnit(false),
        heldRenter: heldForUnit(true),
        // Qualified by hand: drizzle writes a single table's columns without their table.
        lot: sql<number | null>`(select case when c.day = ${today}::date then c.used end
                                   from lot_counters c where c.hoaid = "users"."hoaid")`,
      })
      .from(users)
      .where(eq(users.id, ownerid))
      .prepare('hot_active_counts'),
    unitVehicles: {
      all: unitVehicles('all'),
      owner: unitVehicles('owner'),
      renter: unitVehicles('renter'),
    },
    history: db
      .select({
        vehicle_id: vehicleChanges.vehicle_id,
        startdate: vehicleChanges.startdate,
        enddate: vehicleChanges.enddate,
        change_date: vehicleChanges.change_date,
      })
      .from(vehicleChanges)
      .innerJoin(vehicles, eq(vehicles.id, vehicleChanges.vehicle_id))
      .where(eq(vehicles.ownerid, ownerid))
      .orderBy(asc(vehicleChanges.created_at), asc(vehicleChanges.change_date))
      .prepare('hot_unit_history'),
  };
}

type Prepared = ReturnType<typeof build>;
const byDatabase = new WeakMap<object, Prepared>();

/** The prepared statements of `db`, or undefined inside a transaction (use the plain queries). */
export function hotReads(db: Executor): Prepared | undefined {
  if (!rowCacheOf(db)) return undefined;
  let prepared = byDatabase.get(db);
  if (!prepared) {
    prepared = build(db as Database);
    byDatabase.set(db, prepared);
  }
  return prepared;
}

export interface FoldedCounts {
  ownercount: number;
  rentercount: number;
  /** The lot's count from its counter row, or null when that row is not for today. */
  lot: number | null;
}

export async function foldedActiveCounts(
  prepared: Prepared,
  owner: string,
  day: Dstr,
): Promise<FoldedCounts> {
  const [row] = await prepared.counts.execute({ ownerid: owner, today: day });
  return {
    ownercount: Number(row?.ownercount ?? 0) + Number(row?.heldOwner ?? 0),
    rentercount: Number(row?.rentercount ?? 0) + Number(row?.heldRenter ?? 0),
    lot: row?.lot === null || row?.lot === undefined ? null : Number(row.lot),
  };
}

/** The unit's vehicles (listUnitVehicles) and the change history of each, two statements. */
export async function unitVehiclesWithHistory(
  prepared: Prepared,
  owner: string,
  scope: UnitVehicleScope,
  day: Dstr,
): Promise<{ rows: VehicleRow[]; history: Map<string, ChangeHistoryEntry[]> }> {
  const [rows, changes] = await Promise.all([
    prepared.unitVehicles[scope].execute({ ownerid: owner, today: day }),
    prepared.history.execute({ ownerid: owner }),
  ]);
  const history = new Map<string, ChangeHistoryEntry[]>();
  for (const { vehicle_id, ...entry } of changes) {
    const list = history.get(vehicle_id);
    if (list) list.push(entry);
    else history.set(vehicle_id, [entry]);
  }
  return { rows, history };
}
