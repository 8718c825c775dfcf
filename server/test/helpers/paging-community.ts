// A generated community for the paging tests: a few hundred owners, vehicles,
// violations and feedback rows added to the seeded demo community, with repeated values (ties
// that only the row id breaks), mixed case, and every kind of row the lists filter on.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CarOwnerType, NotifyType } from '@parking/shared/domain';
import { notifications, users, vehicleChanges, vehicles, violations } from '../../src/db/schema';
import { addDays } from '../../src/util/dates';
import { today } from './vehicle-fixtures';

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
  };
}

const FIRST = ['ann', 'Bob', 'carla', 'Dev', 'eve', 'Finn', 'Gus', 'hana'];
const LAST = ['Adams', 'baker', 'Cole', 'diaz', 'Evans', 'Ford', 'garcia', 'Hill', 'adams'];
const MAKES = ['Honda', 'toyota', 'Ford', 'BMW', 'audi', 'Kia', ''];
const MODELS = ['Fit', 'civic', 'Focus', 'X3', 'a4', ''];
const TYPES = ['CAR', 'SUV', 'TRUCK', 'MOTORCYCLE'];
const STATES = ['DE', 'PA', 'md', 'NJ'];
const OWNER_TYPES: CarOwnerType[] = ['owner', 'family', 'friend', 'renter', 'renter', 'visitor'];
const NOTIFY: NotifyType[] = ['APPLICATION', 'PARKING', 'TRASH', 'NOISE', 'CRITTER', 'OTHER'];
const NO_DATE = '1970-01-01';

export const PAGING_COUNTS = { owners: 60, vehicles: 320, violations: 130, feedback: 110 };

/** Adds the generated rows to community `demo`. */
export async function addPagingCommunity(app: FastifyInstance): Promise<void> {
  const random = generator(20_261_123);
  const day = today();
  const ownerRows = await app.db
    .insert(users)
    .values(
      Array.from({ length: PAGING_COUNTS.owners }, (_, i) => ({
        hoaid: 'demo',
        first_name: random.pick(FIRST),
        last_name: random.pick(LAST),
        name: `Owner ${i}`,
        phone: `302-555-${String(random.int(30)).padStart(4, '0')}`,
        email: `paging${String(i).padStart(3, '0')}@demo.test`,
        // Units repeat (two owners share some) so the unit sort needs its tiebreak.
        unitnumber: String(300 + random.int(40)),
        pincode: String(1000 + i),
        role: i % 17 === 0 ? ('admin' as const) : ('owner' as const),
        password_hash: 'not-a-login',
        email_verified: true,
      })),
    )
    .returning();
  const vehicleRows = await app.db
    .insert(vehicles)
    .values(
      Array.from({ length: PAGING_COUNTS.vehicles }, (_, i) => {
        const owner = random.pick(ownerRows);
        const start = addDays(day, -random.int(40));
        const endChoice = random.int(4);
        const enddate =
          endChoice === 0
            ? NO_DATE
            : addDays(day, endChoice === 1 ? -random.int(20) : random.int(20));
        return {
          hoaid: 'demo',
          ownerid: owner.id,
          unitnumber: owner.unitnumber,
          vehicle_type: random.pick(TYPES),
          carownertype: random.pick(OWNER_TYPES),
          carowner_fname: random.pick(FIRST),
          carowner_lname: random.pick(LAST),
          carownerphone: `555-01${String(random.int(20)).padStart(2, '0')}`,
          make: random.pick(MAKES),
          model: random.pick(MODELS),
          year: '2020',
          // Plates repeat now and then (a re-registered car) so the plate sort needs its tiebreak.
          plate: `PG${String(random.int(250)).padStart(3, '0')}`,
          plate_state: random.pick(STATES),
          startdate: start < enddate || enddate === NO_DATE ? start : enddate,
          enddate,
          // A few soft-deleted ones: hidden from every list but the usage reports.
          status_flag: i % 23 === 0 ? 9 : i % 7 === 0 ? 2 : 1,
          number_of_changes: random.int(4),
        };
      }),
    )
    .returning();
  const changes = vehicleRows.flatMap((vehicle) =>
    Array.from({ length: vehicle.number_of_changes }, (_, n) => ({
      vehicle_id: vehicle.id,
      hoaid: 'demo',
      startdate: vehicle.startdate,
      enddate: addDays(vehicle.startdate, n + 1),
      change_date: vehicle.startdate,
    })),
  );
  if (changes.length > 0) await app.db.insert(vehicleChanges).values(changes);
  await app.db.insert(violations).values(
    Array.from({ length: PAGING_COUNTS.violations }, (_, i) => ({
      hoaid: 'demo',
      violation_type: i % 5 === 0 ? 'TOWED' : 'PARKING_VIOLATION',
      violation_plate: `VX${String(random.int(60)).padStart(2, '0')}`,
      violation_state: random.pick(STATES),
      violation_location: random.pick(['Lot A', 'lot b', 'Gate', 'Pool']),
      violation_description: i % 9 === 0 ? 'Blocking 100% of the gate_way' : 'Parked badly',
      violation_reporter: random.pick(['guard', 'Admin', 'owner 301', '']),
      violation_date: addDays(day, -random.int(25)),
      violation_time: `${String(random.int(24)).padStart(2, '0')}:00:00`,
    })),
  );
  await app.db.insert(notifications).values(
    Array.from({ length: PAGING_COUNTS.feedback }, (_, i) => ({
      hoaid: 'demo',
      notify_type: random.pick(NOTIFY),
      notify_plate: i % 3 === 0 ? '' : `NF${String(random.int(40)).padStart(2, '0')}`,
      notify_name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      notify_phone: `302-555-${String(random.int(99)).padStart(4, '0')}`,
      notify_description: i % 4 === 0 ? 'Loud music at the pool' : 'Trash not collected',
      notify_date: addDays(day, -random.int(15)),
      notify_time: `${String(random.int(24)).padStart(2, '0')}:30:00`,
      notify_unit: String(300 + random.int(40)),
    })),
  );
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  response: LightMyRequestResponse;
}

/** One list call; fails the test on anything but 200 or a missing total. */
export async function fetchPage<T>(
  post: (url: string, payload: object) => Promise<LightMyRequestResponse>,
  url: string,
  payload: object,
): Promise<Page<T>> {
  const response = await post(url, payload);
  if (response.statusCode !== 200) {
    throw new Error(`${url} ${JSON.stringify(payload)}: ${response.statusCode} ${response.body}`);
  }
  const header = (name: string) => {
    const value = response.headers[name];
    if (typeof value !== 'string') throw new Error(`${url}: no ${name} header`);
    return Number(value);
  };
  return {
    rows: response.json<T[]>(),
    total: header('x-total-count'),
    page: header('x-page'),
    pageSize: header('x-page-size'),
    response,
  };
}

/** Every page of a list call, in order, at `pageSize`; checks each page's headers. */
export async function fetchAll<T>(
  post: (url: string, payload: object) => Promise<LightMyRequestResponse>,
  url: string,
  payload: object,
  pageSize: number,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = -1;
  for (let page = 1; page < 1000; page += 1) {
    const result = await fetchPage<T>(post, url, { ...payload, page, pageSize });
    if (result.page !== page || result.pageSize !== pageSize) {
      throw new Error(`${url}: X-Page ${result.page} / X-Page-Size ${result.pageSize}`);
    }
    if (total >= 0 && result.total !== total) throw new Error(`${url}: total changed`);
    total = result.total;
    rows.push(...result.rows);
    if (result.rows.length < pageSize) break;
  }
  return { rows, total };
}

export type SortKey = readonly (string | number)[];

/** Byte order of strings (COLLATE "C" on ASCII), numbers by value, element by element. */
export function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * The first place where `rows` are out of the order `key` (plus the row id) gives, or null:
 * ascending for 'asc', the exact reverse for 'desc'.
 */
export function orderViolation<T>(
  rows: readonly T[],
  key: (row: T) => SortKey,
  id: (row: T) => string,
  order: 'asc' | 'desc',
): string | null {
  for (let i = 1; i < rows.length; i += 1) {
    const before = [...key(rows[i - 1]!), id(rows[i - 1]!)];
    const after = [...key(rows[i]!), id(rows[i]!)];
    const comparison = compareKeys(before, after);
    if (order === 'asc' ? comparison >= 0 : comparison <= 0) {
      return `row ${i}: ${JSON.stringify(before)} then ${JSON.stringify(after)}`;
    }
  }
  return null;
}
