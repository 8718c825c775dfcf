import { CLIENT_DATE_REFUSED, CLIENT_DATE_UNREADABLE } from '@parking/shared/domain';
import {
  addDays,
  communityToday,
  daysBetween,
  effectiveToday,
  isDstrValue,
  timeIn,
  todayIn,
} from '../../src/util/dates';

// 2026-03-01 03:30 UTC is still 2026-02-28 in New York.
const NOW = new Date('2026-03-01T03:30:00Z');

describe('community dates', () => {
  it("gives the community's calendar date and time in its time zone", () => {
    expect(todayIn('America/New_York', NOW)).toBe('2026-02-28');
    expect(todayIn('Europe/Berlin', NOW)).toBe('2026-03-01');
    expect(timeIn('America/New_York', NOW)).toBe('22:30:00');
  });

  it('checks the YYYY-MM-DD format and real calendar dates of any input', () => {
    expect(isDstrValue('2026-02-28')).toBe(true);
    expect(isDstrValue('2026-02-30')).toBe(false);
    expect(isDstrValue('28/02/2026')).toBe(false);
    expect(isDstrValue(20260228)).toBe(false);
  });

  it('adds days and counts days between dates', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
  });

  it('accepts a client date within one day and otherwise uses the community today', () => {
    expect(effectiveToday('America/New_York', '2026-03-01', NOW)).toBe('2026-03-01');
    expect(effectiveToday('America/New_York', '2026-02-27', NOW)).toBe('2026-02-27');
    expect(effectiveToday('America/New_York', '2026-03-02', NOW)).toBe('2026-02-28');
    expect(effectiveToday('America/New_York', undefined, NOW)).toBe('2026-02-28');
  });

  it("checks every client date in any form and keeps the community's today", () => {
    // 03:30 UTC on 1 March is 22:30 on 28 February in New York: today stays the community's.
    const spec = 'Sun Mar 01 2026 03:30:00 GMT+0000 (Coordinated Universal Time)';
    expect(communityToday('America/New_York', [spec, '2026-03-01'], NOW)).toBe('2026-02-28');
    expect(communityToday('America/New_York', [undefined, '', null], NOW)).toBe('2026-02-28');
    const refusal = (claims: unknown[]) => {
      try {
        communityToday('America/New_York', claims, NOW);
        return null;
      } catch (error) {
        const { statusCode, message } = error as { statusCode: number; message: string };
        return { statusCode, message };
      }
    };
    expect(refusal(['Thu Feb 26 2026 03:30:00 GMT+0000'])).toEqual({
      statusCode: 400,
      message: CLIENT_DATE_REFUSED,
    });
    expect(refusal(['2026-03-01', 'tomorrow-ish'])).toEqual({
      statusCode: 400,
      message: CLIENT_DATE_UNREADABLE,
    });
    // A header sent twice arrives as a list: not one date.
    expect(refusal([['2026-03-01', '2026-03-01']])).toEqual({
      statusCode: 400,
      message: CLIENT_DATE_UNREADABLE,
    });
  });
});
