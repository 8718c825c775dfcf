// The Register/Modify Vehicle form's values (spec §2) and the requests built from them (§7).
import {
  carOwnerTypeName,
  CAR_OWNER_TYPES,
  DEFAULT_VEHICLE_TYPE,
  NO_DATE,
  defaultRenterVehicleType,
  defaultTomorrow,
  dumpsterPlaceholders,
  isDumpster,
  renterVehicleTypes,
  withDumpsterPlaceholders,
  type CarOwnerType,
  type Dstr,
  type InsertVehicleRequest,
  type ModifyVehicleRequest,
  type SpotType,
  type Vehicle,
  type VehicleFields,
} from '../../domain';
import type { SelectOption } from '../../ui';

export type VehicleFormRole = 'owner' | 'renter';

export interface VehicleFormValues extends VehicleFields {
  /** Checkout date; asked only on the renter form (spec §5 'End Date ...'). */
  enddate: Dstr;
  termsAccepted: boolean;
}

/** spec §9: renters cannot pick the types that need management permission. */
export function vehicleTypeOptions(
  role: VehicleFormRole,
  spots: readonly SpotType[],
): SelectOption[] {
  const allowed = role === 'renter' ? renterVehicleTypes(spots) : spots;
  return allowed.map((spot) => ({ value: spot.spot_type, label: spot.spot_display }));
}

/** spec §3 carownertype: a renter's vehicle belongs to the renter; an owner picks the rest. */
export function belongsToOptions(role: VehicleFormRole): SelectOption[] {
  const types: readonly CarOwnerType[] =
    role === 'renter' ? ['renter'] : CAR_OWNER_TYPES.filter((type) => type !== 'renter');
  return types.map((type) => ({ value: type, label: carOwnerTypeName(type) }));
}

function defaultType(role: VehicleFormRole, spots: readonly SpotType[]): string {
  if (role === 'renter') return defaultRenterVehicleType(spots);
  const car = spots.find((spot) => spot.spot_type.toUpperCase() === DEFAULT_VEHICLE_TYPE);
  return car?.spot_type ?? spots[0]?.spot_type ?? DEFAULT_VEHICLE_TYPE;
}

export function initialVehicleValues(input: {
  role: VehicleFormRole;
  vehicle: Vehicle | null | undefined;
  spotTypes: readonly SpotType[];
  today: Dstr;
}): VehicleFormValues {
  const { role, vehicle, spotTypes, today } = input;
  // Owners accepted the rules on the dashboard already (spec §2); renters tick the box.
  const termsAccepted = role === 'owner';
  if (vehicle) {
    return {
      vehicle_type: vehicle.vehicle_type,
      carownertype: vehicle.carownertype,
      carowner_fname: vehicle.carowner_fname,
      carowner_lname: vehicle.carowner_lname,
      carownerphone: vehicle.carownerphone,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      plate: vehicle.plate,
      plate_state: vehicle.plate_state,
      enddate: vehicle.enddate,
      termsAccepted,
    };
  }
  return {
    vehicle_type: defaultType(role, spotTypes),
    carownertype: role === 'renter' ? 'renter' : 'owner',
    carowner_fname: '',
    carowner_lname: '',
    carownerphone: '',
    make: '',
    model: '',
    year: '',
    plate: '',
    plate_state: '',
    // spec §4: an owner's new vehicle is not onsite; a renter checks in until a date (§9 tomorrow).
    enddate: role === 'renter' ? defaultTomorrow(today) : NO_DATE,
    termsAccepted,
  };
}

/** spec §4: choosing a dumpster fills the fixed placeholders; leaving it clears them. */
export function changeVehicleType(
  values: VehicleFormValues,
  vehicleType: string,
): VehicleFormValues {
  if (isDumpster(vehicleType))
    return { ...values, vehicle_type: vehicleType, ...dumpsterPlaceholders };
  const wasDumpster = isDumpster(values.vehicle_type);
  return wasDumpster
    ? { ...values, vehicle_type: vehicleType, plate: '', make: '', plate_state: '' }
    : { ...values, vehicle_type: vehicleType };
}

export function vehicleFieldsOf(values: VehicleFormValues): VehicleFields {
  const { enddate: _enddate, termsAccepted: _terms, ...fields } = values;
  return withDumpsterPlaceholders({
    ...fields,
    plate: fields.plate.trim().toUpperCase(),
    plate_state: fields.plate_state.trim(),
  });
}

export function insertRequest(
  values: VehicleFormValues,
  hoaid: string,
  today: Dstr,
): InsertVehicleRequest {
  return {
    ...vehicleFieldsOf(values),
    hoaid,
    startdate: today,
    enddate: values.enddate,
    terms: 1,
    dstr: today,
  };
}

export function modifyRequest(
  values: VehicleFormValues,
  vehicleid: string,
  today: Dstr,
): ModifyVehicleRequest {
  return { ...vehicleFieldsOf(values), vehicleid, enddate: values.enddate, terms: 1, dstr: today };
}

/**
 * A saved vehicle's checkout change as a modify_vehicle request (spec §7): the vehicle's own
 * fields with the new checkout date. The Owner Vehicle Status popup saves a paid date change
 * this way, with the card payment attached (spec §9), as the Modify Vehicle form does.
 */
export function checkoutChangeRequest(
  vehicle: Vehicle,
  enddate: Dstr,
  today: Dstr,
): ModifyVehicleRequest {
  const values = initialVehicleValues({ role: 'owner', vehicle, spotTypes: [], today });
  return modifyRequest({ ...values, enddate }, vehicle.vehicleid || vehicle._id, today);
}
