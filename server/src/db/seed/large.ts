// The large community (`npm run seed:large`): 1,004 accounts (1 admin, 1,003 unit
// owners), 10,006 vehicles, 5,000 violations and 2,000 feedback rows, inside the community's
// limits. The rows are generated from a fixed seed (the same data on every run) and written
// with multi-row inserts in one transaction: the community is there completely or not at all.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CarOwnerType, Dstr, NotifyType } from '@parking/shared/domain';
import type { Database, Executor } from '../client';
import {
  communities,
  contacts,
  notifications,
  spotTypes,
  users,
  vehicleChanges,
  vehicles,
  violations,
} from '../schema';
import { hashPassword } from '../../services/passwords';
import { addDays, todayIn } from '../../util/dates';
import { demoHelpText } from './help-text';

export const LARGE_HOAID = 'large';
export const LARGE_ADMIN_EMAIL = 'admin@large.test';
export const LARGE_PASSWORD = 'large-pass-2026';
export const LARGE_COUNTS = {
  owners: 1_003,
  accounts: 1_004,
  vehicles: 10_006,
  violations: 5_000,
  feedback: 2_000,
} as const;
/** The lot's capacity (parking_allowed_hoa); the seed fills it to about 55 %. */
export const LARGE_LOT_CAPACITY = 2_600;
const UNIT_MAX = 4;
const RENTER_MAX = 2;
const OFFSITE: Dstr = '1970-01-01';
const TIMEZONE = 'America/New_York';
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for ~25 columns. */
const CHUNK = 1_000;

type UserInsert = typeof users.$inferInsert;
type VehicleInsert = typeof vehicles.$inferInsert;
type ChangeInsert = typeof vehicleChanges.$inferInsert;
type ViolationInsert = typeof violations.$inferInsert;
type NotificationInsert = typeof notifications.$inferInsert;

export interface LargeRows {
  users: UserInsert[];
  vehicles: VehicleInsert[];
  changes: ChangeInsert[];
  violations: ViolationInsert[];
  notifications: NotificationInsert[];
}

/** mulberry32: a small deterministic generator, so every run builds the same community. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}

const FIRST = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David',
  'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah',
  'Carlos', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra',
  'Wei', 'Ashley', 'Steven', 'Priya', 'Andrew', 'Emily', 'Kenji', 'Donna', 'Omar', 'Michelle',
]; // prettier-ignore
const LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore',
  'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Nguyen',
  'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Patel',
]; // prettier-ignore
const MAKES: readonly (readonly [string, readonly string[]])[] = [
  ['Toyota', ['Camry', 'Corolla', 'RAV4', 'Highlander', 'Tacoma', 'Prius']],
  ['Honda', ['Accord', 'Civic', 'CR-V', 'Pilot', 'Odyssey']],
  ['Ford', ['F-150', 'Escape', 'Explorer', 'Mustang', 'Transit']],
  ['Chevrolet', ['Silverado', 'Equinox', 'Malibu', 'Tahoe']],
  ['Subaru', ['Outback', 'Forester', 'Crosstrek']],
  ['Hyundai', ['Elantra', 'Tucson', 'Santa Fe']],
  ['Kia', ['Soul', 'Sportage', 'Telluride']],
  ['Nissan', ['Altima', 'Rogue', 'Sentra']],
  ['Tesla', ['Model 3', 'Model Y']],
  ['Jeep', ['Wrangler', 'Grand Cherokee']],
];
const STATES = ['DE', 'DE', 'DE', 'MD', 'PA', 'NJ', 'VA', 'NY'] as const;
/** Types and their weight among the community's vehicles (no permission-only types). */
const TYPES = ['CAR', 'CAR', 'CAR', 'CAR', 'CAR', 'CAR', 'TRUCK', 'TRUCK', 'MOTORCYCLE'] as const;
const NON_RENTER: readonly CarOwnerType[] = [
  'owner', 'owner', 'owner', 'owner', 'family', 'family', 'friend', 'longterm', 'visitor',
  'contractor',
]; // prettier-ignore
const LOCATIONS = ['Lot A', 'Lot B', 'Lot C', 'Garage level 1', 'Garage level 2', 'Visitor row'];
const VIOLATION_TEXT = [
  'Parked in a reserved space',
  'No permit visible',
  'Blocking the fire lane',
  'Parked across two spaces',
  'Expired registration',
  'Parked on the grass',
  '',
];
const NOTIFY: readonly NotifyType[] = [
  'APPLICATION',
  'PARKING',
  'TRASH',
  'NOISE',
  'CRITTER',
  'OTHER',
];
const FEEDBACK_TEXT = [
  'The gate was left open overnight.',
  'Trash bins by building C are full.',
  'Loud music after 11 pm near the pool.',
  'A raccoon is living under the stairs.',
  'The app worked well when I checked in.',
  'Please add more visitor spaces in season.',
  'A car has been parked in my space all week.',
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const time = (rng: ReturnType<typeof generator>) =>
  `${pad(rng.int(0, 23), 2)}:${pad(rng.int(0, 59), 2)}:${pad(rng.int(0, 59), 2)}`;

export function largeCommunity() {
  return {
    hoaid: LARGE_HOAID,
    name: 'Harbor Point Residences',
    company: 'Coastal Community Management',
    address: '1 Harbor Point Way',
    city: 'Lewes',
    state: 'DE',
    zip: '19958',
    parking_allowed_hoa: LARGE_LOT_CAPACITY,
    parking_allowed_unit: UNIT_MAX,
    parking_allowed_renter: RENTER_MAX,
    owner_free_parking_spots: 2,
    renter_free_parking_spots: 1,
    season_adjust_unit: 0,
    season_adjust_renter: 0,
    season_parking_fee_factor: 1,
    use_availability_factor: false,
    use_warning_status: 0,
    availability_warning_buffer: 50,
    use_owner_creditcard: false,
    use_renter_creditcard: false,
    use_owner_ppp: false,
    use_renter_ppp: false,
    use_demo_mode: false,
    hoa_phone_office: '302-555-0300',
    hoa_email: 'office@harborpoint.example',
    timezone: TIMEZONE,
    help_text: demoHelpText('Harbor Point Residences'),
  } satisfies typeof communities.$inferInsert;
}

/** Every row of the large community, for `today` in its time zone. */
export function largeRows(passwordHash: string, today: Dstr): LargeRows {
  const rng = generator(12);
  const hoaid = LARGE_HOAID;
  const admin: UserInsert = {
    id: randomUUID(),
    hoaid,
    email: LARGE_ADMIN_EMAIL,
    role: 'admin',
    crud: 'write',
    first_name: 'Hana',
    last_name: 'Admin',
    name: 'Hana Admin',
    phone: '302-555-0300',
    unitnumber: 'OFFICE',
    has_read_terms: true,
    email_verified: true,
    password_hash: passwordHash,
  };
  const owners: UserInsert[] = [];
  for (let i = 1; i <= LARGE_COUNTS.owners; i += 1) {
    const first_name = rng.pick(FIRST);
    const last_name = rng.pick(LAST);
    const unitnumber = String(1000 + i);
    owners.push({
      id: randomUUID(),
      hoaid,
      email: `owner${unitnumber}@large.test`,
      role: 'owner',
      // One in 25 owners may only read; one in 5 units is not available for rent.
      crud: i % 25 === 0 ? 'read' : 'write',
      first_name,
      last_name,
      name: `${first_name} ${last_name}`,
      phone: `302-555-${pad(i % 10_000, 4)}`,
      unitnumber,
      pincode: pad(rng.int(0, 9999), 4),
      status_flag: i % 5 === 0 ? 0 : 1,
      has_read_terms: true,
      // A few units have their own allowance (docs/adr/0007), always within the lot.
      parking_allowed: i % 50 === 0 ? 5 : null,
      email_verified: true,
      password_hash: passwordHash,
    });
  }

  const vehicleRows: VehicleInsert[] = [];
  const changes: ChangeInsert[] = [];
  const plates = new Set<string>();
  const plate = () => {
    for (;;) {
      const letters = String.fromCharCode(
        65 + rng.int(0, 25),
        65 + rng.int(0, 25),
        65 + rng.int(0, 25),
      );
      const candidate = `${letters}${pad(rng.int(0, 9999), 4)}`;
      if (!plates.has(candidate)) {
        plates.add(candidate);
        return candidate;
      }
    }
  };
  // Vehicle i belongs to owner i mod 1,003: 979 units register 10 vehicles, 24 register 9.
  const perOwner = new Map<number, number[]>();
  for (let v = 0; v < LARGE_COUNTS.vehicles; v += 1) {
    const o = v % LARGE_COUNTS.owners;
    perOwner.set(o, [...(perOwner.get(o) ?? []), v]);
  }
  let lot = 0;
  for (const [o, indexes] of perOwner) {
    const owner = owners[o] as UserInsert;
    // Onsite per unit: 0 (20 %), 1 (35 %), 2 (30 %) or 3 (15 %), at most 2 of them renters.
    const roll = rng.next();
    const onsiteWanted = roll < 0.2 ? 0 : roll < 0.55 ? 1 : roll < 0.85 ? 2 : 3;
    let renters = 0;
    // A unit rented out now has its renters' cars registered first (and onsite); other units
    // keep their renters' cars of earlier stays last (offsite).
    const rented = owner.status_flag === 1 && rng.next() < 0.3;
    indexes.forEach((_, k) => {
      const isRenter = rented ? k < RENTER_MAX : k >= 7;
      const carownertype: CarOwnerType = isRenter ? 'renter' : rng.pick(NON_RENTER);
      const onsite =
        k < onsiteWanted && lot < LARGE_LOT_CAPACITY - 500 && (!isRenter || renters < RENTER_MAX);
      const [make, models] = rng.pick(MAKES);
      const sameAsOwner = carownertype === 'owner';
      const fname = sameAsOwner ? (owner.first_name as string) : rng.pick(FIRST);
      const lname = sameAsOwner ? (owner.last_name as string) : rng.pick(LAST);
      const id = randomUUID();
      const history: ChangeInsert[] = [];
      let startdate: Dstr;
      let enddate: Dstr;
      if (onsite) {
        lot += 1;
        if (isRenter) renters += 1;
        startdate = addDays(today, -rng.int(0, 20));
        enddate = addDays(today, rng.int(0, 30));
        // 1 to 3 changes: the check-in and later extensions, the last one being the current stay.
        const n = rng.int(1, 3);
        for (let c = 0; c < n; c += 1) {
          const change_date = addDays(startdate, c);
          const end = c === n - 1 ? enddate : addDays(startdate, 1 + c);
          history.push({ vehicle_id: id, hoaid, startdate, enddate: end, change_date });
        }
      } else if (rng.next() < 0.4) {
        // Checked out in the past: its earlier stays are its history.
        enddate = addDays(today, -rng.int(1, 300));
        startdate = addDays(enddate, -rng.int(1, 14));
        const n = rng.int(1, 3);
        for (let c = 0; c < n; c += 1) {
          const change_date = addDays(startdate, c);
          history.push({ vehicle_id: id, hoaid, startdate, enddate, change_date });
        }
      } else {
        startdate = addDays(today, -rng.int(0, 400));
        enddate = OFFSITE;
      }
      changes.push(...history);
      vehicleRows.push({
        id,
        hoaid,
        ownerid: owner.id as string,
        unitnumber: owner.unitnumber as string,
        vehicle_type: isRenter ? 'CAR' : rng.pick(TYPES),
        carownertype,
        carowner_fname: fname,
        carowner_lname: lname,
        carownerphone: `302-555-${pad(rng.int(0, 9999), 4)}`,
        make,
        model: rng.pick(models),
        year: String(rng.int(2008, 2026)),
        plate: plate(),
        plate_state: rng.pick(STATES),
        startdate,
        enddate,
        status_flag: 1,
        active_flag: onsite ? 1 : 0,
        terms: 1,
        number_of_changes: history.length,
      });
    });
  }

  const registered = [...plates];
  const violationRows: ViolationInsert[] = [];
  for (let i = 0; i < LARGE_COUNTS.violations; i += 1) {
    const known = rng.next() < 0.6;
    violationRows.push({
      hoaid,
      violation_type: 'PARKING_VIOLATION',
      violation_plate: known ? rng.pick(registered) : plate(),
      violation_state: rng.pick(STATES),
      violation_location: `${rng.pick(LOCATIONS)} space ${rng.int(1, 400)}`,
      violation_description: rng.pick(VIOLATION_TEXT),
      violation_reporter: 'Hana Admin',
      violation_date: addDays(today, -rng.int(0, 365)),
      violation_time: time(rng),
      reported_by: admin.id,
      reporter_role: 'admin',
    });
  }
  const notificationRows: NotificationInsert[] = [];
  for (let i = 0; i < LARGE_COUNTS.feedback; i += 1) {
    const owner = rng.pick(owners);
    const notify_type = rng.pick(NOTIFY);
    notificationRows.push({
      hoaid,
      notify_type,
      notify_plate: notify_type === 'PARKING' ? rng.pick(registered) : '',
      notify_name: owner.name as string,
      notify_phone: owner.phone as string,
      notify_description: rng.pick(FEEDBACK_TEXT),
      notify_date: addDays(today, -rng.int(0, 365)),
      notify_time: time(rng),
      notify_unit: owner.unitnumber as string,
    });
  }
  return {
    users: [admin, ...owners],
    vehicles: vehicleRows,
    changes,
    violations: violationRows,
    notifications: notificationRows,
  };
}

async function insertChunked<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export interface SeedLargeResult {
  created: boolean;
  counts: {
    users: number;
    vehicles: number;
    onsite: number;
    changes: number;
    violations: number;
    feedback: number;
  };
}

export async function largeCommunityExists(db: Executor): Promise<boolean> {
  const rows = await db
    .select({ hoaid: communities.hoaid })
    .from(communities)
    .where(eq(communities.hoaid, LARGE_HOAID));
  return rows.length > 0;
}

/** Removes the large community and everything in it (its rows cascade from the community). */
export async function dropLargeCommunity(db: Executor): Promise<void> {
  await db.delete(communities).where(eq(communities.hoaid, LARGE_HOAID));
}

/**
 * Builds the large community unless it exists (then nothing changes and `created` is false).
 * `today` is the community's date (America/New_York) unless given.
 */
export async function seedLargeCommunity(
  db: Database,
  options: { today?: Dstr; passwordHash?: string } = {},
): Promise<SeedLargeResult> {
  const today = options.today ?? todayIn(TIMEZONE);
  const passwordHash = options.passwordHash ?? (await hashPassword(LARGE_PASSWORD));
  const rows = largeRows(passwordHash, today);
  const counts = {
    users: rows.users.length,
    vehicles: rows.vehicles.length,
    onsite: rows.vehicles.filter((v) => v.enddate !== OFFSITE && (v.enddate as Dstr) >= today)
      .length,
    changes: rows.changes.length,
    violations: rows.violations.length,
    feedback: rows.notifications.length,
  };
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(communities)
      .values(largeCommunity())
      .onConflictDoNothing()
      .returning({ hoaid: communities.hoaid });
    if (inserted.length === 0) return false;
    await tx.insert(contacts).values([
      {
        hoaid: LARGE_HOAID,
        contact_id: 'office',
        phone_description: 'Management office',
        phone_number: '302-555-0300',
        email: 'office@harborpoint.example',
        sort_order: 10,
        display_category: 'All',
      },
      {
        hoaid: LARGE_HOAID,
        contact_id: 'security',
        phone_description: 'Security (24 hours)',
        phone_number: '302-555-0311',
        sort_order: 20,
        display_category: 'All',
      },
    ]);
    await tx.insert(spotTypes).values([
      { hoaid: LARGE_HOAID, spot_type: 'CAR', spot_display: 'Car', spot_price_cents: 1000, sort_order: 0 },
      { hoaid: LARGE_HOAID, spot_type: 'TRUCK', spot_display: 'Truck/Van', spot_price_cents: 1200, sort_order: 10 },
      { hoaid: LARGE_HOAID, spot_type: 'MOTORCYCLE', spot_display: 'Motorcycle', spot_price_cents: 500, sort_order: 20 },
    ]); // prettier-ignore
    await insertChunked(rows.users, (chunk) => tx.insert(users).values(chunk));
    await insertChunked(rows.vehicles, (chunk) => tx.insert(vehicles).values(chunk));
    await insertChunked(rows.changes, (chunk) => tx.insert(vehicleChanges).values(chunk));
    await insertChunked(rows.violations, (chunk) => tx.insert(violations).values(chunk));
    await insertChunked(rows.notifications, (chunk) => tx.insert(notifications).values(chunk));
    return true;
  });
  // Planner statistics for the rows just added: without them the first queries plan for empty
  // tables until autovacuum gets round to it (PGlite has no autovacuum at all).
  if (created) {
    await db.execute(
      sql`ANALYZE "communities", "contacts", "spot_types", "users", "vehicles", "vehicle_changes", "violations", "notifications"`,
    );
  }
  return { created, counts };
}
