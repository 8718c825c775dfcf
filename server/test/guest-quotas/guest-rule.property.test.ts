// The shared guest rule (evaluateGuestStay, docs/adr/0029) against an independent recount:
// fast-check draws rules, a history of recorded nights and a proposed stay; the rule must allow
// the stay exactly when no 30-night window, run or gap that a night it adds touches breaks a
// rule, and what it says is left must fit. Pure: no database.
import fc from 'fast-check';
import {
  addDays,
  evaluateGuestStay,
  nightsFrom,
  type Dstr,
  type GuestRules,
} from '@parking/shared/domain';

const TODAY = '2026-12-01';
const at = (offset: number) => addDays(TODAY, offset);

interface Case {
  rules: GuestRules;
  unitOthers: Dstr[];
  plateInUnit: Dstr[];
  plateElsewhere: Dstr[];
  previous: Dstr[];
  stay: Dstr[];
}

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    unitNights: fc.integer({ min: 0, max: 8 }),
    consecutive: fc.integer({ min: 0, max: 5 }),
    cooldown: fc.integer({ min: 0, max: 4 }),
    others: fc.array(fc.integer({ min: -35, max: 20 }), { maxLength: 10 }),
    past: fc.uniqueArray(fc.integer({ min: -12, max: -1 }), { maxLength: 6 }),
    elsewhere: fc.uniqueArray(fc.integer({ min: -12, max: 12 }), { maxLength: 4 }),
    previousNights: fc.integer({ min: 0, max: 5 }),
    stayNights: fc.integer({ min: 0, max: 8 }),
  })
  .map((drawn) => ({
    rules: {
      guest_unit_nights: drawn.unitNights,
      guest_max_consecutive: drawn.consecutive,
      guest_cooldown_nights: drawn.cooldown,
      guest_owner_types: ['visitor'],
    },
    unitOthers: drawn.others.map(at),
    plateInUnit: drawn.past.map(at),
    plateElsewhere: drawn.elsewhere.map(at),
    previous: nightsFrom(TODAY, at(drawn.previousNights)),
    stay: nightsFrom(TODAY, at(drawn.stayNights)),
  }));

/** The independent recount: what the nights after the change break, touching an added night. */
function breaksIndependently(c: Case): boolean {
  const before = new Set([...c.previous, ...c.plateInUnit]);
  const added = c.stay.filter((night) => !before.has(night));
  if (added.length === 0) return false;
  const own = [...new Set([...c.plateInUnit, ...c.stay])];
  const unit = [...c.unitOthers, ...own];
  if (c.rules.guest_unit_nights > 0) {
    for (const night of added) {
      for (let end = 0; end < 30; end += 1) {
        const last = addDays(night, end);
        const first = addDays(last, -29);
        const count = unit.filter((n) => n >= first && n <= last).length;
        if (count > c.rules.guest_unit_nights) return true;
      }
    }
  }
  const plate = [...new Set([...own, ...c.plateElsewhere])].sort();
  const runs: Dstr[][] = [];
  for (const night of plate) {
    const run = runs[runs.length - 1];
    if (run && addDays(run[run.length - 1]!, 1) === night) run.push(night);
    else runs.push([night]);
  }
  const touched = runs.map((run) => run.some((night) => added.includes(night)));
  if (c.rules.guest_max_consecutive > 0) {
    if (runs.some((run, i) => touched[i] && run.length > c.rules.guest_max_consecutive))
      return true;
  }
  if (c.rules.guest_cooldown_nights > 0) {
    for (let i = 1; i < runs.length; i += 1) {
      if (!touched[i] && !touched[i - 1]) continue;
      const gap = nightsFrom(addDays(runs[i - 1]!.at(-1)!, 1), runs[i]![0]!).length;
      if (gap < c.rules.guest_cooldown_nights) return true;
    }
  }
  return false;
}

describe('evaluateGuestStay against a recount (docs/adr/0029)', () => {
  it('refuses exactly the stays that break a rule, and what it says is left fits', () => {
    const seen = { allowed: 0, refused: 0, returnOn: 0 };
    fc.assert(
      fc.property(caseArb, (c) => {
        const history = {
          unitOthers: c.unitOthers,
          plateInUnit: c.plateInUnit,
          plateElsewhere: c.plateElsewhere,
        };
        const verdict = evaluateGuestStay({ ...c, history, today: TODAY });
        expect(verdict.allowed).toBe(!breaksIndependently(c));
        seen[verdict.allowed ? 'allowed' : 'refused'] += 1;
        if (verdict.return_on) seen.returnOn += 1;
        // "This plate may stay N more nights": N more after what the answer describes fit, N+1
        // do not (unless N reached the search bound).
        const kept = verdict.allowed ? c.stay : c.previous;
        if (verdict.plate_left !== null) {
          const from = kept.length > 0 ? addDays(kept[kept.length - 1]!, 1) : TODAY;
          const longer = [...kept, ...nightsFrom(from, addDays(from, verdict.plate_left))];
          expect(breaksIndependently({ ...c, previous: kept, stay: longer })).toBe(false);
        }
        // "Back from D": a one-night stay on D fits.
        if (verdict.return_on) {
          const back = [...kept, verdict.return_on];
          expect(breaksIndependently({ ...c, previous: kept, stay: back })).toBe(false);
        }
      }),
      { numRuns: 400, seed: 20261127 },
    );
    // Both answers, and return dates, were exercised.
    expect(seen.allowed).toBeGreaterThan(40);
    expect(seen.refused).toBeGreaterThan(40);
    expect(seen.returnOn).toBeGreaterThan(10);
  });
});
