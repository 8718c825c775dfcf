import {
  EMPTY_GUEST_HISTORY,
  GUEST_RULES_OFF,
  addDays,
  countsAsGuest,
  evaluateGuestStay,
  nightsFrom,
  overGuestLimit,
  type GuestRules,
} from '../index';

// docs/adr/0029: guest quotas counted from the recorded nights.
const today = '2026-12-01';
const rules = (over: Partial<GuestRules>): GuestRules => ({ ...GUEST_RULES_OFF, ...over });
const nights = (from: string, count: number) => nightsFrom(from, addDays(from, count));

describe('evaluateGuestStay', () => {
  it('allows everything when the rules are off and says nothing', () => {
    const verdict = evaluateGuestStay({
      rules: GUEST_RULES_OFF,
      history: EMPTY_GUEST_HISTORY,
      previous: [],
      stay: nights(today, 60),
      today,
    });
    expect(verdict.allowed).toBe(true);
    expect(verdict.summary).toBe('');
    expect(verdict.unit_left).toBeNull();
  });

  it('counts the unit nights in any 30 nights and says what is left', () => {
    const history = { ...EMPTY_GUEST_HISTORY, unitOthers: nights(addDays(today, -10), 6) };
    const verdict = evaluateGuestStay({
      rules: rules({ guest_unit_nights: 10 }),
      history,
      previous: [],
      stay: nights(today, 2),
      today,
    });
    expect(verdict.allowed).toBe(true);
    expect(verdict.unit_used).toBe(7);
    expect(verdict.unit_booked).toBe(1);
    expect(verdict.unit_left).toBe(2);
    expect(verdict.summary).toBe(
      '2 of 10 guest nights left this month; this plate may stay 2 more nights',
    );
  });

  it('refuses a stay over the unit quota with what still fits', () => {
    const history = { ...EMPTY_GUEST_HISTORY, unitOthers: nights(addDays(today, -10), 8) };
    const verdict = evaluateGuestStay({
      rules: rules({ guest_unit_nights: 10 }),
      history,
      previous: [],
      stay: nights(today, 3),
      today,
    });
    expect(verdict.allowed).toBe(false);
    expect(verdict.refusal).toBe('unit_quota');
    expect(verdict.message).toBe(
      'Over the guest limit: this unit may have 10 guest nights in any 30 nights. ' +
        '2 of 10 guest nights left this month; this plate may stay 2 more nights.',
    );
  });

  it('lets old nights roll off the window', () => {
    const history = { ...EMPTY_GUEST_HISTORY, unitOthers: nights(addDays(today, -30), 10) };
    const verdict = evaluateGuestStay({
      rules: rules({ guest_unit_nights: 10 }),
      history,
      previous: [],
      stay: nights(today, 1),
      today,
    });
    expect(verdict.allowed).toBe(true);
  });

  it('caps nights in a row and gives the return date after the cool-down', () => {
    const verdict = evaluateGuestStay({
      rules: rules({ guest_max_consecutive: 3, guest_cooldown_nights: 7 }),
      history: { ...EMPTY_GUEST_HISTORY, plateInUnit: nights(addDays(today, -2), 2) },
      previous: [],
      stay: nights(today, 2),
      today,
    });
    expect(verdict.refusal).toBe('consecutive');
    expect(verdict.plate_left).toBe(1);
    expect(verdict.message).toBe(
      'Over the guest limit: a guest plate may stay at most 3 nights in a row. ' +
        'This plate may stay 1 more night.',
    );
    const atCap = evaluateGuestStay({
      rules: rules({ guest_max_consecutive: 3, guest_cooldown_nights: 7 }),
      history: { ...EMPTY_GUEST_HISTORY, plateInUnit: nights(addDays(today, -2), 2) },
      previous: [],
      stay: nights(today, 1),
      today,
    });
    expect(atCap.allowed).toBe(true);
    expect(atCap.plate_left).toBe(0);
    // Last night tonight (12-01); 7 nights away (12-02 … 12-08): back from 12-09.
    expect(atCap.return_on).toBe('2026-12-09');
    expect(atCap.summary).toBe('This plate may stay 0 more nights; back from 2026-12-09');
  });

  it('counts the plate across units and refuses a return inside the cool-down', () => {
    const verdict = evaluateGuestStay({
      rules: rules({ guest_cooldown_nights: 5 }),
      history: { ...EMPTY_GUEST_HISTORY, plateElsewhere: nights(addDays(today, -3), 1) },
      previous: [],
      stay: nights(today, 1),
      today,
    });
    expect(verdict.refusal).toBe('cooldown');
    expect(verdict.return_on).toBe(addDays(today, 3));
  });

  it('never refuses a change that adds no night (shortening, a field edit)', () => {
    const verdict = evaluateGuestStay({
      rules: rules({ guest_unit_nights: 1, guest_max_consecutive: 1 }),
      history: { ...EMPTY_GUEST_HISTORY, unitOthers: nights(today, 5) },
      previous: nights(today, 5),
      stay: nights(today, 2),
      today,
    });
    expect(verdict.allowed).toBe(true);
  });
});

describe('countsAsGuest', () => {
  it('follows the community list but never counts owners or renters', () => {
    const list = { guest_owner_types: ['visitor', 'friend', 'owner'] };
    expect(countsAsGuest(list, 'friend')).toBe(true);
    expect(countsAsGuest(list, 'family')).toBe(false);
    expect(countsAsGuest(list, 'owner')).toBe(false);
  });
});

describe('overGuestLimit', () => {
  it('flags a plate past its nights in a row', () => {
    const plate = new Set(nights(addDays(today, -4), 6));
    expect(overGuestLimit(rules({ guest_max_consecutive: 5 }), new Map(), plate, today)).toBe(true);
    expect(overGuestLimit(rules({ guest_max_consecutive: 6 }), new Map(), plate, today)).toBe(
      false,
    );
  });
});
