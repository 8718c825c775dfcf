// The paged vehicle lists (docs/adr/0010): All Vehicles (get_all_vehicles), the onsite list
// (get_active_vehicles) and the usage reports (get_car_usage_renter_warning). Rows carry
// number_of_changes; change_history only when asked for (with_history).
import { and, count, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  NO_DATE,
  ONSITE_DEFAULT_SORT,
  REPORT_DEFAULT_SORT,
  SPOT_TYPE_NAMES,
  VEHICLE_DEFAULT_SORT,
  type CarUsageRecord,
  type Dstr,
  type OnsiteListFilters,
  type OnsiteSortKey,
  type OwnerContact,
  type ReportListFilters,
  type ReportSortKey,
  type Vehicle,
  type VehicleListFilters,
  type VehicleSortKey,
} from '@parking/shared/domain';
import type { Executor } from '../client';
import { users, vehicles } from '../schema';
import {
  bytes,
  folded,
  orderBy,
  pageWindow,
  resolveSort,
  textFilter,
  type PageInput,
  type PageResult,
  type PageWindow,
} from './paging';
import { SOFT_DELETED, listChangeHistory, toVehicle, type VehicleRow } from './vehicle-records';
import { onsitePage } from './hot-reads';

interface HistoryInput {
  with_history?: boolean;
}
export type VehiclePageInput = PageInput<VehicleSortKey> & VehicleListFilters & HistoryInput;
export type OnsitePageInput = PageInput<OnsiteSortKey> & OnsiteListFilters & HistoryInput;
export type CarUsagePageInput = PageInput<ReportSortKey> &
  ReportListFilters &
  HistoryInput & { which: 'renter' | 'owner'; begindate: Dstr; enddate: Dstr };

const ownerContact = {
  first_name: users.first_name,
  last_name: users.last_name,
  phone: users.phone,
  email: users.email,
};

const notDeleted = ne(vehicles.status_flag, SOFT_DELETED);
const isRenter = eq(vehicles.carownertype, 'renter');
/** spec §4: onsite = checkout today or later (the 1970-01-01 sentinel is always before). */
const onsiteOn = (today: Dstr): SQL => sql`(${vehicles.enddate} >= ${today}::date)`;

/** The columns free text searches in, for a viewer who may see the car owners' names. */
const vehicleText = [
  vehicles.plate,
  vehicles.unitnumber,
  vehicles.make,
  vehicles.model,
  vehicles.carowner_fname,
  vehicles.carowner_lname,
  vehicles.carownerphone,
];
/** Owners see other units' vehicles without names or phones: they cannot search by them. */
const vehicleTextForOwners = [vehicles.plate, vehicles.unitnumber, vehicles.make, vehicles.model];

const plate = bytes(vehicles.plate);

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
/**
 * The Type column shows spotTypeName(code), the spec's name (Camper/RV for RV) or else the code,
 * so it sorts by that name, case folded, and by the code where two share a name (TRUCK, VAN).
 */
const typeName = sql`lower(case upper(${vehicles.vehicle_type}) ${sql.raw(
  Object.entries(SPOT_TYPE_NAMES)
    .map(([code, name]) => `when ${literal(code)} then ${literal(name)}`)
    .join(' '),
)} else ${vehicles.vehicle_type} end) collate "C"`;

const commonSorts = {
  plate: [plate],
  plate_state: [bytes(vehicles.plate_state), plate],
  vehicle_type: [typeName, bytes(vehicles.vehicle_type)],
  carownertype: [bytes(vehicles.carownertype)],
  make: [folded(vehicles.make), folded(vehicles.model)],
  unitnumber: [bytes(vehicles.unitnumber), plate],
  name: [folded(vehicles.carowner_lname), folded(vehicles.carowner_fname)],
  carownerphone: [bytes(vehicles.carownerphone)],
  startdate: [sql`${vehicles.startdate}`],
  enddate: [sql`${vehicles.enddate}`],
  number_of_changes: [sql`${vehicles.number_of_changes}`],
} satisfies Partial<Record<VehicleSortKey, SQL[]>>;

function vehicleSorts(today: Dstr): Record<VehicleSortKey, SQL[]> {
  return { ...commonSorts, onsite: [onsiteOn(today), sql`${vehicles.enddate}`] };
}

async function historyFor(
  db: Executor,
  rows: readonly VehicleRow[],
  wanted: boolean | undefined,
): Promise<Map<string, Vehicle['change_history']>> {
  if (!wanted) return new Map();
  return listChangeHistory(
    db,
    rows.map((row) => row.id),
  );
}

/**
 * The page's vehicle ids in order and the count of all that match, from narrow rows (an index
 * in the sort's order answers page 1 without sorting); the full rows are read afterwards.
 * `joinUsers`: the filter or the sort reads the unit owner's columns.
 */
async function pickPage(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  window: PageWindow,
  joinUsers: boolean,
): Promise<{ ids: string[]; total: number }> {
  const ids = db.select({ id: vehicles.id }).from(vehicles).$dynamic();
  const counter = db.select({ total: count() }).from(vehicles).$dynamic();
  if (joinUsers) {
    ids.innerJoin(users, eq(users.id, vehicles.ownerid));
    counter.innerJoin(users, eq(users.id, vehicles.ownerid));
  }
  const [rows, [counted]] = await Promise.all([
    ids
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    counter.where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/** Rows in the order of `ids`. */
function inOrder<T>(ids: readonly string[], rows: T[], idOf: (row: T) => string): T[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(idOf(a)) ?? 0) - (position.get(idOf(b)) ?? 0));
}

async function pageWithOwner(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  window: PageWindow,
  options: { withHistory: boolean | undefined; joinUsers: boolean },
): Promise<PageResult<Vehicle & { userdata: OwnerContact }>> {
  const { ids, total } = await pickPage(db, where, order, window, options.joinUsers);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ vehicle: vehicles, userdata: ownerContact })
          .from(vehicles)
          .innerJoin(users, eq(users.id, vehicles.ownerid))
          .where(inArray(vehicles.id, ids));
  const history = await historyFor(
    db,
    rows.map((row) => row.vehicle),
    options.withHistory,
  );
  return {
    rows: inOrder(ids, rows, (row) => row.vehicle.id).map((row) => ({
      ...toVehicle(row.vehicle, history.get(row.vehicle.id) ?? []),
      userdata: row.userdata,
    })),
    total,
    page: window.page,
    pageSize: window.pageSize,
  };
}

/** All Vehicles (spec §2): the community's vehicles but soft-deleted ones, with the owner's contact. */
export async function pageAllVehicles(
  db: Executor,
  hoaid: string,
  today: Dstr,
  input: VehiclePageInput,
): Promise<PageResult<Vehicle & { userdata: OwnerContact }>> {
  const byType =
    input.type === 'renter' ? isRenter : input.type === 'owner' ? sql`not ${isRenter}` : undefined;
  const byOnsite =
    input.onsite === 'Yes'
      ? onsiteOn(today)
      : input.onsite === 'No'
        ? sql`not ${onsiteOn(today)}`
        : undefined;
  const where = and(
    eq(vehicles.hoaid, hoaid),
    notDeleted,
    byType,
    input.unit !== undefined && input.unit !== 'any'
      ? eq(vehicles.unitnumber, input.unit)
      : undefined,
    byOnsite,
    textFilter(input.q, vehicleText),
  );
  const { sort, order } = resolveSort(input, VEHICLE_DEFAULT_SORT);
  return pageWithOwner(
    db,
    where,
    orderBy(vehicleSorts(today)[sort], order, vehicles.id),
    pageWindow(input),
    // Every vehicle has its owner (ownerid is a required reference): no join to count them.
    { withHistory: input.with_history, joinUsers: false },
  );
}

/** spec §2 Onsite Vehicles: checkout today or later, not soft-deleted. */
export async function pageOnsiteVehicles(
  db: Executor,
  hoaid: string,
  today: Dstr,
  input: OnsitePageInput,
  seesNames: boolean,
): Promise<PageResult<Vehicle>> {
  const window = pageWindow(input);
  const { sort, order } = resolveSort(input, ONSITE_DEFAULT_SORT);
  // The unfiltered page in one prepared statement (its sorts do not depend on today).
  const plain = !input.q?.trim() && (input.unit === undefined || input.unit === 'any');
  if (plain && !input.with_history) {
    const key = `${sort}_${order}`;
    const args = { hoaid, today, limit: window.limit, offset: window.offset };
    const sortOf = () => orderBy(commonSorts[sort], order, vehicles.id);
    const hot = await onsitePage(db, key, sortOf, args);
    if (hot) {
      const { rows, total } = hot;
      const { page, pageSize } = window;
      return { rows: rows.map((row) => toVehicle(row, [])), total, page, pageSize };
    }
  }
  const where = and(
    eq(vehicles.hoaid, hoaid),
    gte(vehicles.enddate, today),
    notDeleted,
    input.unit !== undefined && input.unit !== 'any'
      ? eq(vehicles.unitnumber, input.unit)
      : undefined,
    textFilter(input.q, seesNames ? vehicleText : vehicleTextForOwners),
  );
  const sorted = orderBy(vehicleSorts(today)[sort], order, vehicles.id);
  const { ids, total } = await pickPage(db, where, sorted, window, false);
  const rows =
    ids.length === 0 ? [] : await db.select().from(vehicles).where(inArray(vehicles.id, ids));
  const history = await historyFor(db, rows, input.with_history);
  return {
    rows: inOrder(ids, rows, (row) => row.id).map((row) =>
      toVehicle(row, history.get(row.id) ?? []),
    ),
    total,
    page: window.page,
    pageSize: window.pageSize,
  };
}

function reportSorts(which: 'renter' | 'owner', today: Dstr): Record<ReportSortKey, SQL[]> {
  const sentinel = sql`${vehicles.enddate} = ${NO_DATE}::date`;
  // report-columns.tsx: days of the stay; no checkout counts 0 (renter) or sorts first (owner).
  const days = sql`case when ${sentinel} then ${sql.raw(which === 'owner' ? '-1' : '0')} else ${vehicles.enddate} - ${vehicles.startdate} end`;
  // The 'Onsite s' text: 'Deleted 9', or 'Yes'/'No' and the status flag.
  const onsiteText = sql`(case when ${vehicles.status_flag} = ${SOFT_DELETED} then 'Deleted ' when ${onsiteOn(today)} then 'Yes ' else 'No ' end || ${vehicles.status_flag}::text) collate "C"`;
  const carOwner = commonSorts.name;
  return {
    plate: commonSorts.plate,
    vehicle_type: commonSorts.vehicle_type,
    make: commonSorts.make,
    renter: carOwner,
    unitnumber: commonSorts.unitnumber,
    owner: which === 'renter' ? [folded(users.last_name), folded(users.first_name)] : carOwner,
    carownertype: commonSorts.carownertype,
    startdate: commonSorts.startdate,
    enddate: commonSorts.enddate,
    days: [days],
    history: commonSorts.number_of_changes,
    onsite: [onsiteText],
  };
}

/**
 * spec §2 Reports: renter or owner vehicles whose stay overlaps the window (soft-deleted ones
 * too), with the unit owner's contact.
 */
export async function pageCarUsage(
  db: Executor,
  hoaid: string,
  today: Dstr,
  input: CarUsagePageInput,
): Promise<PageResult<CarUsageRecord>> {
  // A stay overlaps when it starts by the window's end and has not checked out before its
  // beginning; an owner car without checkout (1970-01-01) is still registered.
  const overlaps = and(
    lte(vehicles.startdate, input.enddate),
    or(gte(vehicles.enddate, input.begindate), eq(vehicles.enddate, NO_DATE)),
  );
  const where = and(
    eq(vehicles.hoaid, hoaid),
    input.which === 'renter' ? isRenter : ne(vehicles.carownertype, 'renter'),
    overlaps,
    textFilter(input.q, [...vehicleText, users.first_name, users.last_name]),
  );
  const { sort, order } = resolveSort(input, REPORT_DEFAULT_SORT);
  return pageWithOwner(
    db,
    where,
    orderBy(reportSorts(input.which, today)[sort], order, vehicles.id),
    pageWindow(input),
    // The renter report sorts by the unit owner; free text searches the owner's name too.
    { withHistory: input.with_history, joinUsers: true },
  );
}
