// The Register/Modify Vehicle form's schema (docs/adr/0035): the fields of the insert request,
// typed and bounded as the server's schema takes them, then the product's Vehicle rules the
// server applies after its schema (validateVehicle), which depend on the role, today and the
// vehicle type (a dumpster skips plate, make and state).
import { z } from 'zod';
import type { Dstr } from '../types';
import { validateVehicle } from '../validators/vehicle';
import { insertVehicleRequestSchema } from './vehicles';

export interface VehicleFormRules {
  role: 'owner' | 'renter' | 'admin';
  /** The community's today: a checkout date is checked against it. */
  today: Dstr;
  /** The form asks for the checkout date: only then is it checked. */
  checksCheckout: boolean;
}

/** The form field of each rule's error: the terms box holds `termsAccepted`. */
export function vehicleFormField(field: string): string {
  return field === 'terms' ? 'termsAccepted' : field;
}

const formFields = insertVehicleRequestSchema
  .pick({
    vehicle_type: true,
    carownertype: true,
    carowner_fname: true,
    carowner_lname: true,
    carownerphone: true,
    make: true,
    model: true,
    year: true,
    plate: true,
    plate_state: true,
    enddate: true,
  })
  // The form holds every field (the request may leave one out).
  .required()
  .extend({ termsAccepted: z.boolean() });

/** The form's schema for one role and day, for react-hook-form's zodResolver. */
export function vehicleFormSchema({ role, today, checksCheckout }: VehicleFormRules) {
  return formFields.superRefine((form, ctx) => {
    const errors = validateVehicle(
      { ...form, enddate: checksCheckout ? form.enddate : undefined },
      { role, today },
    );
    for (const [field, message] of Object.entries(errors)) {
      if (message) ctx.addIssue({ code: 'custom', path: [vehicleFormField(field)], message });
    }
  });
}
export type VehicleFormSchema = ReturnType<typeof vehicleFormSchema>;
/** The form's values once checked: every text trimmed, as the request sends them. */
export type CheckedVehicleFormValues = z.output<VehicleFormSchema>;
