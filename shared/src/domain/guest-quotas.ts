// Fair use of guest parking over time (docs/adr/0029-guest-quotas-counted-from-nights.md). A
// community may cap, for the car owner types it counts as guests:
//   - the guest nights of a unit in any 30 nights in a row (rolling, one per plate and night);
//   - the nights in a row one guest plate stays (across the community's units);
//   - the nights a guest plate stays away between two stays (the cool-down).
// 0 turns a rule off; all are off by default. The rules count the nights recorded for stays
// (guest_nights on the server), never the vehicles as they are now, so a deleted, re-added or
// edited car cannot reset them. The server decides with evaluateGuestStay under the unit's lock;
// quotes, the dashboard, the invitation page and plate lookup show the same numbers.
import { addDays, daysBetween } from './dates';
import type { CarOwnerType, Dstr } from './types';
import type { GuestLimits } from './schemas/guest-quotas';
// The wire shapes are zod schemas in schemas/guest-quotas.ts (docs/adr/0035).
export type {
  GuestLimits,
  GuestPlateStanding,
  GuestQuotaResponse,
  GuestQuotaUnit,
  GuestQuotaUnitsResponse,
} from './schemas/guest-quotas';

/** The rolling window of the unit quota, in nights. */
export const GUEST_WINDOW_NIGHTS = 30;
/** The largest value an admin may set for a guest rule. */
export const GUEST_RULE_MAX = 365;
/** How far a search for "nights left" or "back from" looks ahead. */
const SEARCH_NIGHTS = 2 * GUEST_RULE_MAX;
/** The car owner types counted as guests when the community has not said. */
export const DEFAULT_GUEST_OWNER_TYPES: readonly CarOwnerType[] = ['visitor'];
/** The car owner types an admin may count as guests (never the unit's owner or renter). */
export const GUEST_OWNER_TYPE_CHOICES = [
  'visitor',
  'friend',
  'contractor',
  'family',
  'longterm',
] as const satisfies readonly CarOwnerType[];

/** Types that can never be guests: the unit's own people. */
export const NEVER_GUEST_TYPES: readonly CarOwnerType[] = ['owner', 'renter'];

export interface GuestRules {
  /** Guest nights per unit in any 30 nights in a row (0: off). */
  guest_unit_nights: number;
  /** Nights in a row per guest plate (0: off). */
  guest_max_consecutive: number;
  /** Nights a guest plate stays away between stays (0: off). */
  guest_cooldown_nights: number;
  /** The car owner types whose nights count. */
  guest_owner_types: readonly string[];
}

export const GUEST_RULES_OFF: GuestRules = {
  guest_unit_nights: 0,
  guest_max_consecutive: 0,
  guest_cooldown_nights: 0,
  guest_owner_types: DEFAULT_GUEST_OWNER_TYPES,
};

export function guestRulesOn(rules: GuestRules): boolean {
  return (
    rules.guest_unit_nights > 0 ||
    rules.guest_max_consecutive > 0 ||
    rules.guest_cooldown_nights > 0
  );
}

/** Whether a car of this owner type is a guest under the community's rules. */
export function countsAsGuest(rules: Pick<GuestRules, 'guest_owner_types'>, type: string): boolean {
  return (
    rules.guest_owner_types.includes(type) && !NEVER_GUEST_TYPES.includes(type as CarOwnerType)
  );
}

/** The recorded nights the rules read, without the nights the change replaces. */
export interface GuestHistory {
  /** The unit's recorded guest nights of OTHER plates: one entry per plate and night. */
  unitOthers: readonly Dstr[];
  /** The plate's recorded nights in this unit that the change keeps (those before today). */
  plateInUnit: readonly Dstr[];
  /** The plate's recorded nights in the community's other units. */
  plateElsewhere: readonly Dstr[];
}

export const EMPTY_GUEST_HISTORY: GuestHistory = {
  unitOthers: [],
  plateInUnit: [],
  plateElsewhere: [],
};

export type GuestRefusal = 'unit_quota' | 'consecutive' | 'cooldown';

export interface GuestStanding {
  /** The unit quota (null: off). */
  unit_limit: number | null;
  /** The unit's guest nights in the 30 nights ending tonight (tonight included). */
  unit_used: number;
  /** The unit's guest nights recorded after tonight. */
  unit_booked: number;
  /** Nights in a row a new guest of the unit may stay from tonight (null: no unit quota). */
  unit_left: number | null;
  /** Nights in a row per plate (null: off). */
  plate_limit: number | null;
  /** More nights this plate may stay after the stay (null: no cap reaches it). */
  plate_left: number | null;
  /** The first night the plate may come back, when it may not stay on or return tonight. */
  return_on: Dstr | null;
}

export interface GuestVerdict extends GuestStanding {
  allowed: boolean;
  refusal: GuestRefusal | null;
  /** "4 of 10 guest nights left this month; this plate may stay 2 more nights; back from …" */
  summary: string;
  /** The refusal's message (empty when allowed). */
  message: string;
}

interface Applied {
  unit: Map<Dstr, number>;
  plate: Set<Dstr>;
  added: Dstr[];
}

function apply(history: GuestHistory, previous: readonly Dstr[], stay: readonly Dstr[]): Applied {
  const unit = new Map<Dstr, number>();
  const bump = (night: Dstr) => unit.set(night, (unit.get(night) ?? 0) + 1);
  history.unitOthers.forEach(bump);
  const own = new Set(history.plateInUnit);
  for (const night of stay) own.add(night);
  own.forEach(bump);
  const plate = new Set<Dstr>([...history.plateElsewhere, ...own]);
  const before = new Set<Dstr>([...previous, ...history.plateInUnit]);
  const added = [...new Set(stay)].filter((night) => !before.has(night)).sort();
  return { unit, plate, added };
}

function windowCount(unit: ReadonlyMap<Dstr, number>, end: Dstr): number {
  let count = 0;
  for (let i = 0; i < GUEST_WINDOW_NIGHTS; i += 1) count += unit.get(addDays(end, -i)) ?? 0;
  return count;
}

/** The runs of nights in a row of a plate, oldest first. */
function runsOf(nights: ReadonlySet<Dstr>): { first: Dstr; last: Dstr }[] {
  const sorted = [...nights].sort();
  const runs: { first: Dstr; last: Dstr }[] = [];
  for (const night of sorted) {
    const run = runs[runs.length - 1];
    if (run && addDays(run.last, 1) === night) run.last = night;
    else runs.push({ first: night, last: night });
  }
  return runs;
}

/** Nights from `first` to `last`, both included (0 when last is before first). */
function nightsBetween(first: Dstr, last: Dstr): number {
  return Math.max(0, daysBetween(first, last) + 1);
}

/**
 * Whether a 30-night window that holds an added night has more unit nights than the quota: one
 * pass over the nights from 29 before the first added night to 29 after the last.
 */
function unitQuotaBroken(limit: number, applied: Applied): boolean {
  const { added, unit } = applied;
  const first = added[0];
  const last = added[added.length - 1];
  if (first === undefined || last === undefined) return false;
  const start = addDays(first, 1 - GUEST_WINDOW_NIGHTS);
  const span = daysBetween(start, last) + GUEST_WINDOW_NIGHTS;
  const counts: number[] = [];
  const isAdded: number[] = [];
  const addedSet = new Set(added);
  for (let i = 0; i < span; i += 1) {
    const night = addDays(start, i);
    counts.push(unit.get(night) ?? 0);
    isAdded.push(addedSet.has(night) ? 1 : 0);
  }
  let inWindow = 0;
  let addedInWindow = 0;
  for (let i = 0; i < span; i += 1) {
    inWindow += counts[i]!;
    addedInWindow += isAdded[i]!;
    if (i >= GUEST_WINDOW_NIGHTS) {
      inWindow -= counts[i - GUEST_WINDOW_NIGHTS]!;
      addedInWindow -= isAdded[i - GUEST_WINDOW_NIGHTS]!;
    }
    if (addedInWindow > 0 && inWindow > limit) return true;
  }
  return false;
}

/** Which rule the applied nights break, checking only what the added nights touch. */
function breaks(rules: GuestRules, applied: Applied): GuestRefusal | null {
  const { added } = applied;
  if (added.length === 0) return null;
  if (rules.guest_unit_nights > 0 && unitQuotaBroken(rules.guest_unit_nights, applied)) {
    return 'unit_quota';
  }
  if (rules.guest_max_consecutive > 0 || rules.guest_cooldown_nights > 0) {
    const runs = runsOf(applied.plate);
    const touched = runs.map((run) => added.some((n) => n >= run.first && n <= run.last));
    if (rules.guest_max_consecutive > 0) {
      for (const [i, run] of runs.entries())
        if (touched[i] && nightsBetween(run.first, run.last) > rules.guest_max_consecutive)
          return 'consecutive';
    }
    if (rules.guest_cooldown_nights > 0) {
      for (let i = 1; i < runs.length; i += 1) {
        if (!touched[i] && !touched[i - 1]) continue;
        const gap = nightsBetween(addDays(runs[i - 1]!.last, 1), addDays(runs[i]!.first, -1));
        if (gap < rules.guest_cooldown_nights) return 'cooldown';
      }
    }
  }
  return null;
}

function run(from: Dstr, count: number): Dstr[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** The most nights in a row from `from` the plate may add on top of `stay` under `rules`. */
function nightsThatFit(
  rules: GuestRules,
  history: GuestHistory,
  stay: readonly Dstr[],
  from: Dstr,
  cap: number,
): number {
  let fit = 0;
  while (fit < cap) {
    const next = [...stay, ...run(from, fit + 1)];
    if (breaks(rules, apply(history, stay, next))) break;
    fit += 1;
  }
  return fit;
}

/** The first night from `from` on the plate may start a stay of one night (null: none found). */
function firstReturn(
  rules: GuestRules,
  history: GuestHistory,
  stay: readonly Dstr[],
  from: Dstr,
): Dstr | null {
  for (let i = 0; i < SEARCH_NIGHTS; i += 1) {
    const night = addDays(from, i);
    if (!breaks(rules, apply(history, stay, [...stay, night]))) return night;
  }
  return null;
}

const nightsWord = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

function summaryOf(standing: GuestStanding): string {
  const parts: string[] = [];
  if (standing.unit_limit !== null && standing.unit_left !== null) {
    parts.push(`${standing.unit_left} of ${standing.unit_limit} guest nights left this month`);
  }
  if (standing.plate_left !== null) {
    parts.push(
      `this plate may stay ${standing.plate_left} more night${standing.plate_left === 1 ? '' : 's'}`,
    );
  }
  if (standing.return_on) parts.push(`back from ${standing.return_on}`);
  const text = parts.join('; ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

const REFUSALS: Record<GuestRefusal, (rules: GuestRules) => string> = {
  unit_quota: (rules) =>
    `Over the guest limit: this unit may have ${rules.guest_unit_nights} guest nights in any 30 nights.`,
  consecutive: (rules) =>
    `Over the guest limit: a guest plate may stay at most ${nightsWord(rules.guest_max_consecutive)} in a row.`,
  cooldown: (rules) =>
    `Over the guest limit: a guest plate must stay away ${nightsWord(rules.guest_cooldown_nights)} between stays.`,
};

export interface GuestStayInput {
  rules: GuestRules;
  history: GuestHistory;
  /** The plate's nights in this unit from today on before the change (replaced by `stay`). */
  previous: readonly Dstr[];
  /** The plate's nights in this unit from today on after the change. */
  stay: readonly Dstr[];
  today: Dstr;
}

/**
 * Decides a guest stay: refused when a night it adds breaks a rule (a stay that only shortens or
 * keeps its nights is never refused), with what is left and when the plate may come back.
 */
export function evaluateGuestStay(input: GuestStayInput): GuestVerdict {
  const { rules, history, previous, stay, today } = input;
  const applied = apply(history, previous, stay);
  const refusal = breaks(rules, applied);
  // What the numbers describe: the change when it is allowed, the state before it otherwise.
  const kept = refusal ? previous : stay;
  const after = apply(history, previous, kept);
  const sortedStay = [...kept].sort();
  const last = sortedStay[sortedStay.length - 1];
  const next = last ? addDays(last, 1) : today;
  const unitLimit = rules.guest_unit_nights > 0 ? rules.guest_unit_nights : null;
  let unitUsed = 0;
  let unitBooked = 0;
  const windowStart = addDays(today, 1 - GUEST_WINDOW_NIGHTS);
  for (const [night, count] of after.unit) {
    if (night > today) unitBooked += count;
    else if (night >= windowStart) unitUsed += count;
  }
  // More nights in a row for this plate: bounded by the unit quota and the nights-in-a-row cap.
  const caps = [unitLimit, rules.guest_max_consecutive || null].filter(
    (limit): limit is number => limit !== null,
  );
  const plateLeft = caps.length
    ? nightsThatFit(rules, history, kept, next, Math.min(...caps))
    : null;
  const mayStayOn = plateLeft === null ? refusal === null : plateLeft > 0;
  const shown = mayStayOn ? null : firstReturn(rules, history, kept, next);
  const standing: GuestStanding = {
    unit_limit: unitLimit,
    unit_used: unitUsed,
    unit_booked: unitBooked,
    unit_left: unitLimit === null ? null : unitLeftOf(rules, after, today),
    plate_limit: rules.guest_max_consecutive > 0 ? rules.guest_max_consecutive : null,
    plate_left: plateLeft,
    return_on: shown,
  };
  const summary = summaryOf(standing);
  return {
    ...standing,
    allowed: refusal === null,
    refusal,
    summary,
    message: refusal ? `${REFUSALS[refusal](rules)} ${summary}.`.trim() : '',
  };
}

/** Nights in a row a new guest plate of the unit may stay from tonight under the unit quota. */
function unitLeftOf(rules: GuestRules, after: Applied, today: Dstr): number {
  const limit = rules.guest_unit_nights;
  const unit = new Map(after.unit);
  let fit = 0;
  while (fit < limit) {
    const night = addDays(today, fit);
    unit.set(night, (unit.get(night) ?? 0) + 1);
    if (unitQuotaBroken(limit, { unit, plate: after.plate, added: run(today, fit + 1) })) break;
    fit += 1;
  }
  return fit;
}

/** Whether recorded nights already break a rule (plate lookup: "over the guest limit"). */
export function overGuestLimit(
  rules: GuestRules,
  unitNights: ReadonlyMap<Dstr, number>,
  plateNights: ReadonlySet<Dstr>,
  today: Dstr,
): boolean {
  if (rules.guest_unit_nights > 0) {
    for (let i = 0; i < GUEST_WINDOW_NIGHTS; i += 1) {
      if (windowCount(unitNights, addDays(today, i)) > rules.guest_unit_nights) return true;
    }
  }
  if (rules.guest_max_consecutive > 0) {
    const current = runsOf(plateNights).find((r) => r.first <= today && r.last >= today);
    if (current && nightsBetween(current.first, current.last) > rules.guest_max_consecutive)
      return true;
  }
  return false;
}

/** What the API answers about a guest stay (quotes, refusals, the dashboard, invitations). */
export function guestLimitsOf(verdict: GuestVerdict, overridden = false): GuestLimits {
  const { allowed: _a, refusal: _r, message: _m, ...limits } = verdict;
  return overridden ? { ...limits, overridden } : limits;
}

/** The message when a non-admin sends an override note. */
export const GUEST_OVERRIDE_ADMIN_ONLY = 'Only management may override the guest limits';

/**
 * A unit's standing without a plate (the owner's dashboard, an invitation page, the admin's
 * list): `plate_left` is then how many nights in a row a new guest may stay from tonight.
 */
export function unitGuestStanding(
  rules: GuestRules,
  unitNights: readonly Dstr[],
  today: Dstr,
): GuestLimits {
  const verdict = evaluateGuestStay({
    rules,
    history: { unitOthers: unitNights, plateInUnit: [], plateElsewhere: [] },
    previous: [],
    stay: [],
    today,
  });
  return guestLimitsOf(verdict);
}

/** Plate lookup's words for an onsite guest car past a guest rule. */
export const OVER_GUEST_LIMIT_TEXT = 'over the guest limit';
