import {
  NO_DATE,
  addDays,
  daysBetween,
  defaultTomorrow,
  dstr,
  CLIENT_DATE_MAX_LENGTH,
  checkClientDate,
  isClientDateAccepted,
  isDstr,
  isOnsite,
  isOnsiteForStatusPopup,
  isSentinel,
  nights,
  nightsForStay,
  reportWindowDefault,
  softDeleteDefault,
  todayIn,
  usageDays,
  validateCheckoutDate,
} from '../index';

describe('dates', () => {
  it('formats a local date as YYYY-MM-DD', () => {
    // spec §7: dstr is today's local date as YYYY-MM-DD
    expect(dstr(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });

  it("gives today's date in the community time zone", () => {
    const instant = new Date('2026-03-05T03:30:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2026-03-04');
    expect(todayIn('Pacific/Auckland', instant)).toBe('2026-03-05');
    expect(todayIn('UTC', instant)).toBe('2026-03-05');
  });

  it('treats 1970-01-01 as the no-date sentinel', () => {
    // spec §3: 1970-01-01 means offsite or never set
    expect(NO_DATE).toBe('1970-01-01');
    expect(isSentinel('1970-01-01')).toBe(true);
    expect(isSentinel('2026-03-05')).toBe(false);
  });

  it('recognises only real calendar dates', () => {
    expect(isDstr('2024-02-29')).toBe(true);
    expect(isDstr('2026-02-29')).toBe(false);
    expect(isDstr('2026-3-5')).toBe(false);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-03-10', '2026-03-08')).toBe(-2);
  });

  it('counts onsite from today in the list and after today in the status popup', () => {
    // spec §4: Onsite list uses >= today; the status popup uses > today
    expect(isOnsite('2026-03-05', '2026-03-05')).toBe(true);
    expect(isOnsite('2026-03-04', '2026-03-05')).toBe(false);
    expect(isOnsite(NO_DATE, '2026-03-05')).toBe(false);
    expect(isOnsiteForStatusPopup('2026-03-05', '2026-03-05')).toBe(false);
    expect(isOnsiteForStatusPopup('2026-03-06', '2026-03-05')).toBe(true);
  });

  it('accepts a checkout date from today to 60 days ahead', () => {
    // spec §9: checkout date not before today, at most 60 days ahead
    expect(validateCheckoutDate('2026-03-05', '2026-03-05')).toBeNull();
    expect(validateCheckoutDate('2026-05-04', '2026-03-05')).toBeNull();
    expect(validateCheckoutDate('2026-03-04', '2026-03-05')).toBe('Date must be in the future.');
    expect(validateCheckoutDate('2026-05-05', '2026-03-05')).toBe(
      'Checkout date must be within 60 days of today.',
    );
    expect(validateCheckoutDate('', '2026-03-05')).toBe('Date must be in the future.');
  });

  it('counts whole nights, never negative, none for the sentinel', () => {
    expect(nights('2026-03-05', '2026-03-08')).toBe(3);
    expect(nights('2026-03-05', '2026-03-01')).toBe(0);
    expect(nights('2026-03-05', NO_DATE)).toBe(0);
  });

  it('starts a new stay today and a modified stay at the current checkout', () => {
    // spec §9: start is today for a new vehicle; for a modify, the current checkout date,
    // or today when it is 1970-01-01 or in the past
    const today = '2026-03-05';
    expect(nightsForStay({ mode: 'create', newEnddate: '2026-03-08', today })).toBe(3);
    expect(
      nightsForStay({
        mode: 'modify',
        currentEnddate: '2026-03-07',
        newEnddate: '2026-03-10',
        today,
      }),
    ).toBe(3);
    expect(
      nightsForStay({ mode: 'modify', currentEnddate: NO_DATE, newEnddate: '2026-03-10', today }),
    ).toBe(5);
    expect(
      nightsForStay({
        mode: 'modify',
        currentEnddate: '2026-03-01',
        newEnddate: '2026-03-10',
        today,
      }),
    ).toBe(5);
    expect(
      nightsForStay({
        mode: 'modify',
        currentEnddate: '2026-03-10',
        newEnddate: '2026-03-08',
        today,
      }),
    ).toBe(0);
  });

  it('gives the default dates of the spec', () => {
    // spec §9: default date helper gives tomorrow; report window last 14 days; soft delete 7 days back
    expect(defaultTomorrow('2026-02-28')).toBe('2026-03-01');
    expect(reportWindowDefault('2026-03-05')).toEqual({
      begindate: '2026-02-19',
      enddate: '2026-03-05',
    });
    expect(softDeleteDefault('2026-03-05')).toBe('2026-02-26');
  });

  it('reports usage days, blank for owners and 0 for renters without an end date', () => {
    // spec §2 Reports: Days is end minus start; 1970-01-01 end is blank (owner) or 0 (renter)
    expect(usageDays('2026-03-01', '2026-03-05', 'owner')).toBe(4);
    expect(usageDays('2026-03-01', NO_DATE, 'owner')).toBeNull();
    expect(usageDays('2026-03-01', NO_DATE, 'renter')).toBe(0);
  });
});

describe('client dates ("one today")', () => {
  it("accepts a real date within one day of the community's today, nothing else", () => {
    // ARCHITECTURE "Server": a dstr/browserdate/curdate more than a day away is refused
    expect(isClientDateAccepted('2026-03-01', '2026-03-01')).toBe(true);
    expect(isClientDateAccepted('2026-02-28', '2026-03-01')).toBe(true);
    expect(isClientDateAccepted('2026-03-02', '2026-03-01')).toBe(true);
    expect(isClientDateAccepted('2026-03-03', '2026-03-01')).toBe(false);
    expect(isClientDateAccepted('2026-02-27', '2026-03-01')).toBe(false);
    expect(isClientDateAccepted('yesterday', '2026-03-01')).toBe(false);
  });
});

describe("client dates in any form (the spec's browserdate string)", () => {
  // 2026-11-27 05:22:36 UTC; the community's today is 2026-11-27.
  const now = new Date('2026-11-27T05:22:36Z');
  const today = '2026-11-27';

  it("reads the JavaScript date string the spec's clients send, as an instant within a day", () => {
    const spec = 'Fri Nov 27 2026 05:22:36 GMT+0000 (Coordinated Universal Time)';
    expect(checkClientDate(spec, today, now)).toBe('ok');
    // Another time zone's clock at the same instant, and one just past midnight there.
    expect(
      checkClientDate('Fri Nov 27 2026 00:22:36 GMT-0500 (Eastern Standard Time)', today, now),
    ).toBe('ok');
    expect(checkClientDate('Sat Nov 28 2026 01:00:00 GMT+1100 (AEDT)', today, now)).toBe('ok');
    // 23 h 59 min either way is within the day, 24 h 1 min is not.
    expect(checkClientDate('Sat Nov 28 2026 05:21:36 GMT+0000', today, now)).toBe('ok');
    expect(checkClientDate('Thu Nov 26 2026 05:23:36 GMT+0000', today, now)).toBe('ok');
    expect(checkClientDate('Sat Nov 28 2026 05:23:37 GMT+0000', today, now)).toBe('far');
    expect(checkClientDate('Wed Nov 25 2026 05:22:36 GMT+0000', today, now)).toBe('far');
  });

  it('reads ISO times and other Date.parse forms as instants', () => {
    expect(checkClientDate('2026-11-27T05:22:36.000Z', today, now)).toBe('ok');
    expect(checkClientDate('2026-11-26T20:00:00-05:00', today, now)).toBe('ok');
    expect(checkClientDate('Fri, 27 Nov 2026 05:00:00 GMT', today, now)).toBe('ok');
    expect(checkClientDate('2027-11-27T05:22:36Z', today, now)).toBe('far');
  });

  it("compares our own YYYY-MM-DD as a calendar day with the community's today", () => {
    expect(checkClientDate('2026-11-26', today, now)).toBe('ok');
    expect(checkClientDate('2026-11-28', today, now)).toBe('ok');
    expect(checkClientDate(' 2026-11-27 ', today, now)).toBe('ok');
    expect(checkClientDate('2026-11-29', today, now)).toBe('far');
    expect(checkClientDate('2026-11-25', today, now)).toBe('far');
  });

  it('calls a text no reading understands unreadable, not far away', () => {
    expect(checkClientDate('yesterday', today, now)).toBe('unreadable');
    expect(checkClientDate('27/11/2026', today, now)).toBe('unreadable');
    expect(checkClientDate('', today, now)).toBe('unreadable');
    // Not a calendar date: Date.parse would roll it over to 2 March, we do not.
    expect(checkClientDate('2026-02-30', '2026-03-01', new Date('2026-03-01T12:00:00Z'))).toBe(
      'unreadable',
    );
    expect(
      checkClientDate(`Fri Nov 27 2026 ${'x'.repeat(CLIENT_DATE_MAX_LENGTH)}`, today, now),
    ).toBe('unreadable');
    expect(isClientDateAccepted('not a date', today, now)).toBe(false);
    expect(isClientDateAccepted('Fri Nov 27 2026 05:22:36 GMT+0000', today, now)).toBe(true);
  });
});
