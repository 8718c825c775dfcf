// Spot type names: lists, cards and the payment summary show a vehicle type by its
// display name (Car, Truck/Van), never by its code (CAR). The community's spot types (spec §3
// spot_display) name their own codes; the demo community's names are the fallback for a screen
// that has no spot list at hand.
import type { SpotType } from './types';

/** The display names of the spot types the spec lists (help: Car, Truck/Van, ... Dumpster). */
export const SPOT_TYPE_NAMES: Readonly<Record<string, string>> = {
  CAR: 'Car',
  TRUCK: 'Truck/Van',
  VAN: 'Truck/Van',
  MOTORCYCLE: 'Motorcycle',
  TRAILER: 'Trailer',
  RV: 'Camper/RV',
  CAMPER: 'Camper/RV',
  OVERSIZE: 'Oversized',
  OVERSIZED: 'Oversized',
  DUMPSTER: 'Dumpster',
};

/**
 * The name a person reads for a vehicle type code: the community's spot_display when its spot
 * types are given, else the spec's name, else the code itself (a type only that community has).
 */
export function spotTypeName(code: string, spotTypes: readonly SpotType[] = []): string {
  const spot = spotTypes.find((type) => type.spot_type === code);
  if (spot?.spot_display) return spot.spot_display;
  return SPOT_TYPE_NAMES[code.toUpperCase()] ?? code;
}

/**
 * Who a vehicle belongs to (spec §3 carownertype) as a person reads it: 'Owner', 'Long-term
 * guest', never the code 'longterm' (docs/adr/0026-owner-day-in-one-tap.md, names everywhere).
 */
export const CAR_OWNER_TYPE_NAMES: Readonly<Record<string, string>> = {
  owner: 'Owner',
  family: 'Family',
  friend: 'Friend',
  longterm: 'Long-term guest',
  visitor: 'Visitor',
  contractor: 'Contractor',
  renter: 'Renter',
  guest: 'Guest',
};

/** The name of an owner type code; an unknown code reads as itself. */
export function carOwnerTypeName(code: string): string {
  return CAR_OWNER_TYPE_NAMES[code.toLowerCase()] ?? code;
}

/** The name of a payer role (payments: owner, renter, guest). */
export function payerRoleName(role: string): string {
  return carOwnerTypeName(role);
}
