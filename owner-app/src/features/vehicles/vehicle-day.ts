// The owner's day with a car (docs/adr/0026-owner-day-in-one-tap.md): what the status chip says
// and which one action comes first. A car is onsite through its checkout date (spec §4); an
// offsite car is parked, an onsite one extended or taken away. Renter cars are the renter's to
// change (spec §6), so they show the chip only.
import {
  CHECKOUT_WINDOW_DAYS,
  addDays,
  isOnsite,
  type Dstr,
  type Vehicle,
} from '@parking/shared/domain';

/** spec §3: status_flag 2 is a vehicle over the unit's limit (a warning). */
export const OVER_LIMIT_FLAG = 2;

export type DayStatus =
  | { kind: 'onsite'; label: string }
  | { kind: 'over-limit'; label: string }
  | { kind: 'offsite'; label: string };

export type DayAction = 'park' | 'extend';

export const DAY_TEXT = {
  offsite: 'Offsite',
  overLimit: 'Over limit',
  park: 'Park',
  extend: 'Extend',
  leave: 'Leave',
} as const;

export function dayStatusOf(
  vehicle: Pick<Vehicle, 'enddate' | 'status_flag'>,
  today: Dstr,
): DayStatus {
  if (!isOnsite(vehicle.enddate, today)) return { kind: 'offsite', label: DAY_TEXT.offsite };
  const until = `Onsite until ${vehicle.enddate}`;
  if (vehicle.status_flag === OVER_LIMIT_FLAG) {
    return { kind: 'over-limit', label: `${DAY_TEXT.overLimit} · ${until}` };
  }
  return { kind: 'onsite', label: until };
}

/** The one primary action of a car, or null for a renter's car (spec §6). */
export function dayActionOf(
  vehicle: Pick<Vehicle, 'enddate' | 'carownertype'>,
  today: Dstr,
): DayAction | null {
  if (vehicle.carownertype === 'renter') return null;
  return isOnsite(vehicle.enddate, today) ? 'extend' : 'park';
}

/** The last checkout the picker offers (spec §9: at most 60 days ahead). */
export function lastCheckout(today: Dstr): Dstr {
  return addDays(today, CHECKOUT_WINDOW_DAYS);
}

/**
 * Where a night's stay starts counting: today for a car being parked, its checkout for a car
 * being extended.
 */
export function checkoutBase(vehicle: Pick<Vehicle, 'enddate'>, today: Dstr): Dstr {
  return isOnsite(vehicle.enddate, today) ? vehicle.enddate : today;
}

/** The picker's quick choices: one night, two nights, a week, each within the 60-day window. */
export function quickCheckouts(
  vehicle: Pick<Vehicle, 'enddate'>,
  today: Dstr,
): { label: string; date: Dstr }[] {
  const base = checkoutBase(vehicle, today);
  const last = lastCheckout(today);
  return [
    { label: '1 night', date: addDays(base, 1) },
    { label: '2 nights', date: addDays(base, 2) },
    { label: '1 week', date: addDays(base, 7) },
  ].filter((choice) => choice.date <= last);
}

/** The picker's default: one more night (a resident in a hurry changes it only when needed). */
export function defaultCheckout(vehicle: Pick<Vehicle, 'enddate'>, today: Dstr): Dstr {
  const next = addDays(checkoutBase(vehicle, today), 1);
  const last = lastCheckout(today);
  return next <= last ? next : last;
}
