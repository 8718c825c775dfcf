// Parking limits of spec §4, §8 and §9: allowances, active-count flags, who pays, the warning
// status and the availability warning.
//
// Allowance rule (docs/adr/0007-community-allowances.md): the community's settings are the rule
// for every unit; a unit may carry its own value as an explicit exception set by the admin
// (null = "community default"). spec §9 "Parking allowances come from community settings minus
// seasonal adjustments":
//   unit max    = (unit exception or community parking_allowed_unit)   - season_adjust_unit
//   renter max  = (unit exception or community parking_allowed_renter) - season_adjust_renter
//   free spots  = (unit exception or community *_free_parking_spots), never above their max
//   lot max     = community parking_allowed_hoa
// each never below 0.
import type { Role } from './types';
import type { UnitAllowance } from './schemas/owners';
export type { UnitAllowance };

export interface SeasonAdjustment {
  season_adjust_unit: number;
  season_adjust_renter: number;
}

export interface CommunityAllowance extends SeasonAdjustment {
  parking_allowed_hoa: number;
  parking_allowed_unit: number;
  parking_allowed_renter: number;
  owner_free_parking_spots: number;
  renter_free_parking_spots: number;
}

export interface Allowances {
  maxunitactive: number;
  maxrenteractive: number;
  maxallactive: number;
}

/** The numbers every rule, screen and message of a unit uses (rule above). */
export interface EffectiveAllowances extends Allowances {
  owner_free_parking: number;
  renter_free_parking: number;
}

const atLeastZero = (value: number) => Math.max(0, value);

/** spec §9: allowances from the community settings (or the unit's exception) minus seasons. */
export function allowancesFor(
  unit: Partial<UnitAllowance>,
  community: CommunityAllowance,
): EffectiveAllowances {
  const unitValue = unit.parking_allowed ?? community.parking_allowed_unit;
  const renterValue = unit.parking_allowed_renter ?? community.parking_allowed_renter;
  const maxunitactive = atLeastZero(unitValue - community.season_adjust_unit);
  const maxrenteractive = atLeastZero(renterValue - community.season_adjust_renter);
  const ownerFree = unit.owner_free_parking ?? community.owner_free_parking_spots;
  const renterFree = unit.renter_free_parking ?? community.renter_free_parking_spots;
  return {
    maxunitactive,
    maxrenteractive,
    maxallactive: atLeastZero(community.parking_allowed_hoa),
    owner_free_parking: Math.min(atLeastZero(ownerFree), maxunitactive),
    renter_free_parking: Math.min(atLeastZero(renterFree), maxrenteractive),
  };
}

/** Which of the unit's values are exceptions to the community's (the owners list marks them). */
export function allowanceExceptions(unit: UnitAllowance): (keyof UnitAllowance)[] {
  const keys = [
    'parking_allowed',
    'parking_allowed_renter',
    'owner_free_parking',
    'renter_free_parking',
  ] as const;
  return keys.filter((key) => unit[key] !== null && unit[key] !== undefined);
}

export interface ActiveCounts {
  /** Vehicles onsite in the whole community today. */
  allcount: number;
  /** Onsite vehicles of the unit that are not renters'. */
  ownercount: number;
  /** Onsite renter vehicles of the unit. */
  rentercount: number;
}

export interface ActiveCountFlags {
  allcountok: boolean;
  ownercountok: boolean;
  rentercountok: boolean;
}

/**
 * spec §4 Active-count flags: all-count not ok once allcount reaches parking_allowed_hoa; owner
 * count not ok once it reaches the unit allowance minus the renter count; renter count not ok
 * once it reaches the renter allowance. A lot size of 0 is the community default (spec §9) and
 * means "no lot limit configured", so it never blocks.
 */
export function activeCountFlags(counts: ActiveCounts, limits: Allowances): ActiveCountFlags {
  return {
    allcountok: limits.maxallactive <= 0 || counts.allcount < limits.maxallactive,
    ownercountok: counts.ownercount < limits.maxunitactive - counts.rentercount,
    rentercountok: counts.rentercount < limits.maxrenteractive,
  };
}

export interface PaymentRuleInput {
  role: Role;
  /** Active counts BEFORE the vehicle being saved. */
  ownercount: number;
  rentercount: number;
  /** The user's free spots (spec §9: the renter's from the user's renter_free_parking). */
  owner_free_parking: number;
  renter_free_parking: number;
  use_owner_creditcard: boolean;
  use_renter_creditcard: boolean;
  /** Nights of this stay (dates.nightsForStay). */
  nights: number;
}

/**
 * spec §9 Who pays: owners only when the owner count >= their free spots, renters only when the
 * renter count >= their free spots, and only if the role's card flag is on. Renters pay for a
 * new vehicle or a modify with nights > 0. Admins never pay (spec §6) and a stay of 0 nights
 * costs nothing, so it never opens the card form.
 */
export function isPaymentDue(input: PaymentRuleInput): boolean {
  if (input.nights <= 0) return false;
  if (input.role === 'owner') {
    return input.use_owner_creditcard && input.ownercount >= input.owner_free_parking;
  }
  if (input.role === 'renter') {
    return input.use_renter_creditcard && input.rentercount >= input.renter_free_parking;
  }
  return false;
}

export interface WarningInput {
  use_warning_status: number | boolean;
  /** Whose vehicle is being saved: only renter vehicles use renter free spots. */
  carowner: 'owner' | 'renter';
  /** Active counts BEFORE the vehicle being saved. */
  ownercount: number;
  rentercount: number;
  renter_free_parking: number;
  maxunitactive: number;
}

/**
 * spec §4: status_flag 2 when the warning setting is on and either the renter free spots are
 * used up or the unit's owner plus renter count reaches the unit maximum; otherwise 1.
 */
export function warningStatusFlag(input: WarningInput): 1 | 2 {
  if (!input.use_warning_status) return 1;
  const renterFreeUsedUp =
    input.carowner === 'renter' && input.rentercount >= input.renter_free_parking;
  const unitFull = input.ownercount + input.rentercount >= input.maxunitactive;
  return renterFreeUsedUp || unitFull ? 2 : 1;
}

export interface UnitVehicle {
  id: string;
  carowner: 'owner' | 'renter';
}

/**
 * spec §4: the warning status of every onsite vehicle of a unit, recomputed from the unit's
 * real counts after any change. Vehicles are given in the order they came onsite; each is
 * judged by warningStatusFlag against the vehicles before it, exactly as when it was saved.
 * So a renter car stays 2 while the renters are still over their free spots, and drops to 1
 * once an earlier car leaves.
 */
export function unitWarningFlags(
  onsite: readonly UnitVehicle[],
  rules: Omit<WarningInput, 'carowner' | 'ownercount' | 'rentercount'>,
): Map<string, 1 | 2> {
  const flags = new Map<string, 1 | 2>();
  let ownercount = 0;
  let rentercount = 0;
  for (const vehicle of onsite) {
    flags.set(
      vehicle.id,
      warningStatusFlag({ ...rules, carowner: vehicle.carowner, ownercount, rentercount }),
    );
    if (vehicle.carowner === 'renter') rentercount += 1;
    else ownercount += 1;
  }
  return flags;
}

/** spec §4: a status 2 row is highlighted only when use_warning_status is 1. */
export function isWarningHighlighted(
  statusFlag: number,
  useWarningStatus: number | boolean,
): boolean {
  return statusFlag === 2 && Boolean(useWarningStatus);
}

export interface Availability {
  /** spec §9: remaining spots = community allowed minus allcount (never below 0). */
  remaining: number;
  /** spec §9: free spots at or below availability_warning_buffer. */
  warning: boolean;
}

export function availability(input: {
  parking_allowed_hoa: number;
  allcount: number;
  availability_warning_buffer: number;
}): Availability {
  const remaining = Math.max(0, input.parking_allowed_hoa - input.allcount);
  return { remaining, warning: remaining <= input.availability_warning_buffer };
}
