// The night ledger's rules (docs/adr/0020-night-ledger-and-versioned-writes.md). What a unit
// pays for is nights: one row per night a plate of the unit is covered, either paid (a payment
// id) or on one of the unit's free spots. The server keeps the rows (table stay_nights) and
// decides with these functions, under the unit's lock; the payment summary shows their result.
//
// Invariants (the contract the property tests check):
//   1. a night of a plate in a unit is covered once: paid or free, never paid twice;
//   2. on every night, the free rows of a pool (owner or renter cars) are at most the pool's
//      free spots while the pool pays by card;
//   3. a night is charged only when the pool's free spots of that night are already taken by
//      other cars;
//   4. paid nights stay with the plate in the unit: a car that leaves early keeps them as
//      credit, and the plate uses them first when it returns.
import { addDays, isSentinel } from './dates';
import type { CarOwnerType, Dstr } from './types';

/** Whose night: the owner's own cars, a renter's, or a guest's (an invitation's visitor). */
export type NightClass = 'owner' | 'renter' | 'guest';

/** Which free spots a night can use: renters have their own; guests use the owner's. */
export type FreePool = 'owner' | 'renter';

export function nightClassOf(carownertype: CarOwnerType | string): NightClass {
  if (carownertype === 'renter') return 'renter';
  if (carownertype === 'visitor') return 'guest';
  return 'owner';
}

export function freePoolOf(nightClass: NightClass): FreePool {
  return nightClass === 'renter' ? 'renter' : 'owner';
}

/** The nights a car is onsite from `today` until its checkout (none when offsite). */
export function nightsFrom(today: Dstr, checkout: Dstr): Dstr[] {
  const list: Dstr[] = [];
  if (isSentinel(checkout)) return list;
  for (let night = today; night < checkout; night = addDays(night, 1)) list.push(night);
  return list;
}

/** How one of the plate's own rows covers a night. */
export type NightCover = 'paid' | 'free' | 'pending';

export interface NightAllocationInput {
  /** The nights the car must be covered for (nightsFrom today to the new checkout). */
  nights: readonly Dstr[];
  /** The plate's own rows in the unit for those nights. */
  own: ReadonlyMap<Dstr, NightCover>;
  /** Free rows of OTHER plates of the same pool, per night. */
  freeTaken: ReadonlyMap<Dstr, number>;
  /** The pool's free spots (owner_free_parking or renter_free_parking). */
  freeSpots: number;
  /** The pool pays by card (use_owner_creditcard / use_renter_creditcard) and the payer is no admin. */
  charges: boolean;
}

export interface NightAllocation {
  /** Nights already covered by the plate's rows (paid credit or its own free spot). */
  covered: Dstr[];
  /** Of those, nights covered by an earlier payment (credit). */
  credit: Dstr[];
  /** Nights that take a free spot now (new free rows). */
  free: Dstr[];
  /** Nights to pay: every free spot of the pool is taken by other cars that night. */
  due: Dstr[];
  /** Nights another payment of the same plate is paying right now. */
  pending: Dstr[];
}

/**
 * Allocates each night: kept as it is when the plate already covers it, else a free spot when
 * fewer than `freeSpots` other cars of the pool are on a free spot that night, else due. A pool
 * that does not pay by card (or an admin's change) never charges: every uncovered night is free.
 */
export function allocateNights(input: NightAllocationInput): NightAllocation {
  const result: NightAllocation = { covered: [], credit: [], free: [], due: [], pending: [] };
  for (const night of input.nights) {
    const own = input.own.get(night);
    if (own === 'pending') result.pending.push(night);
    else if (own) {
      result.covered.push(night);
      if (own === 'paid') result.credit.push(night);
    } else if (!input.charges || (input.freeTaken.get(night) ?? 0) < input.freeSpots) {
      result.free.push(night);
    } else result.due.push(night);
  }
  return result;
}
