// The guest form's values: the spec §2 vehicle fields with their labels, what the form starts
// with (the guest's name from the invitation, one night) and the checks it makes before anything
// is sent.
import {
  TEAM_TEXT,
  VALIDATION,
  addDays,
  validateVehicle,
  type InvitationView,
  type VehicleFields,
} from '@parking/shared/domain';

/** The spec §2 fields a guest types (the vehicle type is a choice; the owner type is the server's). */
export type TextKey = Exclude<keyof VehicleFields, 'vehicle_type' | 'carownertype'>;

/** The spec §2 vehicle form's labels. */
export const TEXT_FIELDS: readonly { key: TextKey; label: string; type?: string }[] = [
  { key: 'carowner_fname', label: 'First name' },
  { key: 'carowner_lname', label: 'Last name' },
  { key: 'carownerphone', label: 'Phone', type: 'tel' },
  { key: 'make', label: 'Make' },
  { key: 'model', label: 'Model' },
  { key: 'year', label: 'Year' },
  { key: 'plate', label: 'Plate' },
  { key: 'plate_state', label: 'State' },
];

export interface GuestValues extends Record<TextKey, string> {
  vehicle_type: string;
  enddate: string;
  email: string;
  termsAccepted: boolean;
}

export function initialValues(view: InvitationView, today: string): GuestValues {
  const car = view.vehicle_types.find((type) => type.spot_type.toUpperCase() === 'CAR');
  return {
    vehicle_type: car?.spot_type ?? view.vehicle_types[0]?.spot_type ?? 'CAR',
    carowner_fname: view.guest_name.split(' ')[0] ?? '',
    carowner_lname: view.guest_name.split(' ').slice(1).join(' '),
    carownerphone: '',
    make: '',
    model: '',
    year: '',
    plate: '',
    plate_state: '',
    enddate: addDays(today, Math.min(1, view.nights)),
    email: '',
    termsAccepted: false,
  };
}

/**
 * The form's own checks before anything is sent: the shared vehicle rules, the terms, the
 * receipt address and the invitation's latest checkout. Field name to message, errors only.
 */
export function checkGuest(
  values: GuestValues,
  view: InvitationView,
  today: string,
): Record<string, string> {
  const found: Record<string, string> = {
    ...validateVehicle(values, { role: 'owner', today }),
  };
  if (!values.termsAccepted) found.terms = TEAM_TEXT.termsRequired;
  const email = values.email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    found.email = VALIDATION.invalidEmailFormat;
  }
  if (values.enddate > view.last_checkout) {
    found.enddate = `The checkout date must be on or before ${view.last_checkout}`;
  }
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message));
}
