// "Today" is the community's date in its time zone (ARCHITECTURE "Server"). The calendar
// arithmetic is the shared domain's; this adds what only the server needs: the wall-clock
// time and the check of a client's browserdate/dstr, accepted only within a day of today.
import {
  CLIENT_DATE_REFUSED,
  CLIENT_DATE_UNREADABLE,
  addDays,
  checkClientDate,
  daysBetween,
  isDstr,
  todayIn,
  type Dstr,
} from '@parking/shared/domain';
import { badRequest } from './http-error';

export { addDays, daysBetween, todayIn };

export const isDstrValue = (value: unknown): value is Dstr =>
  typeof value === 'string' && isDstr(value);

/** The wall-clock time in `timeZone` at `now`, as HH:MM:SS (spec §3 violation_time). */
export function timeIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

/**
 * The date a date-sensitive call works with: the client's date when it is a valid date within
 * one day of the community's today (a browser just past midnight elsewhere), else today.
 */
export function effectiveToday(timeZone: string, claimed: unknown, now: Date = new Date()): Dstr {
  const today = todayIn(timeZone, now);
  if (isDstrValue(claimed) && Math.abs(daysBetween(today, claimed)) <= 1) return claimed;
  return today;
}

/**
 * "One today": every date-sensitive call works with the community's today. The
 * client's dates (dstr, the browserdate header, curdate) are only checked (checkClientDate: our
 * YYYY-MM-DD or the spec's date string): one more than a day away is refused with the same 400
 * on every route, one that cannot be read with a 400 that says so. Absent ones are skipped.
 */
export function communityToday(
  timeZone: string,
  claims: readonly unknown[],
  now: Date = new Date(),
): Dstr {
  const today = todayIn(timeZone, now);
  for (const claim of claims) {
    if (claim === undefined || claim === null || claim === '') continue;
    // A repeated header arrives as a list: not one date.
    const check = typeof claim === 'string' ? checkClientDate(claim, today, now) : 'unreadable';
    if (check === 'far') throw badRequest(CLIENT_DATE_REFUSED);
    if (check === 'unreadable') throw badRequest(CLIENT_DATE_UNREADABLE);
  }
  return today;
}
