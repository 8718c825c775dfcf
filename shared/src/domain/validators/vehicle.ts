// spec §5 Vehicle form and checkout date, and the vehicle-type rules of spec §4 and §9.
import { validateCheckoutDate, isSentinel } from '../dates';
import { TEAM_TEXT, VALIDATION } from '../messages';
import type { Dstr, SpotType, VehicleFields } from '../types';
import { isBlank, type FieldErrors } from './field-errors';

export const DUMPSTER = 'DUMPSTER';
export const DEFAULT_VEHICLE_TYPE = 'CAR';

/** spec §9: types that need management permission, so renters cannot pick them. */
export const MANAGEMENT_ONLY_TYPES: readonly string[] = ['DUMPSTER', 'RV', 'TRAILER', 'OVERSIZE'];

export function isDumpster(vehicleType: string): boolean {
  return vehicleType.trim().toUpperCase() === DUMPSTER;
}

/** spec §4: dumpster vehicles get fixed placeholders. */
export const dumpsterPlaceholders = {
  plate: 'DUMPSTER',
  make: 'n/a',
  plate_state: 'n/a',
} as const satisfies Partial<VehicleFields>;

/** The fields with the dumpster placeholders filled in when the type is a dumpster. */
export function withDumpsterPlaceholders<F extends VehicleFields>(fields: F): F {
  return isDumpster(fields.vehicle_type) ? { ...fields, ...dumpsterPlaceholders } : fields;
}

/** spec §9: the renter's type list excludes DUMPSTER, RV, TRAILER and OVERSIZE. */
export function renterVehicleTypes(spotTypes: readonly SpotType[]): SpotType[] {
  return spotTypes.filter((spot) => !MANAGEMENT_ONLY_TYPES.includes(spot.spot_type.toUpperCase()));
}

/** spec §9: the renter form defaults to CAR, or the first allowed type when CAR is missing. */
export function defaultRenterVehicleType(spotTypes: readonly SpotType[]): string {
  const allowed = renterVehicleTypes(spotTypes);
  if (allowed.some((spot) => spot.spot_type.toUpperCase() === DEFAULT_VEHICLE_TYPE)) {
    return DEFAULT_VEHICLE_TYPE;
  }
  return allowed[0]?.spot_type ?? DEFAULT_VEHICLE_TYPE;
}

export type VehicleField =
  | 'carowner_fname'
  | 'carowner_lname'
  | 'carownerphone'
  | 'make'
  | 'plate'
  | 'plate_state'
  | 'enddate'
  | 'terms';

export interface VehicleFormInput extends Pick<
  VehicleFields,
  | 'vehicle_type'
  | 'carowner_fname'
  | 'carowner_lname'
  | 'carownerphone'
  | 'make'
  | 'plate'
  | 'plate_state'
> {
  /** Checkout date; 1970-01-01 or absent when none is set. */
  enddate?: Dstr;
  termsAccepted: boolean;
}

/**
 * spec §5 Vehicle: names, phone, make, plate and state required (a dumpster skips plate, make
 * and state); a renter's end date not before today; the checkout window of §9; terms accepted.
 */
export function validateVehicle(
  form: VehicleFormInput,
  context: { role: 'owner' | 'renter' | 'admin'; today: Dstr },
): FieldErrors<VehicleField> {
  const errors: FieldErrors<VehicleField> = {};
  if (isBlank(form.carowner_fname)) errors.carowner_fname = VALIDATION.vehicleFirstName;
  if (isBlank(form.carowner_lname)) errors.carowner_lname = VALIDATION.vehicleLastName;
  if (isBlank(form.carownerphone)) errors.carownerphone = VALIDATION.vehiclePhone;
  if (!isDumpster(form.vehicle_type)) {
    if (isBlank(form.make)) errors.make = VALIDATION.vehicleMake;
    if (isBlank(form.plate)) errors.plate = VALIDATION.vehiclePlate;
    if (isBlank(form.plate_state)) errors.plate_state = VALIDATION.vehiclePlateState;
  }
  if (form.enddate !== undefined && !isSentinel(form.enddate)) {
    const checkoutError = validateCheckoutDate(form.enddate, context.today);
    if (checkoutError === VALIDATION.checkoutInPast && context.role === 'renter') {
      errors.enddate = VALIDATION.renterEndDateBeforeToday;
    } else if (checkoutError !== null) {
      errors.enddate = checkoutError;
    }
  }
  if (!form.termsAccepted) errors.terms = TEAM_TEXT.termsRequired;
  return errors;
}

/** spec §5 Vehicle checkout: the Owner Vehicle Status popup's date field. */
export function validateCheckout(form: { enddate: Dstr }, today: Dstr): FieldErrors<'enddate'> {
  const error = validateCheckoutDate(form.enddate, today);
  return error === null ? {} : { enddate: error };
}
