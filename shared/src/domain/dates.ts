// Calendar dates as YYYY-MM-DD strings (spec §7 dstr). Arithmetic runs on whole UTC days, so
// daylight-saving changes never add or lose a night.
import { VALIDATION } from './messages';
import type { Dstr } from './types';

/** spec §3: 1970-01-01 means no checkout date / offsite. */
export const NO_DATE: Dstr = '1970-01-01';

/** spec §9: a checkout date at most 60 days ahead. */
export const CHECKOUT_WINDOW_DAYS = 60;

const MS_PER_DAY = 86_400_000;
const DSTR_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** spec §7: dstr is the local date as YYYY-MM-DD. */
export function dstr(date: Date = new Date()): Dstr {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// Building an Intl.DateTimeFormat costs far more than using one (a quarter of a millisecond, on
// every signed-in request), so one is kept per time zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const lastDays = new Map<string, { minute: number; day: Dstr }>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's date in a community's time zone (docs/product-rules.md: "today" is the community's date). */
export function todayIn(timeZone: string, now: Date = new Date()): Dstr {
  // Every time zone's day starts on a whole minute: the answer holds for the whole minute.
  const minute = Math.floor(now.getTime() / 60_000);
  const known = lastDays.get(timeZone);
  if (known?.minute === minute) return known.day;
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  lastDays.set(timeZone, { minute, day });
  return day;
}

/** Whether the text is a real calendar date in YYYY-MM-DD form. */
export function isDstr(value: string): boolean {
  const match = DSTR_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "One today": the one answer to a client date too far from the community's today. */
export const CLIENT_DATE_REFUSED =
  "Your device's date is more than one day away from today's date. Please correct it and try again.";

/** The answer to a client date no reading understands (neither YYYY-MM-DD nor a date string). */
export const CLIENT_DATE_UNREADABLE =
  "Your device's date could not be read. Please check your device's date and try again.";

/** 'ok', or why a client's date is refused. */
export type ClientDateCheck = 'ok' | 'far' | 'unreadable';

/** The longest client date read: a JavaScript date string with a long time-zone name fits. */
export const CLIENT_DATE_MAX_LENGTH = 120;

/**
 * ARCHITECTURE "Server": a client's date (dstr, browserdate, curdate) is only a check. Our own
 * YYYY-MM-DD is a calendar date, accepted within one day of the community's today. Any other
 * text `Date.parse` reads (spec §7: "a browserdate header with the current date string", e.g.
 * 'Fri Nov 27 2026 05:22:36 GMT+0000 (Coordinated Universal Time)', or an ISO time) is an
 * instant, accepted within one day (24 hours) of `now`.
 */
export function checkClientDate(
  claimed: string,
  today: Dstr,
  now: Date = new Date(),
): ClientDateCheck {
  const text = claimed.trim();
  if (DSTR_PATTERN.test(text)) {
    // A YYYY-MM-DD that is no calendar date (2026-02-30) is not read as another day.
    if (!isDstr(text)) return 'unreadable';
    return Math.abs(daysBetween(today, text)) <= 1 ? 'ok' : 'far';
  }
  if (text === '' || text.length > CLIENT_DATE_MAX_LENGTH) return 'unreadable';
  const instant = Date.parse(text);
  if (Number.isNaN(instant)) return 'unreadable';
  return Math.abs(instant - now.getTime()) <= MS_PER_DAY ? 'ok' : 'far';
}

/** Whether a client's date passes checkClientDate. */
export function isClientDateAccepted(
  claimed: string,
  today: Dstr,
  now: Date = new Date(),
): boolean {
  return checkClientDate(claimed, today, now) === 'ok';
}

export function isSentinel(date: Dstr): boolean {
  return date === NO_DATE;
}

function dayNumber(date: Dstr): number {
  if (!isDstr(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

function fromDayNumber(day: number): Dstr {
  const date = new Date(day * MS_PER_DAY);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(date: Dstr, days: number): Dstr {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from start to end (negative when end is earlier). */
export function daysBetween(start: Dstr, end: Dstr): number {
  return dayNumber(end) - dayNumber(start);
}

/** spec §4: the Onsite list counts a vehicle whose checkout is today or later. */
export function isOnsite(enddate: Dstr, today: Dstr): boolean {
  return !isSentinel(enddate) && enddate >= today;
}

/** spec §4: the Owner Vehicle Status popup shows Onsite only for a checkout after today. */
export function isOnsiteForStatusPopup(enddate: Dstr, today: Dstr): boolean {
  return !isSentinel(enddate) && enddate > today;
}

export type CheckoutDateError = typeof VALIDATION.checkoutInPast | typeof VALIDATION.checkoutTooFar;

/** spec §5, §9: a checkout date is not before today and at most 60 days ahead. */
export function validateCheckoutDate(date: Dstr, today: Dstr): CheckoutDateError | null {
  if (!isDstr(date) || date < today) return VALIDATION.checkoutInPast;
  if (daysBetween(today, date) > CHECKOUT_WINDOW_DAYS) return VALIDATION.checkoutTooFar;
  return null;
}

/** spec §9: nights are whole days between start and end, never negative. */
export function nights(start: Dstr, end: Dstr): number {
  if (isSentinel(end)) return 0;
  return Math.max(0, daysBetween(start, end));
}

export interface StayDates {
  mode: 'create' | 'modify';
  /** The vehicle's checkout date before this change (modify only). */
  currentEnddate?: Dstr;
  newEnddate: Dstr;
  today: Dstr;
}

/** The first night to pay for (spec §9): today for a new vehicle or an expired checkout. */
export function stayStart({ mode, currentEnddate, today }: StayDates): Dstr {
  if (mode === 'create' || currentEnddate === undefined) return today;
  if (isSentinel(currentEnddate) || currentEnddate < today) return today;
  return currentEnddate;
}

/**
 * spec §9: nights of a stay. Start is today for a new vehicle; for a modify, the current
 * checkout date, or today when it is 1970-01-01 or in the past.
 */
export function nightsForStay(stay: StayDates): number {
  return nights(stayStart(stay), stay.newEnddate);
}

/** spec §9: the default date helper gives tomorrow. */
export function defaultTomorrow(today: Dstr): Dstr {
  return addDays(today, 1);
}

/** spec §9: the default report window is the last 14 days to today. */
export function reportWindowDefault(today: Dstr): { begindate: Dstr; enddate: Dstr } {
  return { begindate: addDays(today, -14), enddate: today };
}

/** spec §9: the soft-delete date defaults to 7 days back. */
export function softDeleteDefault(today: Dstr): Dstr {
  return addDays(today, -7);
}

/**
 * spec §2 Reports, §9: usage days = end minus start; with a 1970-01-01 end the owner report
 * shows a blank (null) and the renter report 0.
 */
export function usageDays(start: Dstr, end: Dstr, which: 'owner' | 'renter'): number | null {
  if (isSentinel(end) || !isDstr(start) || !isDstr(end)) return which === 'owner' ? null : 0;
  return daysBetween(start, end);
}
