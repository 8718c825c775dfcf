// Warning mode (spec §4, §8; docs/adr/0028). With the community's use_warning_status on, an
// owner may park one car over the unit maximum: the save succeeds with the spec §8 'Unit max will
// be exceeded' text, the car carries status_flag 2 (red in the reports, "over the unit limit" in
// plate lookup). The grace date of that text is the community's warning_grace_date (the extra
// car may stay until then), or, without one, the car's own checkout. Renter cars, the renter
// maximum and the lot limit stay hard; with the setting off every limit is hard.
import { LIMIT } from './messages';
import type { Dstr } from './types';

export interface ExtraCarInput {
  use_warning_status: number | boolean;
  /** The community's last day for an extra car; null or absent: none set. */
  warning_grace_date?: Dstr | null;
  /** Whose car: only owners' cars (not renters') may be the extra one. */
  carowner: 'owner' | 'renter';
  /** Onsite counts of the unit BEFORE this car. */
  ownercount: number;
  rentercount: number;
  maxunitactive: number;
  /** The car's checkout date (its stay ends that morning). */
  checkout: Dstr;
}

/**
 * Whether an owner's car may come onsite one over the unit maximum: warning mode on, the unit
 * exactly full before it (never two over), and its checkout no later than the grace date.
 */
export function mayExceedUnitByOne(input: ExtraCarInput): boolean {
  if (!input.use_warning_status || input.carowner !== 'owner') return false;
  if (input.ownercount + input.rentercount !== input.maxunitactive) return false;
  const grace = input.warning_grace_date;
  return !grace || input.checkout <= grace;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date as the spec's text writes it: 2024-05-01 -> 'May 1, 2024'. */
export function graceDateText(date: Dstr): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}

/** The grace date an extra car is told: the community's, else the car's checkout. */
export function extraCarGraceDate(warningGraceDate: Dstr | null | undefined, checkout: Dstr): Dstr {
  return warningGraceDate || checkout;
}

/**
 * spec §8 Unit max will be exceeded, with the warning setting on: the exceed notice, the
 * allowance until the grace date and the violation note.
 */
export function extraCarMessages(maxunitactive: number, graceDate: Dstr): string[] {
  return [
    LIMIT.unitMaxWillBeExceeded(maxunitactive),
    LIMIT.allowAnotherUntil(graceDateText(graceDate)),
    LIMIT.unregisteredInViolation,
  ];
}

/** What plate lookup and the reports call a car of status_flag 2 in warning mode. */
export const OVER_UNIT_LIMIT_TEXT = 'over the unit limit';

/** The answer to insert/modify/status of the unit's extra car carries the spec's warning. */
export interface LimitWarning {
  limit_warning?: string[];
}
