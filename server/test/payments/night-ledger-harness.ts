// The harness of the night ledger's property and regression tests (docs/adr/0020): demo2 with
// two units (101 seeded, 102 added here), callers for each role, a recording wrapper around the
// sandbox card provider, the API operations as a client sends them and the invariant checks
// read from the database. Every check returns the violations it found (empty when it holds).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  NO_DATE,
  type CreateInvitationResponse,
  type PaymentQuote,
  type Vehicle,
} from '@parking/shared/domain';
import { communities, users, vehicles } from '../../src/db/schema';
import type { SandboxProvider } from '../../src/payments/sandbox-provider';
import type { PaymentGateway } from '../../src/services/payment-gateway';
import { login, loginRenter } from '../helpers/requests';
import type { TestApp } from '../helpers/test-app';
import {
  caller,
  inDays,
  modifyBodyOf,
  setCommunity,
  today,
  vehicleForm,
  type Caller,
} from '../helpers/vehicle-fixtures';
import { cardPayment } from './sandbox-cards';

export const HOAID = 'demo2';
export const OFFSITE = NO_DATE;
export const UNITS = ['101', '102'] as const;
/** Idempotency keys of the payments these tests make (the seed's payments are not ours). */
export const KEY_PREFIX = 'nlp-';

/** The community as every sequence starts: both pools pay by card beyond one free spot. */
export const BASE_SETTINGS = {
  use_owner_creditcard: true,
  use_renter_creditcard: true,
  use_owner_ppp: true,
  use_renter_ppp: true,
  owner_free_parking_spots: 1,
  renter_free_parking_spots: 1,
  parking_allowed_unit: 3,
  parking_allowed_renter: 2,
  parking_allowed_hoa: 5,
  season_adjust_unit: 0,
  season_adjust_renter: 0,
  season_parking_fee_factor: 1,
  use_availability_factor: false,
  use_warning_status: 0,
} satisfies Partial<typeof communities.$inferInsert>;

export type Settings = {
  [K in keyof typeof BASE_SETTINGS]: (typeof BASE_SETTINGS)[K] extends boolean ? boolean : number;
};

export interface Harness {
  t: TestApp;
  owners: Caller[];
  renters: Caller[];
  /** A guest has no account: the invitation link is the credential. */
  guest: Caller;
  /** Charges the provider made (transaction id -> amount, idempotency key). */
  charges: Map<string, { amount_cents: number; key: string }>;
  /** Refunds the provider made (transaction id -> amount). */
  refunds: Map<string, number>;
  /** Quotes the server gave these tests (quote id -> amount in cents). */
  quotes: Map<string, number>;
  sandbox: SandboxProvider;
}

/** Logs in demo2's owner of 101, adds an owner for 102 and the renters of both units. */
export async function openHarness(t: TestApp): Promise<Harness> {
  const [seeded] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo2.test'));
  if (!seeded) throw new Error('demo2 owner missing from the seed');
  const { id: _id, created_at: _c, updated_at: _u, ...copy } = seeded;
  await t.app.db.insert(users).values({
    ...copy,
    email: 'owner102@demo2.test',
    unitnumber: '102',
    pincode: '8765',
    first_name: 'Nora',
  });
  await t.app.db
    .update(users)
    .set({
      has_read_terms: true,
      status_flag: 1,
      parking_allowed: null,
      parking_allowed_renter: null,
      owner_free_parking: null,
      renter_free_parking: null,
    })
    .where(eq(users.hoaid, HOAID));
  t.app.rowCache.clear();
  const owners = [
    caller(t.app, (await login(t.app, 'owner@demo2.test', HOAID)).token),
    caller(t.app, (await login(t.app, 'owner102@demo2.test', HOAID)).token),
  ];
  const renters = [
    caller(t.app, (await loginRenter(t.app, '101', seeded.pincode, HOAID)).token),
    caller(t.app, (await loginRenter(t.app, '102', '8765', HOAID)).token),
  ];
  const sandbox = t.app.paymentGateway as SandboxProvider;
  const harness: Harness = {
    t,
    owners,
    renters,
    guest: caller(t.app),
    charges: new Map(),
    refunds: new Map(),
    quotes: new Map(),
    sandbox,
  };
  // The routes hold this very object: its methods are wrapped to record every charge and refund.
  const mutable = sandbox as unknown as Pick<PaymentGateway, 'charge' | 'refund'>;
  const charge = mutable.charge.bind(sandbox);
  const refund = mutable.refund.bind(sandbox);
  mutable.charge = async (request) => {
    const result = await charge(request);
    if (result.status === 'succeeded') {
      harness.charges.set(result.transaction_id, {
        amount_cents: request.amount_cents,
        key: request.payment.idempotency_key,
      });
    }
    return result;
  };
  mutable.refund = async (request) => {
    const result = await refund(request);
    if (result.status === 'refunded') {
      // A payment may be refunded in parts (an owner's revoke, management): they add up.
      const earlier = harness.refunds.get(request.transaction_id) ?? 0;
      harness.refunds.set(request.transaction_id, earlier + request.amount_cents);
    }
    return result;
  };
  return harness;
}

/**
 * A clean start: every demo2 vehicle soft-deleted (its paid nights stay as credit of its plate,
 * which the next sequence never uses: its plates are new), every invitation revoked, the
 * community at BASE_SETTINGS with `over` applied.
 */
export async function resetCommunity(h: Harness, over: Partial<Settings> = {}): Promise<void> {
  const { db } = h.t.app;
  await db.execute(
    sql`UPDATE vehicles SET status_flag = 9 WHERE hoaid = ${HOAID} AND status_flag <> 9`,
  );
  await db.execute(
    sql`UPDATE invitations SET revoked_at = now() WHERE hoaid = ${HOAID} AND revoked_at IS NULL`,
  );
  await setCommunity(h.t.app, HOAID, { ...BASE_SETTINGS, ...over });
}

export const isOk = (response: LightMyRequestResponse) =>
  response.statusCode >= 200 && response.statusCode < 300;

export const codeOf = (response: LightMyRequestResponse): string | undefined => {
  try {
    return response.json<{ code?: string }>().code;
  } catch {
    return undefined;
  }
};

let keySequence = 0;

/** A card payment of a quote, with one of these tests' idempotency keys. */
export function payQuote(h: Harness, quote: PaymentQuote) {
  keySequence += 1;
  return cardPayment(
    undefined,
    `${KEY_PREFIX}${keySequence}-${randomUUID()}`,
    quote.quote_id ?? '',
  );
}

const cents = (amount: number | string) => Math.round(Number(amount) * 100);

/** Asks for a quote; remembers what it said so a payment of it can be compared. */
export async function askQuote(
  h: Harness,
  who: Caller,
  url: 'quote_stay' | 'quote_invitation',
  body: object,
): Promise<PaymentQuote | null> {
  const response = await who.post(url, body);
  if (response.statusCode !== 200) return null;
  const quote = response.json<PaymentQuote>();
  if (quote.quote_id) h.quotes.set(quote.quote_id, cents(quote.total_price));
  return quote;
}

export interface InsertArgs {
  unit: number;
  renter: boolean;
  plate: string;
  enddate: string;
  vehicle_type: string;
  /** Pay when the quote says a payment is due (else the save answers 402). */
  pay: boolean;
  /** A payment of a quote asked for earlier (no quote is asked for then). */
  payment?: ReturnType<typeof payQuote>;
}

/** insert_vehicle as the form sends it: quote first when the car comes onsite, then save. */
export async function insertCar(h: Harness, args: InsertArgs) {
  const who = args.renter ? h.renters[args.unit]! : h.owners[args.unit]!;
  const carownertype = args.renter ? 'renter' : 'owner';
  let payment = args.payment;
  if (!payment && args.enddate !== OFFSITE) {
    const quote = await askQuote(h, who, 'quote_stay', {
      vehicle_type: args.vehicle_type,
      carownertype,
      enddate: args.enddate,
      plate: args.plate,
      dstr: today(),
    });
    if (quote?.payment_due && args.pay) payment = payQuote(h, quote);
  }
  const response = await who.post('insert_vehicle', {
    ...vehicleForm({
      hoaid: HOAID,
      plate: args.plate,
      vehicle_type: args.vehicle_type,
      carownertype,
    }),
    enddate: args.enddate,
    ...(payment ? { payment } : {}),
  });
  return { response, paid: payment !== undefined };
}

export async function readVehicle(h: Harness, id: string) {
  const [row] = await h.t.app.db.select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

export interface ModifyArgs {
  who: Caller;
  vehicleid: string;
  enddate?: string;
  vehicle_type?: string;
  pay: boolean;
  /** Send the version read (optimistic concurrency), or a given one. */
  version?: number | 'read';
  /** A payment of a quote asked for earlier (no quote is asked for then). */
  payment?: ReturnType<typeof payQuote>;
}

/** modify_vehicle as the popup sends it: the vehicle read, a quote when nights are added. */
export async function modifyCar(h: Harness, args: ModifyArgs) {
  const row = await readVehicle(h, args.vehicleid);
  if (!row) throw new Error(`no vehicle ${args.vehicleid}`);
  const enddate = args.enddate ?? row.enddate;
  const vehicle_type = args.vehicle_type ?? row.vehicle_type;
  let payment = args.payment;
  // A new checkout, or a new type on the nights the car holds (docs/adr/0020), may cost money.
  const changed = enddate !== row.enddate || vehicle_type !== row.vehicle_type;
  if (!payment && enddate !== OFFSITE && changed) {
    const quote = await askQuote(h, args.who, 'quote_stay', {
      vehicleid: row.id,
      vehicle_type,
      carownertype: row.carownertype,
      enddate,
      dstr: today(),
    });
    if (quote?.payment_due && args.pay) payment = payQuote(h, quote);
  }
  const version = args.version === 'read' ? row.version : args.version;
  const response = await args.who.post('modify_vehicle', {
    ...modifyBodyOf(row, enddate),
    vehicle_type,
    ...(version !== undefined ? { version } : {}),
    ...(payment ? { payment } : {}),
  });
  return { response, enddate, vehicle_type, paid: payment !== undefined };
}

/** The owner's status popup: offsite (status 0) or onsite with a checkout (free stays only). */
export function changeStatus(who: Caller, vehicleid: string, enddate: string) {
  const status = enddate === OFFSITE ? 0 : 1;
  return who.get(`change-vehicle-status-date/${vehicleid}/${status}/${enddate}/${today()}`);
}

export function deleteCar(who: Caller, vehicleid: string, unitnumber: string) {
  return who.post('delete_vehicle_modify_status', { vehicleid, hoaid: HOAID, unitnumber });
}

export async function createInvitation(h: Harness, unit: number) {
  const response = await h.owners[unit]!.post('create_invitation', {
    nights: 5,
    valid_until: inDays(7),
    max_vehicles: 1,
  });
  if (response.statusCode !== 201) throw new Error(`create_invitation: ${response.body}`);
  return response.json<CreateInvitationResponse>();
}

/** The guest's page: quote_invitation, then accept_invitation with the card when due. */
export async function acceptInvitation(
  h: Harness,
  args: { token: string; plate: string; enddate: string; vehicle_type: string; pay: boolean },
) {
  const quote = await askQuote(h, h.guest, 'quote_invitation', {
    token: args.token,
    vehicle_type: args.vehicle_type,
    enddate: args.enddate,
  });
  const payment = quote?.payment_due && args.pay ? payQuote(h, quote) : undefined;
  const response = await h.guest.post('accept_invitation', {
    token: args.token,
    vehicle_type: args.vehicle_type,
    carowner_fname: 'Gina',
    carowner_lname: 'Guest',
    carownerphone: '302-555-0199',
    make: 'Kia',
    model: 'Soul',
    year: '2021',
    plate: args.plate,
    plate_state: 'DE',
    enddate: args.enddate,
    terms: 1,
    ...(payment ? { payment } : {}),
  });
  return { response, paid: payment !== undefined };
}

export const vehicleOf = (response: LightMyRequestResponse) => response.json<Vehicle>();

// ---------------------------------------------------------------------------------------------
// Invariants, read from the database and the recorded provider calls.

interface PaymentLine {
  id: string;
  unitnumber: string;
  plate: string;
  vehicle_id: string | null;
  carowner: string;
  status: string;
  amount_cents: number;
  refunded_cents: number;
  covered_nights: string[];
  quote_id: string | null;
  transaction_id: string | null;
  idempotency_key: string;
}

export async function ourPayments(h: Harness): Promise<PaymentLine[]> {
  const result = (await h.t.app.db.execute(sql`
    SELECT id::text AS id, unitnumber, plate, vehicle_id::text AS vehicle_id, carowner, status,
           amount_cents, refunded_cents, covered_nights, quote_id::text AS quote_id,
           transaction_id, idempotency_key
      FROM payments WHERE hoaid = ${HOAID}`)) as unknown as { rows: PaymentLine[] };
  return result.rows.filter((row) => row.idempotency_key.startsWith(KEY_PREFIX));
}

interface NightLine {
  unitnumber: string;
  plate_key: string;
  night: string;
  payment_id: string;
  status: string;
}

async function nightRows(h: Harness): Promise<NightLine[]> {
  const result = (await h.t.app.db.execute(sql`
    SELECT n.unitnumber, n.plate_key, n.night::text AS night, n.payment_id::text AS payment_id,
           p.status
      FROM stay_nights n JOIN payments p ON p.id = n.payment_id
     WHERE n.hoaid = ${HOAID}`)) as unknown as { rows: NightLine[] };
  return result.rows;
}

export interface CarLine {
  id: string;
  unitnumber: string;
  plate: string;
  carownertype: string;
  vehicle_type: string;
  enddate: string;
  status_flag: number;
  version: number;
}

export async function demo2Cars(h: Harness): Promise<CarLine[]> {
  const result = (await h.t.app.db.execute(sql`
    SELECT id::text AS id, unitnumber, plate, carownertype, vehicle_type,
           enddate::text AS enddate, status_flag, version
      FROM vehicles WHERE hoaid = ${HOAID}`)) as unknown as { rows: CarLine[] };
  return result.rows;
}

const poolOf = (carownertype: string) => (carownertype === 'renter' ? 'renter' : 'owner');
const onsiteOn = (car: CarLine, night: string) =>
  car.status_flag !== 9 && car.enddate !== OFFSITE && car.enddate > night;
const isOnsiteToday = (car: CarLine) =>
  car.status_flag !== 9 && car.enddate !== OFFSITE && car.enddate >= today();

export interface Snapshot {
  payments: PaymentLine[];
  nights: NightLine[];
  cars: CarLine[];
  settings: Settings;
}

export async function snapshot(h: Harness): Promise<Snapshot> {
  const [settings] = await h.t.app.db
    .select()
    .from(communities)
    .where(eq(communities.hoaid, HOAID));
  if (!settings) throw new Error('demo2 missing');
  return {
    payments: await ourPayments(h),
    nights: await nightRows(h),
    cars: await demo2Cars(h),
    settings: settings as unknown as Settings,
  };
}

/** Nights from today on: the ledger's horizon in these tests (checkouts are at most 8 days on). */
export const HORIZON = Array.from({ length: 10 }, (_, day) => inDays(day));

const paidKey = (unit: string, plate: string, night: string) => `${unit}|${plate}|${night}`;

/**
 * (1) No night of a plate is paid twice: no two succeeded payments' covered nights share a
 * (unit, plate, night); after a step (nothing in flight) every ledger row belongs to a
 * succeeded payment, and a succeeded payment's rows are exactly its covered nights.
 */
export function checkNightsPaidOnce(s: Snapshot): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const p of s.payments.filter((row) => row.status === 'succeeded')) {
    for (const night of p.covered_nights) {
      const key = paidKey(p.unitnumber, p.plate, night);
      const other = seen.get(key);
      if (other) problems.push(`night ${key} paid by payments ${other} and ${p.id}`);
      seen.set(key, p.id);
    }
    const rows = s.nights
      .filter((row) => row.payment_id === p.id)
      .map((row) => row.night)
      .sort();
    const covered = [...p.covered_nights].sort();
    if (p.refunded_cents === 0 && rows.join() !== covered.join()) {
      problems.push(
        `payment ${p.id} covers ${covered.join()} but its ledger rows are ${rows.join()}`,
      );
    }
  }
  for (const row of s.nights) {
    if (row.status !== 'succeeded') {
      problems.push(`ledger row ${row.plate_key} ${row.night} of a ${row.status} payment`);
    }
  }
  return problems;
}

/** The unit's onsite cars of a pool on a night that no succeeded payment covers. */
function unpaidOnsite(s: Snapshot, unit: string, pool: string, night: string, but?: string) {
  const paid = new Set(
    s.nights
      .filter((row) => row.status === 'succeeded' && row.unitnumber === unit && row.night === night)
      .map((row) => row.plate_key),
  );
  return s.cars.filter(
    (car) =>
      car.unitnumber === unit &&
      poolOf(car.carownertype) === pool &&
      car.plate !== but &&
      onsiteOn(car, night) &&
      !paid.has(car.plate),
  );
}

/**
 * (2) Per unit, pool and night from today on: the pool's onsite cars without a paid night are
 * at most its free spots. The bound is the most free spots the pool had at any time since the
 * sequence started (a car admitted free keeps its nights when the setting is lowered later);
 * both pools pay by card throughout the sequences.
 */
export function checkFreeSpots(
  s: Snapshot,
  bound: { owner: number; renter: number },
  units: readonly string[] = UNITS,
): string[] {
  const problems: string[] = [];
  for (const unit of units)
    for (const pool of ['owner', 'renter'] as const)
      for (const night of HORIZON) {
        const unpaid = unpaidOnsite(s, unit, pool, night);
        if (unpaid.length > bound[pool]) {
          problems.push(
            `unit ${unit} ${pool} night ${night}: ${unpaid.length} unpaid onsite cars (${unpaid
              .map((car) => car.plate)
              .join(', ')}) for ${bound[pool]} free spots`,
          );
        }
      }
  return problems;
}

/**
 * (2b) A night is charged only when the pool's free spots of that night are used by other cars:
 * checked for the payments a single operation made (nothing else changed meanwhile), against the
 * free spots in force.
 */
export function checkChargedNightsWereTaken(s: Snapshot, newPayments: readonly string[]): string[] {
  const problems: string[] = [];
  const free = {
    owner: Math.min(s.settings.owner_free_parking_spots, s.settings.parking_allowed_unit),
    renter: Math.min(s.settings.renter_free_parking_spots, s.settings.parking_allowed_renter),
  };
  for (const p of s.payments.filter(
    (row) => row.status === 'succeeded' && newPayments.includes(row.id),
  )) {
    const pool = poolOf(p.carowner);
    for (const night of p.covered_nights) {
      const others = unpaidOnsite(s, p.unitnumber, pool, night, p.plate);
      if (others.length < free[pool]) {
        problems.push(
          `payment ${p.id} (${p.plate}) charged ${night} while ${free[pool] - others.length} ${pool} free spot(s) were open`,
        );
      }
    }
  }
  return problems;
}

/**
 * (3) Every succeeded payment's amount is its quote's (the quote this test was given and, while
 * it exists, the payment_quotes row); the provider's net charges equal the succeeded payments.
 */
export async function checkAmounts(h: Harness, s: Snapshot): Promise<string[]> {
  const problems: string[] = [];
  const succeeded = s.payments.filter((row) => row.status === 'succeeded');
  for (const p of succeeded) {
    const quoted = p.quote_id ? h.quotes.get(p.quote_id) : undefined;
    if (quoted !== p.amount_cents) {
      problems.push(`payment ${p.id} of ${p.amount_cents} cents; its quote said ${quoted}`);
    }
    if (p.quote_id) {
      const result = (await h.t.app.db.execute(
        sql`SELECT amount_cents FROM payment_quotes WHERE id = ${p.quote_id}::uuid`,
      )) as unknown as { rows: { amount_cents: number }[] };
      const row = result.rows[0];
      if (row && row.amount_cents !== p.amount_cents) {
        problems.push(`payment ${p.id} of ${p.amount_cents}; quote row ${row.amount_cents}`);
      }
    }
  }
  const paid = succeeded.reduce((sum, p) => sum + p.amount_cents - p.refunded_cents, 0);
  const charged = [...h.charges.values()].reduce((sum, c) => sum + c.amount_cents, 0);
  const refunded = [...h.refunds.values()].reduce((sum, amount) => sum + amount, 0);
  if (charged - refunded !== paid) {
    problems.push(`provider net ${charged - refunded} cents, succeeded payments ${paid} cents`);
  }
  if (h.sandbox.netChargedCents() !== charged - refunded) {
    problems.push(`sandbox net ${h.sandbox.netChargedCents()} != recorded ${charged - refunded}`);
  }
  return problems;
}

/** (4) The unit maximum, the renter maximum and the lot limit hold (warning mode is off). */
export function checkLimits(s: Snapshot, units: readonly string[] = UNITS): string[] {
  const problems: string[] = [];
  const onsite = s.cars.filter(isOnsiteToday);
  for (const unit of units) {
    const cars = onsite.filter((car) => car.unitnumber === unit);
    const renters = cars.filter((car) => car.carownertype === 'renter');
    if (cars.length > s.settings.parking_allowed_unit) {
      problems.push(`unit ${unit}: ${cars.length} onsite, max ${s.settings.parking_allowed_unit}`);
    }
    if (renters.length > s.settings.parking_allowed_renter) {
      problems.push(
        `unit ${unit}: ${renters.length} renter cars onsite, max ${s.settings.parking_allowed_renter}`,
      );
    }
  }
  if (onsite.length > s.settings.parking_allowed_hoa) {
    problems.push(`lot: ${onsite.length} onsite, limit ${s.settings.parking_allowed_hoa}`);
  }
  return problems;
}

/**
 * (6) Every charge the provider made is a succeeded payment whose vehicle exists and whose
 * nights are in the ledger (checked by (1)), or it was refunded whole and its payment says so.
 */
export function checkChargesSavedOrRefunded(h: Harness, s: Snapshot): string[] {
  const problems: string[] = [];
  const byTransaction = new Map(s.payments.map((p) => [p.transaction_id, p]));
  const carIds = new Set(s.cars.map((car) => car.id));
  for (const [transaction, charge] of h.charges) {
    const payment = byTransaction.get(transaction);
    const refunded = h.refunds.get(transaction);
    if (refunded !== undefined) {
      if (refunded > charge.amount_cents) {
        problems.push(`charge ${transaction} of ${charge.amount_cents} refunded ${refunded}`);
      } else if (refunded === charge.amount_cents) {
        if (payment && payment.status !== 'refunded') {
          problems.push(`charge ${transaction} refunded but its payment is ${payment.status}`);
        }
      } else if (payment?.status !== 'succeeded' || payment.refunded_cents !== refunded) {
        problems.push(
          `charge ${transaction} refunded ${refunded} in part; its payment is ${payment?.status} with ${payment?.refunded_cents} refunded`,
        );
      }
      continue;
    }
    if (!payment || payment.status !== 'succeeded') {
      problems.push(
        `charge ${transaction} (${charge.amount_cents} cents) neither saved nor refunded: ${payment?.status ?? 'no payment row'}`,
      );
    } else if (!payment.vehicle_id || !carIds.has(payment.vehicle_id)) {
      problems.push(`charge ${transaction} saved on no vehicle`);
    } else if (payment.amount_cents !== charge.amount_cents) {
      problems.push(
        `charge ${transaction} of ${charge.amount_cents}, payment ${payment.amount_cents}`,
      );
    }
  }
  for (const p of s.payments.filter((row) => row.status === 'refunded')) {
    if (!p.transaction_id || !h.refunds.has(p.transaction_id)) {
      problems.push(`payment ${p.id} marked refunded; the provider refunded nothing`);
    }
  }
  return problems;
}

/** Every invariant that holds after any step (the model's own check (5) is in the test). */
export async function checkInvariants(
  h: Harness,
  bound: { owner: number; renter: number },
): Promise<{ problems: string[]; snap: Snapshot }> {
  const snap = await snapshot(h);
  const problems = [
    ...checkNightsPaidOnce(snap),
    ...checkFreeSpots(snap, bound),
    ...(await checkAmounts(h, snap)),
    ...checkLimits(snap),
    ...checkChargesSavedOrRefunded(h, snap),
  ];
  return { problems, snap };
}
