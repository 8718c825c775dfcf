// A demo with a past (docs/adr/0030): 90 days of history before today for the demo community,
// so lists, reports, payments, the audit log and occupancy read like a community in use. Owners'
// and family cars came and went, guests came through invitations (used, expired, revoked),
// renters paid their nights by card (payments and their night rows), patrol found violations,
// and every change has its audit entry. Everything ended before today: nothing here is onsite or
// takes a space now. Generated from a fixed seed relative to the day it runs, written in one
// transaction with multi-row inserts; a community that has its history already is left alone.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { CarOwnerType, Dstr, NightClass } from '@parking/shared/domain';
import type { Database, Executor } from '../client';
import {
  auditLog,
  communities,
  invitationVehicles,
  invitations,
  payments,
  stayNights,
  users,
  vehicleChanges,
  vehicles,
  violations,
} from '../schema';
import { addDays, todayIn } from '../../util/dates';

export const HISTORY_DAYS = 90;
/** Plates of the history's cars start with this: the seed's own mark. */
export const HISTORY_PLATE_PREFIX = 'HST';
const HOAID = 'demo';
const OFFSITE: Dstr = '1970-01-01';
/** demo (seed): CAR $10 a night, season factor 1.25. */
const RENTER_NIGHT_CENTS = 1250;

type VehicleInsert = typeof vehicles.$inferInsert;
type ChangeInsert = typeof vehicleChanges.$inferInsert;
type PaymentInsert = typeof payments.$inferInsert;
type NightInsert = typeof stayNights.$inferInsert;
type InvitationInsert = typeof invitations.$inferInsert;
type LinkInsert = typeof invitationVehicles.$inferInsert;
type ViolationInsert = typeof violations.$inferInsert;
type AuditInsert = typeof auditLog.$inferInsert;

/** mulberry32: the same history on every run of the same day. */
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

const CARS = [
  ['Honda', 'Civic'],
  ['Toyota', 'Camry'],
  ['Subaru', 'Forester'],
  ['Ford', 'Escape'],
  ['Jeep', 'Wrangler'],
  ['Hyundai', 'Tucson'],
  ['Nissan', 'Rogue'],
  ['Chevrolet', 'Malibu'],
  ['Volkswagen', 'Golf'],
  ['Tesla', 'Model 3'],
] as const;
const FIRST = ['Ava', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Hugo', 'Iris', 'Jon'];
const LAST = ['Baker', 'Carter', 'Diaz', 'Evans', 'Foster', 'Gupta', 'Hale', 'Ito', 'Kerr'];
const STATES = ['DE', 'DE', 'DE', 'MD', 'PA', 'NJ', 'VA'];
const LOCATIONS = ['Lot A, space 12', 'Lot B entrance', 'Fire lane by building 2', 'Visitor row'];

/** A moment of a past day in the community's zone (-05:00 is close enough for ordering). */
const at = (day: Dstr, hour: number, minute = 0) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-05:00`);

interface Unit {
  ownerid: string;
  unitnumber: string;
  name: string;
  rented: boolean;
}

export interface HistoryRows {
  vehicles: VehicleInsert[];
  changes: ChangeInsert[];
  payments: PaymentInsert[];
  nights: NightInsert[];
  invitations: InvitationInsert[];
  links: LinkInsert[];
  violations: ViolationInsert[];
  audit: AuditInsert[];
}

interface Stay {
  start: Dstr;
  /** The checkout: the morning after the last night. */
  end: Dstr;
}

/**
 * Stays one after another on one lane (one space) of a unit, from 90 days ago up to yesterday:
 * lanes never overlap themselves, so a unit never has more cars than lanes on any night.
 */
function lane(rand: ReturnType<typeof generator>, today: Dstr, maxNights: number): Stay[] {
  const stays: Stay[] = [];
  let cursor = addDays(today, -HISTORY_DAYS + rand.int(0, 4));
  for (;;) {
    const start = addDays(cursor, rand.int(1, 6));
    const end = addDays(start, rand.int(1, maxNights));
    if (end >= today) return stays;
    stays.push({ start, end });
    cursor = end;
  }
}

const nightsOf = (stay: Stay): Dstr[] => {
  const nights: Dstr[] = [];
  for (let night = stay.start; night < stay.end; night = addDays(night, 1)) nights.push(night);
  return nights;
};

/** The rows of the history, ids chosen here so the rows can point at each other. */
export function historyRows(
  units: Unit[],
  admin: { id: string; name: string },
  today: Dstr,
): HistoryRows {
  const rand = generator(20261127);
  const rows: HistoryRows = {
    vehicles: [],
    changes: [],
    payments: [],
    nights: [],
    invitations: [],
    links: [],
    violations: [],
    audit: [],
  };
  let plateNumber = 0;
  const nextPlate = () => `${HISTORY_PLATE_PREFIX}${String((plateNumber += 1)).padStart(3, '0')}`;

  const addVehicle = (
    unit: Unit,
    carownertype: CarOwnerType,
    stays: Stay[],
    actor: { userid: string | null; username: string; role: string },
  ) => {
    const [make, model] = rand.pick(CARS);
    const id = randomUUIDFrom(rand);
    const plate = nextPlate();
    const last = stays[stays.length - 1]!;
    // Some cars were taken offsite by hand, the others simply reached their checkout.
    const tookOffsite = rand.next() < 0.4;
    const vehicle: VehicleInsert = {
      id,
      hoaid: HOAID,
      ownerid: unit.ownerid,
      unitnumber: unit.unitnumber,
      vehicle_type: 'CAR',
      carownertype,
      carowner_fname: rand.pick(FIRST),
      carowner_lname: rand.pick(LAST),
      carownerphone: `302-555-0${rand.int(100, 199)}`,
      make,
      model,
      year: String(rand.int(2012, 2025)),
      plate,
      plate_state: rand.pick(STATES),
      startdate: last.start,
      enddate: tookOffsite ? OFFSITE : last.end,
      status_flag: 1,
      active_flag: 0,
      terms: 1,
      number_of_changes: stays.length + (tookOffsite ? 1 : 0),
      version: stays.length + (tookOffsite ? 1 : 0),
      created_at: at(stays[0]!.start, 9, rand.int(0, 59)),
      updated_at: at(last.end, 10),
    };
    rows.vehicles.push(vehicle);
    const entry = (
      day: Dstr,
      action: 'create' | 'status',
      before: Record<string, string> | null,
      after: Record<string, string>,
    ): AuditInsert => ({
      hoaid: HOAID,
      at: at(day, 9, rand.int(0, 59)),
      ...actor,
      kind: 'vehicle',
      action,
      entityid: id,
      unitnumber: unit.unitnumber,
      plate,
      vehicleid: id,
      before,
      after,
    });
    stays.forEach((stay, index) => {
      rows.changes.push({
        vehicle_id: id,
        hoaid: HOAID,
        startdate: stay.start,
        enddate: stay.end,
        change_date: stay.start,
        created_at: at(stay.start, 9),
      });
      rows.audit.push(
        index === 0
          ? entry(stay.start, 'create', null, { plate, enddate: stay.end })
          : entry(stay.start, 'status', { enddate: OFFSITE }, { enddate: stay.end }),
      );
    });
    if (tookOffsite) {
      rows.changes.push({
        vehicle_id: id,
        hoaid: HOAID,
        startdate: last.start,
        enddate: OFFSITE,
        change_date: addDays(last.end, -1),
        created_at: at(addDays(last.end, -1), 20),
      });
      rows.audit.push(
        entry(addDays(last.end, -1), 'status', { enddate: last.end }, { enddate: OFFSITE }),
      );
    }
    return vehicle;
  };

  for (const unit of units) {
    const owner = { userid: unit.ownerid, username: unit.name, role: 'owner' };
    // The owner's and the family's cars: two spaces, cars of a few stays each.
    for (let space = 0; space < 2; space += 1) {
      const stays = lane(rand, today, 6);
      // One car a few stays in a row, then the next car: each stay is one car's.
      for (let i = 0; i < stays.length;) {
        const group = stays.slice(i, i + rand.int(1, 3));
        addVehicle(unit, rand.pick(['owner', 'family'] as const), group, owner);
        i += group.length;
      }
    }
    // Guests through invitations: used, expired or revoked links.
    for (const stay of lane(rand, today, 3)) {
      const invitationId = randomUUIDFrom(rand);
      const created = addDays(stay.start, -rand.int(0, 3));
      const nights = nightsOf(stay).length;
      const outcome = rand.next();
      const revoked = outcome > 0.85;
      const used = !revoked && outcome > 0.2;
      const guestName = `${rand.pick(FIRST)} ${rand.pick(LAST)}`;
      rows.invitations.push({
        id: invitationId,
        hoaid: HOAID,
        ownerid: unit.ownerid,
        unitnumber: unit.unitnumber,
        token_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        guest_name: guestName,
        nights: Math.min(14, nights + rand.int(0, 2)),
        valid_until: addDays(created, 7),
        max_vehicles: 1,
        used_count: used ? 1 : 0,
        revoked_at: revoked ? at(addDays(created, 1), 12) : null,
        created_at: at(created, 8, rand.int(0, 59)),
      });
      rows.audit.push({
        hoaid: HOAID,
        at: at(created, 8),
        ...owner,
        kind: 'invitation',
        action: 'create',
        entityid: invitationId,
        unitnumber: unit.unitnumber,
        after: { guest_name: guestName, nights, valid_until: addDays(created, 7), max_vehicles: 1 },
      });
      if (revoked) {
        rows.audit.push({
          hoaid: HOAID,
          at: at(addDays(created, 1), 12),
          ...owner,
          kind: 'invitation',
          action: 'revoke',
          entityid: invitationId,
          unitnumber: unit.unitnumber,
          before: { status: 'open' },
          after: { status: 'revoked' },
        });
      }
      if (!used) continue;
      const guest = { userid: null, username: '', role: 'guest' };
      const vehicle = addVehicle(unit, 'visitor', [stay], guest);
      rows.links.push({
        invitation_id: invitationId,
        vehicle_id: vehicle.id!,
        created_at: at(stay.start, 9),
      });
      rows.audit.push({
        hoaid: HOAID,
        at: at(stay.start, 9, 30),
        ...guest,
        kind: 'invitation',
        action: 'accept',
        entityid: invitationId,
        unitnumber: unit.unitnumber,
        plate: vehicle.plate ?? '',
        vehicleid: vehicle.id ?? null,
        after: { guest_name: guestName, enddate: stay.end },
      });
    }
    if (!unit.rented) continue;
    // Renters checked in with the owner's PIN and paid their nights by card.
    for (const stay of lane(rand, today, 7)) {
      const renter = { userid: null, username: '', role: 'renter' };
      const vehicle = addVehicle(unit, 'renter', [stay], renter);
      const nights = nightsOf(stay);
      const paymentId = randomUUIDFrom(rand);
      const transactionId = `sbx_${hex(rand, 24)}`;
      const amount = nights.length * RENTER_NIGHT_CENTS;
      vehicle.parking_transaction_id = transactionId;
      rows.payments.push({
        id: paymentId,
        hoaid: HOAID,
        vehicle_id: vehicle.id,
        ownerid: unit.ownerid,
        unitnumber: unit.unitnumber,
        plate: vehicle.plate ?? '',
        vehicle_type: 'CAR',
        payer_role: 'renter',
        amount_cents: amount,
        nights: nights.length,
        covered_nights: nights,
        startdate: stay.start,
        enddate: stay.end,
        holds_spot: false,
        carowner: 'renter',
        provider: 'sandbox',
        transaction_id: transactionId,
        idempotency_key: `demo-history-${paymentId}`,
        status: 'succeeded',
        created_at: at(stay.start, 9, 5),
        updated_at: at(stay.start, 9, 5),
      });
      const nightClass: NightClass = 'renter';
      for (const night of nights) {
        rows.nights.push({
          hoaid: HOAID,
          unitnumber: unit.unitnumber,
          plate_key: vehicle.plate ?? '',
          night,
          night_class: nightClass,
          vehicle_id: vehicle.id,
          payment_id: paymentId,
          price_cents: RENTER_NIGHT_CENTS,
          created_at: at(stay.start, 9, 5),
        });
      }
      rows.audit.push({
        hoaid: HOAID,
        at: at(stay.start, 9, 5),
        ...renter,
        kind: 'payment',
        action: 'pay',
        entityid: paymentId,
        unitnumber: unit.unitnumber,
        plate: vehicle.plate ?? '',
        vehicleid: vehicle.id ?? null,
        after: {
          amount_cents: amount,
          nights: nights.length,
          startdate: stay.start,
          enddate: stay.end,
          payer_role: 'renter',
          transaction_id: transactionId,
        },
      });
    }
  }

  // Patrol rounds: a violation every week or so, some of them plates nobody registered.
  const registered = rows.vehicles.map((vehicle) => vehicle.plate ?? '');
  for (let day = addDays(today, -HISTORY_DAYS + rand.int(1, 5)); day < today;) {
    const plate =
      rand.next() < 0.6
        ? rand.pick(registered)
        : `${rand.pick(['XJ', 'KT', 'PL'])}${rand.int(1000, 9999)}`;
    const id = randomUUIDFrom(rand);
    const hour = rand.int(6, 22);
    const minute = rand.int(0, 59);
    rows.violations.push({
      id,
      hoaid: HOAID,
      violation_type: 'PARKING_VIOLATION',
      violation_plate: plate,
      violation_state: rand.pick(STATES),
      violation_location: rand.pick(LOCATIONS),
      violation_description: rand.pick([
        '',
        'Blocking the walkway',
        'No permit shown',
        'Double parked',
      ]),
      violation_reporter: admin.name,
      violation_date: day,
      violation_time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`,
      reported_by: admin.id,
      reporter_role: 'admin',
      created_at: at(day, hour, minute),
    });
    rows.audit.push({
      hoaid: HOAID,
      at: at(day, hour, minute),
      userid: admin.id,
      username: admin.name,
      role: 'admin',
      kind: 'violation',
      action: 'create',
      entityid: id,
      plate,
      after: { violation_plate: plate, violation_date: day },
    });
    day = addDays(day, rand.int(4, 10));
  }
  return rows;
}

function hex(rand: ReturnType<typeof generator>, length: number): string {
  let out = '';
  while (out.length < length) out += Math.floor(rand.next() * 16).toString(16);
  return out;
}

/** A v4-shaped uuid from the generator, so a day's history is the same on every run. */
function randomUUIDFrom(rand: ReturnType<typeof generator>): string {
  const h = hex(rand, 32);
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** True when the demo community has its history already. */
export async function demoHistoryExists(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(eq(vehicles.hoaid, HOAID), like(vehicles.plate, `${HISTORY_PLATE_PREFIX}%`)));
  return Number(row?.n ?? 0) > 0;
}

/** Multi-row inserts of at most 500 rows (well under PostgreSQL's bind parameter limit). */
async function inChunks<T>(values: T[], write: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < values.length; i += 500) await write(values.slice(i, i + 500));
}

/**
 * Seeds the demo community's 90 days of history once (idempotent); a database without the demo
 * community, or whose history is there, is left as it is. Answers whether it wrote anything.
 */
export async function seedDemoHistory(db: Database): Promise<boolean> {
  const [community] = await db
    .select({ timezone: communities.timezone })
    .from(communities)
    .where(eq(communities.hoaid, HOAID));
  if (!community || (await demoHistoryExists(db))) return false;
  const accounts = await db.select().from(users).where(eq(users.hoaid, HOAID));
  const admin = accounts.find((account) => account.role === 'admin');
  const owners = accounts
    .filter((account) => account.role === 'owner' && account.unitnumber)
    .sort((a, b) => a.unitnumber.localeCompare(b.unitnumber));
  if (!admin || owners.length === 0) return false;
  const units: Unit[] = owners.map((owner) => ({
    ownerid: owner.id,
    unitnumber: owner.unitnumber,
    name: `${owner.first_name} ${owner.last_name}`.trim(),
    // Units available for rent had renters.
    rented: owner.status_flag === 1,
  }));
  const today = todayIn(community.timezone);
  const rows = historyRows(
    units,
    { id: admin.id, name: `${admin.first_name} ${admin.last_name}` },
    today,
  );
  return db.transaction(async (tx) => {
    // Two starts at once: the second waits here and then finds the history written.
    await tx.select().from(communities).where(eq(communities.hoaid, HOAID)).for('update');
    if (await demoHistoryExists(tx)) return false;
    await inChunks(rows.vehicles, (part) => tx.insert(vehicles).values(part));
    await inChunks(rows.changes, (part) => tx.insert(vehicleChanges).values(part));
    await inChunks(rows.payments, (part) => tx.insert(payments).values(part));
    await inChunks(rows.nights, (part) => tx.insert(stayNights).values(part));
    await inChunks(rows.invitations, (part) => tx.insert(invitations).values(part));
    await inChunks(rows.links, (part) => tx.insert(invitationVehicles).values(part));
    await inChunks(rows.violations, (part) => tx.insert(violations).values(part));
    await inChunks(rows.audit, (part) => tx.insert(auditLog).values(part));
    return true;
  });
}
