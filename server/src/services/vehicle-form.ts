// The Register/Modify Vehicle form checked on the server with the shared validator (spec §5),
// plus the type rules of spec §4 and §9 that need the community's spot types.
import {
  MANAGEMENT_ONLY_TYPES,
  hasErrors,
  normalizePlate,
  normalizePlateState,
  validateVehicle,
  withDumpsterPlaceholders,
  type Dstr,
  type Role,
  type SpotType,
  type VehicleFields,
} from '@parking/shared/domain';
import { badRequest, forbidden } from '../util/http-error';

export const UNKNOWN_VEHICLE_TYPE = 'Please select a vehicle type';
/** spec §2 Register/Modify Vehicle form note. */
export const MANAGEMENT_PERMISSION =
  'You need Management permission for Trailer, Camper/RV, Oversized Vehicle or Dumpsters.';
export const RENTER_TYPE_FOR_RENTERS = 'Renter vehicles are registered by the renter';

/** spec §2 Owner Dashboard prompt (spelling as in the product). */
export const RULES_NOT_ACCEPTED =
  'Please acknoledge you have read and accept the rules and regulations.';

/**
 * spec §6 "Owners must accept the rules and regulations before using the dashboard", enforced
 * by the server: no vehicle registration or change from an owner who has not accepted them.
 * Renters accept the terms on every vehicle form (terms 1, checkVehicleForm).
 */
export function requireAcceptedRules(role: Role, owner: { has_read_terms: boolean }): void {
  if (role === 'owner' && !owner.has_read_terms) {
    throw forbidden(RULES_NOT_ACCEPTED);
  }
}

export interface VehicleFormCheck {
  role: Role;
  today: Dstr;
  spotTypes: readonly SpotType[];
  /** Only when the checkout date is set or changed by this request. */
  enddate: Dstr | undefined;
  terms: number;
}

/** The fields as they are saved (dumpster placeholders, the community's type spelling). */
export function checkVehicleForm(fields: VehicleFields, check: VehicleFormCheck): VehicleFields {
  const spot = check.spotTypes.find(
    (s) => s.spot_type.toUpperCase() === fields.vehicle_type.trim().toUpperCase(),
  );
  // Plates are stored as they are searched (upper case, no spaces or dashes).
  const saved = withDumpsterPlaceholders({
    ...fields,
    plate: normalizePlate(fields.plate),
    plate_state: normalizePlateState(fields.plate_state),
    vehicle_type: spot?.spot_type ?? fields.vehicle_type,
  });
  const formRole = check.role === 'renter' ? 'renter' : check.role === 'admin' ? 'admin' : 'owner';
  const errors: Record<string, string> = {};
  if (!spot) errors.vehicle_type = UNKNOWN_VEHICLE_TYPE;
  else if (
    check.role === 'renter' &&
    MANAGEMENT_ONLY_TYPES.includes(spot.spot_type.toUpperCase())
  ) {
    // spec §9: renters cannot pick DUMPSTER, RV, TRAILER or OVERSIZE.
    errors.vehicle_type = MANAGEMENT_PERMISSION;
  }
  const formErrors = validateVehicle(
    {
      ...saved,
      termsAccepted: check.terms === 1,
      ...(check.enddate ? { enddate: check.enddate } : {}),
    },
    { role: formRole, today: check.today },
  );
  for (const [field, message] of Object.entries(formErrors)) {
    if (message) errors[field] = message;
  }
  if (hasErrors(errors)) throw badRequest(Object.values(errors)[0] ?? 'Invalid vehicle', errors);
  return saved;
}
