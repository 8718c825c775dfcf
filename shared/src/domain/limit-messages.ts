// spec §8 limit overlays, built from the counts so every screen says the same thing.
import { FAILURE, LIMIT } from './messages';
import type { Availability } from './limits';
import type { Dstr } from './types';
import { extraCarMessages } from './warning-mode';

export function unitMaxReachedMessage(
  max: number,
  ownercount: number,
  rentercount: number,
): string {
  return LIMIT.unitMaxReached(max, ownercount, rentercount);
}

export function renterMaxReachedMessage(max: number): string {
  return LIMIT.renterMaxReached(max);
}

/** spec §8: result code over_owner_parking_limit, the prefix followed by a value. */
export function overOwnerLimitMessage(value: number | string): string {
  return `${FAILURE.overOwnerLimitPrefix}${value}`;
}

/**
 * spec §8 Renter over free spots: 'Renters are only allowed {n} car.', then either the
 * second-vehicle allowance (spots to spare) or the few-spots notice, and the violation note.
 */
export function renterOverFreeSpotsMessages(
  renterFreeParking: number,
  lot: Availability,
  availabilityWarningBuffer: number,
): string[] {
  return [
    LIMIT.rentersOnlyAllowed(renterFreeParking),
    lot.warning
      ? LIMIT.fewSpotsLeft(availabilityWarningBuffer)
      : LIMIT.secondVehicleAllowed(lot.remaining),
    LIMIT.unregisteredInViolation,
  ];
}

/**
 * spec §8 Unit max will be exceeded: with the warning setting on, the exceed notice, the
 * allowance until the grace date (the community's, or the car's checkout: warning-mode.ts) and
 * the violation note; with it off, the spots remaining after this vehicle.
 */
export function unitMaxExceededMessages(
  maxunitactive: number,
  useWarningStatus: number | boolean,
  lot: Availability,
  graceDate: Dstr,
): string[] {
  if (useWarningStatus) return extraCarMessages(maxunitactive, graceDate);
  return [LIMIT.parkingAvailable(Math.max(0, lot.remaining - 1))];
}
