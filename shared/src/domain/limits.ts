// Parking limits of spec §4, §8 and §9: allowances, active-count flags, who pays, the warning
// status and the availability warning.
//
// Allowance rule (team decision, ADR in the shared report): the unit and renter maxima come
// from the OWNER's own allowance minus the community's seasonal adjustment, never below 0:
//   unit max   = owner.parking_allowed        - community.season_adjust_unit
//   renter max = owner.parking_allowed_renter - community.season_adjust_renter
//   lot max    = community.parking_allowed_hoa
// Not min(owner, community.parking_allowed_unit - adjust): the community defaults
// (parking_allowed_unit 1, parking_allowed_renter 0, spec §9) would cap every unit at one car
// and forbid renters, against the owner defaults 5 and 2. The community values are the
// defaults for new owners.
import type { Role } from './types';

export interface OwnerAllowance {
  parking_allowed: number;
  parking_allowed_renter: number;
}

export interface SeasonAdjustment {
  season_adjust_unit: number;
  season_adjust_renter: number;
}

export interface Allowances {
  maxunitactive: number;
  maxrenteractive: number;
  maxallactive: number;
}

/** spec §9: allowances from the settings minus the seasonal adjustments (rule above). */
export function allowancesFor(
  owner: OwnerAllowance,
  community: SeasonAdjustment & { parking_allowed_hoa: number },
): Allowances {
  return {
    maxunitactive: Math.max(0, owner.parking_allowed - community.season_adjust_unit),
    maxrenteractive: Math.max(0, owner.parking_allowed_renter - community.season_adjust_renter),
    maxallactive: Math.max(0, community.parking_allowed_hoa),
  };
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
