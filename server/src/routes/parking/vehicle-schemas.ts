// Request schemas of the vehicle calls (spec §7 Parking), typed against the API contract. The
// required-field messages come from the shared vehicle validator in the service, so here the
// form fields are only typed and bounded.
import { z } from 'zod';
import {
  CAR_OWNER_TYPES,
  CLIENT_DATE_MAX_LENGTH,
  CLIENT_DATE_UNREADABLE,
  PAYMENT_MESSAGES,
  TEAM_TEXT,
  VALIDATION,
  isDstr,
  type ActiveCountRequest,
  type DeleteVehicleRequest,
  type GetVehiclesForOwnerRequest,
  type InsertVehicleRequest,
  type ModifyVehicleRequest,
  type OwnerCountRequest,
  type PaymentInput,
} from '@parking/shared/domain';
import {
  clientDateField,
  hoaidField,
  optionalText,
  requiredText,
  uuidField,
} from '@parking/shared/domain';

const dstrField = clientDateField();

/** A checkout date: empty (none given) or a real YYYY-MM-DD date. */
const checkoutField = z
  .string()
  .trim()
  .max(10)
  .refine((value) => value === '' || isDstr(value), VALIDATION.checkoutInPast)
  .optional()
  .default('');

const termsField = z
  .union([z.literal(0), z.literal(1)], { error: TEAM_TEXT.termsRequired })
  .optional()
  .default(0);

export const paymentField = z
  .object({
    card_token: z.string().min(1).max(2000),
    idempotency_key: z.string().min(8).max(200),
    quote_id: z.string().trim().max(64, { error: PAYMENT_MESSAGES.quoteRequired }),
    customer: z.object({
      first_name: requiredText(VALIDATION.cardFirstName, 100),
      last_name: requiredText(VALIDATION.cardLastName, 100),
      zip: optionalText(20),
    }),
  })
  .optional() satisfies z.ZodType<PaymentInput | undefined>;

const vehicleFields = {
  vehicle_type: z.string().trim().max(40).optional().default('CAR'),
  carownertype: z
    .enum(CAR_OWNER_TYPES, { error: 'Please select who the vehicle belongs to' })
    .optional()
    .default('owner'),
  carowner_fname: optionalText(100),
  carowner_lname: optionalText(100),
  carownerphone: optionalText(40),
  make: optionalText(60),
  model: optionalText(60),
  year: optionalText(10),
  plate: optionalText(20),
  plate_state: optionalText(20),
};

/** docs/adr/0029: an admin's reason for saving over a guest rule (empty: no override). */
const guestOverrideNote = z
  .string({ error: 'guest_override_note must be text' })
  .trim()
  .max(500, 'At most 500 characters')
  .optional();

export const insertVehicleSchema = z.object({
  ...vehicleFields,
  hoaid: hoaidField,
  startdate: dstrField,
  enddate: checkoutField,
  terms: termsField,
  dstr: dstrField,
  payment: paymentField,
  guest_override_note: guestOverrideNote,
}) satisfies z.ZodType<InsertVehicleRequest>;

export const modifyVehicleSchema = z.object({
  ...vehicleFields,
  vehicleid: uuidField('vehicleid'),
  enddate: checkoutField,
  terms: termsField,
  dstr: dstrField,
  payment: paymentField,
  version: z.number().int().min(0).optional(),
  guest_override_note: guestOverrideNote,
}) satisfies z.ZodType<ModifyVehicleRequest>;

export const deleteVehicleSchema = z.object({
  vehicleid: uuidField('vehicleid'),
  hoaid: hoaidField,
  unitnumber: optionalText(20),
}) satisfies z.ZodType<DeleteVehicleRequest>;

export const vehicleIdParamsSchema = z.object({ vehicleid: uuidField('vehicleid') });

const dateParam = (name: string) =>
  z.string().refine(isDstr, `${name} must be a date (YYYY-MM-DD)`);

export const statusParamsSchema = z.object({
  vehicleid: uuidField('vehicleid'),
  status: z
    .enum(['0', '1'], { error: 'status must be 0 or 1' })
    .transform((s) => (s === '1' ? 1 : 0)),
  enddate: dateParam('enddate'),
  // Only checked against the community's today (services/vehicle-status.ts).
  curdate: z.string().max(CLIENT_DATE_MAX_LENGTH, CLIENT_DATE_UNREADABLE),
});

export const vehiclesForOwnerSchema = z.object({
  ownerid: uuidField('ownerid'),
  carownertype: z.enum(['owner', 'renter', 'all']).optional().default('all'),
  hoaid: hoaidField,
  dstr: dstrField,
}) satisfies z.ZodType<GetVehiclesForOwnerRequest>;

export const activeCountSchema = z.object({
  hoaid: hoaidField,
  ownerid: uuidField('ownerid'),
  dstr: dstrField,
}) satisfies z.ZodType<ActiveCountRequest>;

export const countByOwnerSchema = z.object({
  ownerid: uuidField('ownerid'),
}) satisfies z.ZodType<OwnerCountRequest>;
