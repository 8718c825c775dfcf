// spec §9 Pricing: price per night = spot price x availability factor x season fee factor;
// total = price x nights; both to two decimals. Sums run in whole cents so 0.1 + 0.2 style
// float error never reaches a charge.
import { addDays, isSentinel } from './dates';
import type { NightAllocation } from './nights';
import type { Dstr, Role, SpotType } from './types';

/** The flag as stored: a boolean, or the string 'false' that older records carry (spec §9). */
export type AvailabilityFlag = boolean | string;

export interface AvailabilityInput {
  allcount: number;
  maxallactive: number;
  use_availability_factor: AvailabilityFlag;
}

function toCents(amount: number): number {
  // toPrecision(12) drops binary noise first: 1.005 * 100 is 100.49999999999999, not 100.5.
  return Math.round(Number((amount * 100).toPrecision(12)));
}

/** Rounds a money amount to two decimals, half away from zero on the cent. */
export function roundMoney(amount: number): number {
  return toCents(amount) / 100;
}

function flagIsOff(flag: AvailabilityFlag): boolean {
  return flag === false || (typeof flag === 'string' && flag.trim().toLowerCase() === 'false');
}

/**
 * spec §9: availability factor = allcount / maxallactive + 1, or 1 when the community turned
 * it off. A lot of size 0 (not configured) has no scarcity to price, so the factor is 1. A lot
 * with more cars onsite than its limit (the admin lowered it) prices like a full lot: the
 * factor is at most 2.
 */
export function availabilityFactor({
  allcount,
  maxallactive,
  use_availability_factor,
}: AvailabilityInput): number {
  if (flagIsOff(use_availability_factor) || maxallactive <= 0) return 1;
  return Math.min(Math.max(allcount, 0) / maxallactive, 1) + 1;
}

/** The spot price of a vehicle type, 0 when the community has no price for it. */
export function spotPriceFor(vehicleType: string, spots: readonly SpotType[]): number {
  const wanted = vehicleType.toUpperCase();
  return spots.find((spot) => spot.spot_type.toUpperCase() === wanted)?.spot_price ?? 0;
}

export interface NightPriceInput extends AvailabilityInput {
  spotPrice: number;
  season_parking_fee_factor: number;
}

/** spec §9: price per night, two decimals. */
export function pricePerNight(input: NightPriceInput): number {
  const price = input.spotPrice * availabilityFactor(input) * input.season_parking_fee_factor;
  return roundMoney(price);
}

/** spec §9: total = price per night x nights, two decimals. */
export function totalPrice(pricePerNightAmount: number, nightCount: number): number {
  return (toCents(pricePerNightAmount) * Math.max(0, Math.trunc(nightCount))) / 100;
}

export interface StayQuote {
  /** spec §3 payment fields: parking_nights, dayprice, total_price. */
  parking_nights: number;
  dayprice: number;
  total_price: number;
}

/** The price of a stay, as the payment summary shows it and the server charges it. */
export function quoteStay(input: NightPriceInput & { nights: number }): StayQuote {
  const dayprice = pricePerNight(input);
  return {
    parking_nights: input.nights,
    dayprice,
    total_price: totalPrice(dayprice, input.nights),
  };
}

// docs/adr/0009: a payment ledger records the nights each payment covers, so the
// price shown is the price charged and no night is paid twice.

/** How long a server quote may be paid (the payer confirms again after it). */
export const QUOTE_TTL_MINUTES = 15;

/** Every night of a stay: the first night up to the night before checkout (spec §9 Nights). */
export function stayNights(firstNight: Dstr, checkout: Dstr): Dstr[] {
  const list: Dstr[] = [];
  if (isSentinel(checkout)) return list;
  for (let night = firstNight; night < checkout; night = addDays(night, 1)) list.push(night);
  return list;
}

/** The nights of a stay that no payment of the vehicle covers yet, in date order. */
export function unpaidNights(stay: readonly Dstr[], paid: Iterable<Dstr>): Dstr[] {
  const covered = new Set(paid);
  return stay.filter((night) => !covered.has(night));
}

/** Why a stay costs nothing (the summary says so next to $0.00). */
export const NO_PAYMENT_REASONS = ['free_spot', 'nights_paid', 'no_nights', 'admin'] as const;
export type NoPaymentReason = (typeof NO_PAYMENT_REASONS)[number];

/** A night the plate paid earlier, as the ledger keeps it: what it cost and for which type. */
export interface PaidNight {
  night: Dstr;
  price_cents: number;
  vehicle_type: string;
}

/**
 * A type change on a stay with paid future nights (docs/adr/0020, "Type changes"): each paid
 * night from today on that was paid for another type costs what the new type costs today less
 * what was paid for it. A cheaper type gives nothing back by itself (management refunds), and a
 * night paid for the new type, or topped up to it, is never charged again. The server passes no
 * paid nights when the pool does not pay by card; an admin's change re-prices nothing.
 */
export function repricedNights(input: {
  paid: readonly PaidNight[];
  vehicleType: string;
  daypriceCents: number;
}): { nights: Dstr[]; cents: number } {
  const wanted = input.vehicleType.toUpperCase();
  const nights: Dstr[] = [];
  let cents = 0;
  for (const night of [...input.paid].sort((a, b) => a.night.localeCompare(b.night))) {
    const difference = input.daypriceCents - night.price_cents;
    if (night.vehicle_type.toUpperCase() === wanted || difference <= 0) continue;
    nights.push(night.night);
    cents += difference;
  }
  return { nights, cents };
}

export interface LedgerQuoteInput {
  /** spec §9 Nights: the stay's nights as the summary counts them (stayStart .. checkout). */
  stay: readonly Dstr[];
  /** How the night ledger covers the nights from today to the checkout (allocateNights). */
  allocation: Pick<NightAllocation, 'credit' | 'free' | 'due'>;
  role: Role;
  price: NightPriceInput;
  /**
   * The plate's paid nights from today to the checkout with their type (before the stay's first
   * night too: a type change re-prices the nights the car holds already); none when the pool
   * does not pay by card.
   */
  paid?: readonly PaidNight[];
  /** The type the stay is for (re-prices nights paid for another type). */
  vehicleType?: string;
}

export interface LedgerQuote extends StayQuote {
  /** The nights this payment would cover. */
  nights_due: Dstr[];
  /** Nights of the stay an earlier payment of the plate covers (credit). */
  nights_paid: number;
  /** Nights of the stay on one of the unit's free spots. */
  nights_free: number;
  /** Paid nights charged the difference to the new type (docs/adr/0020, "Type changes"). */
  nights_repriced: Dstr[];
  /** What those nights cost more, in dollars (part of total_price). */
  reprice_total: number;
  payment_due: boolean;
  reason: NoPaymentReason | null;
}

/**
 * The price of the nights to pay (docs/adr/0020): paid nights of the plate are credit, nights on
 * a free spot cost nothing, and only the nights whose free spots other cars already use are
 * charged; nothing is due for an admin (spec §6) or an empty stay.
 */
export function quoteLedgerStay(input: LedgerQuoteInput): LedgerQuote {
  const { allocation } = input;
  const inStay = new Set(input.stay);
  const count = (nights: readonly Dstr[]) => nights.filter((night) => inStay.has(night)).length;
  const due = input.role === 'admin' ? [] : [...allocation.due];
  const quote = quoteStay({ ...input.price, nights: due.length });
  const repriced =
    input.role === 'admin' || !input.vehicleType
      ? { nights: [], cents: 0 }
      : repricedNights({
          paid: input.paid ?? [],
          vehicleType: input.vehicleType,
          daypriceCents: toCents(quote.dayprice),
        });
  const payment_due = due.length > 0 || repriced.nights.length > 0;
  let reason: NoPaymentReason | null = null;
  if (!payment_due) {
    if (input.stay.length === 0) reason = 'no_nights';
    else if (input.role === 'admin') reason = 'admin';
    else if (allocation.free.length === 0 && count(allocation.credit) > 0) reason = 'nights_paid';
    else reason = 'free_spot';
  }
  return {
    ...quote,
    total_price: payment_due ? (toCents(quote.total_price) + repriced.cents) / 100 : 0,
    nights_due: due,
    nights_paid: count(allocation.credit),
    nights_free: count(allocation.free),
    nights_repriced: repriced.nights,
    reprice_total: repriced.cents / 100,
    payment_due,
    reason,
  };
}

/** Money in whole cents, as the ledger and the provider keep it. */
export function moneyToCents(amount: number): number {
  return toCents(amount);
}
