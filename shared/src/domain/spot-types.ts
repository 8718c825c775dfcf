// Spot type names (issue 11): lists, cards and the payment summary show a vehicle type by its
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
