import {
  addDays,
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
});
