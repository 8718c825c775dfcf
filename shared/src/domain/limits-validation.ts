// Allowance checks: free spots are never above the allowance they belong to, on
// HOA Settings and on a unit's exceptions alike. Not written in the spec: the team's texts.
import type { CommunityAllowance, UnitAllowance } from './limits';

export const ALLOWANCE_TEXT = {
  notWhole: 'Enter a whole number of 0 or more, or leave it on community default',
  ownerFreeAboveUnit: (max: number) =>
    `Owner free spots cannot be more than the spaces allowed for the unit (${max})`,
  renterFreeAboveRenter: (max: number) =>
    `Renter free spots cannot be more than the renter spaces allowed (${max})`,
} as const;

type CommunityFields = Pick<
  CommunityAllowance,
  | 'parking_allowed_unit'
  | 'parking_allowed_renter'
  | 'owner_free_parking_spots'
  | 'renter_free_parking_spots'
>;

export type CommunityAllowanceErrors = Partial<
  Record<'owner_free_parking_spots' | 'renter_free_parking_spots', string>
>;

/** HOA Settings: the community's free spots fit inside its unit and renter allowances. */
export function validateCommunityAllowances(community: CommunityFields): CommunityAllowanceErrors {
  const errors: CommunityAllowanceErrors = {};
  if (community.owner_free_parking_spots > community.parking_allowed_unit) {
    errors.owner_free_parking_spots = ALLOWANCE_TEXT.ownerFreeAboveUnit(
      community.parking_allowed_unit,
    );
  }
  if (community.renter_free_parking_spots > community.parking_allowed_renter) {
    errors.renter_free_parking_spots = ALLOWANCE_TEXT.renterFreeAboveRenter(
      community.parking_allowed_renter,
    );
  }
  return errors;
}

export const UNIT_ALLOWANCE_KEYS = [
  'parking_allowed',
  'parking_allowed_renter',
  'owner_free_parking',
  'renter_free_parking',
] as const satisfies readonly (keyof UnitAllowance)[];

export type UnitAllowanceErrors = Partial<Record<keyof UnitAllowance, string>>;

const isWholeOrDefault = (value: number | null) =>
  value === null || (Number.isInteger(value) && value >= 0);

/**
 * A unit's exceptions (Owner Registration, Modify Owner, CSV): each is "community default"
 * (null) or a whole number; the free spots that apply are never above the allowance that
 * applies, whether each comes from the unit or from the community.
 */
export function validateUnitAllowance(
  unit: UnitAllowance,
  community: CommunityFields,
): UnitAllowanceErrors {
  const errors: UnitAllowanceErrors = {};
  for (const key of UNIT_ALLOWANCE_KEYS) {
    if (!isWholeOrDefault(unit[key])) errors[key] = ALLOWANCE_TEXT.notWhole;
  }
  if (Object.keys(errors).length > 0) return errors;
  const unitMax = unit.parking_allowed ?? community.parking_allowed_unit;
  const renterMax = unit.parking_allowed_renter ?? community.parking_allowed_renter;
  const ownerFree = unit.owner_free_parking ?? community.owner_free_parking_spots;
  const renterFree = unit.renter_free_parking ?? community.renter_free_parking_spots;
  if (ownerFree > unitMax) errors.owner_free_parking = ALLOWANCE_TEXT.ownerFreeAboveUnit(unitMax);
  if (renterFree > renterMax) {
    errors.renter_free_parking = ALLOWANCE_TEXT.renterFreeAboveRenter(renterMax);
  }
  return errors;
}
