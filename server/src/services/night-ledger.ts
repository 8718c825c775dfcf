// The night ledger on the server (docs/adr/0020): which nights of a stay are credit, on a free
// spot or due, decided with the shared rule (allocateNights) from the unit's paid nights and its
// onsite cars, read under the unit owner's lock. A free spot is not a row: on a night it is
// taken by each car of the pool onsite that night whose plate has no payment for it, so every
// way a car gets onsite (seed, import, an admin) counts the same.
import {
  allocateNights,
  freePoolOf,
  nightClassOf,
  nightsFrom,
  type Dstr,
  type EffectiveAllowances,
  type NightAllocation,
  type NightClass,
  type NightCover,
  type PaidNight,
  type Role,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import { attachNights, plateKeyOf, readUnitLedger } from '../db/queries/stay-nights';

/** The plate whose nights are planned, in its unit. */
export interface NightSubject {
  hoaid: string;
  unitnumber: string;
  plate_key: string;
  night_class: NightClass;
}

export interface NightPlan {
  /** The nights from today to the checkout the car must be covered for. */
  nights: Dstr[];
  allocation: NightAllocation;
  /**
   * The plate's paid nights of the stay with the type they were paid for, when its pool pays by
   * card and the payer is no admin: a type change re-prices them (docs/adr/0020).
   */
  paid: PaidNight[];
}

/**
 * Who pays is the car's rule (renter cars the renter rules, others the owner's), whoever makes
 * the change; an admin never pays (docs/product-rules.md).
 */
export function poolCharges(
  community: CommunityRow,
  nightClass: NightClass,
  payerRole: Role,
): boolean {
  if (payerRole === 'admin') return false;
  return freePoolOf(nightClass) === 'renter'
    ? community.use_renter_creditcard
    : community.use_owner_creditcard;
}

export async function planNights(
  tx: Executor,
  input: {
    subject: NightSubject;
    community: CommunityRow;
    limits: EffectiveAllowances;
    payerRole: Role;
    today: Dstr;
    checkout: Dstr;
    /** The vehicle when it exists: the nights it is onsite already are its own. */
    vehicleId?: string;
    /** A payment being confirmed: its own rows are what it pays, not cover. */
    confirmingPayment?: string;
  },
): Promise<NightPlan> {
  const { subject, today } = input;
  const { nights: rows, cars } = await readUnitLedger(tx, subject, today);
  const pool = freePoolOf(subject.night_class);
  const own = new Map<Dstr, NightCover>();
  const paidNightsOf = new Map<string, Set<Dstr>>();
  const charges = poolCharges(input.community, subject.night_class, input.payerRole);
  const paid: PaidNight[] = [];
  for (const row of rows) {
    if (row.plate_key === subject.plate_key) {
      if (row.payment_id !== input.confirmingPayment) {
        own.set(row.night, row.status === 'pending' ? 'pending' : 'paid');
        if (charges && row.status !== 'pending' && row.night < input.checkout) {
          paid.push({
            night: row.night,
            price_cents: row.price_cents,
            vehicle_type: row.vehicle_type,
          });
        }
      }
    } else {
      const paid = paidNightsOf.get(row.plate_key) ?? new Set<Dstr>();
      paid.add(row.night);
      paidNightsOf.set(row.plate_key, paid);
    }
  }
  // A car onsite holds its nights already: an extension covers only the nights after them.
  const self = cars.find((car) => car.id === input.vehicleId);
  if (self)
    for (const night of nightsFrom(today, self.enddate))
      if (!own.has(night)) own.set(night, 'free');
  // The pool's free spots taken on a night: the other cars of the pool onsite that night whose
  // plate has no payment for it.
  const nights = nightsFrom(today, input.checkout);
  const others = cars.filter(
    (car) =>
      car.id !== input.vehicleId &&
      plateKeyOf(car.plate, car.id) !== subject.plate_key &&
      freePoolOf(nightClassOf(car.carownertype)) === pool,
  );
  const freeTaken = new Map<Dstr, number>();
  for (const night of nights) {
    const taken = others.filter(
      (car) => car.enddate > night && !paidNightsOf.get(plateKeyOf(car.plate, car.id))?.has(night),
    ).length;
    freeTaken.set(night, taken);
  }
  const allocation = allocateNights({
    nights,
    own,
    freeTaken,
    freeSpots:
      pool === 'renter' ? input.limits.renter_free_parking : input.limits.owner_free_parking,
    charges,
  });
  return { nights, allocation, paid };
}

/** The plate's covered and paid nights now belong to this vehicle (a re-added car's credit). */
export async function applyNights(
  tx: Executor,
  subject: NightSubject,
  vehicleId: string,
  plan: NightPlan | null,
): Promise<void> {
  if (!plan) return;
  await attachNights(tx, subject, [...plan.allocation.credit, ...plan.allocation.due], vehicleId);
}
