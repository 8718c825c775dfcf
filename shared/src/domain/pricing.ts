// spec §9 Pricing: price per night = spot price x availability factor x season fee factor;
// total = price x nights; both to two decimals. Sums run in whole cents so 0.1 + 0.2 style
// float error never reaches a charge.
import type { SpotType } from './types';

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
 * it off. A lot of size 0 (not configured) has no scarcity to price, so the factor is 1.
 */
export function availabilityFactor({
  allcount,
  maxallactive,
  use_availability_factor,
}: AvailabilityInput): number {
  if (flagIsOff(use_availability_factor) || maxallactive <= 0) return 1;
  return allcount / maxallactive + 1;
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
