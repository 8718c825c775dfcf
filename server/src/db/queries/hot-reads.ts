// Per-request cost: the hot reads as drizzle prepared statements, built once per
// database handle (never for a transaction): the owner's vehicles with their history in one
// statement, and the active counts in another (unit counts, held spots and the lot's count).
import { and, asc, eq, getTableColumns, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ChangeHistoryEntry, Dstr } from '@parking/shared/domain';
import type { Database, Executor } from '../client';
import { users, vehicles } from '../schema';
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
  // Qualified by hand: drizzle writes a single table's columns without their table.
  const historyJson = sql<ChangeHistoryEntry[] | null>`(
    select json_agg(json_build_object('startdate', c.startdate, 'enddate', c.enddate,
                                      'change_date', c.change_date)
                    order by c.created_at, c.change_date)
      from vehicle_changes c where c.vehicle_id = "vehicles"."id")`;
  const unitVehicles = (scope: UnitVehicleScope) => {
    const renterOnsite = and(eq(vehicles.carownertype, 'renter'), gte(vehicles.enddate, today));
    const byScope = {
      all: or(ne(vehicles.carownertype, 'renter'), renterOnsite),
      owner: ne(vehicles.carownertype, 'renter'),
      renter: renterOnsite,
    }[scope];
    // The change history rides along as one JSON column: one round trip per request.
    return db
      .select({ ...getTableColumns(vehicles), history: historyJson })
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
        // The counter row when it is for today, else the exact count (a day without writes
        // yet): one statement either way (COALESCE evaluates the count only when needed).
        lot: sql<number | null>`coalesce(
               (select case when c.day = ${today}::date then c.used end
                  from lot_counters c where c.hoaid = "users"."hoaid"),
               lot_counter_exact("users"."hoaid", ${today}::date))`,
      })
      .from(users)
      .where(eq(users.id, ownerid))
      .prepare('hot_active_counts'),
    unitVehicles: {
      all: unitVehicles('all'),
      owner: unitVehicles('owner'),
      renter: unitVehicles('renter'),
    },
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

/** The unit's vehicles (listUnitVehicles) and the change history of each, in one statement. */
export async function unitVehiclesWithHistory(
  prepared: Prepared,
  owner: string,
  scope: UnitVehicleScope,
  day: Dstr,
): Promise<{ rows: VehicleRow[]; history: Map<string, ChangeHistoryEntry[]> }> {
  const found = await prepared.unitVehicles[scope].execute({ ownerid: owner, today: day });
  const history = new Map<string, ChangeHistoryEntry[]>();
  const rows = found.map(({ history: entries, ...row }) => {
    if (entries) history.set(row.id, entries);
    return row;
  });
  return { rows, history };
}

type OnsitePageStatement = ReturnType<typeof buildOnsitePage>;
const onsitePages = new WeakMap<object, Map<string, OnsitePageStatement>>();

function buildOnsitePage(db: Database, key: string, order: SQL[]) {
  const hoaid = sql.placeholder('hoaid');
  const onsite = and(
    eq(vehicles.hoaid, hoaid),
    gte(vehicles.enddate, today),
    ne(vehicles.status_flag, SOFT_DELETED),
  );
  // The count rides along as an uncorrelated subquery (computed once, from the index).
  const total = sql<number>`(select count(*)::int from ${vehicles} v
      where v.hoaid = ${hoaid} and v.enddate >= ${today}::date and v.status_flag <> ${SOFT_DELETED})`;
  return db
    .select({ ...getTableColumns(vehicles), total })
    .from(vehicles)
    .where(onsite)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`hot_onsite_page_${key}`);
}

/**
 * The onsite list's page without filters (get_active_vehicles as screens first ask
 * for it) as one prepared statement per sort, rows and total together. `order` must not hold
 * values that change between calls (it is built into the statement once, under `key`).
 * Undefined inside a transaction, or when the page is past the end (the caller counts).
 */
export async function onsitePage(
  db: Executor,
  key: string,
  order: () => SQL[],
  args: { hoaid: string; today: Dstr; limit: number; offset: number },
): Promise<{ rows: VehicleRow[]; total: number } | undefined> {
  if (!rowCacheOf(db)) return undefined;
  let statements = onsitePages.get(db);
  if (!statements) {
    statements = new Map();
    onsitePages.set(db, statements);
  }
  let statement = statements.get(key);
  if (!statement) {
    statement = buildOnsitePage(db as Database, key, order());
    statements.set(key, statement);
  }
  const found = await statement.execute(args);
  if (found.length === 0) return undefined;
  return {
    total: Number(found[0]?.total ?? 0),
    rows: found.map(({ total: _total, ...row }) => row),
  };
}
