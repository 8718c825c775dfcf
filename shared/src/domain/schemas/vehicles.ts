// The vehicle calls' wire shapes, once (docs/adr/0035): a vehicle as every answer sends it, the
// Register/Modify Vehicle requests, the status change, the owner's and the lot's lists (spec §3
// Vehicle, §7 Parking) and the paged lists' requests (docs/adr/0010-server-paging.md).
import { z } from 'zod';
import { CLIENT_DATE_MAX_LENGTH, CLIENT_DATE_UNREADABLE, isDstr } from '../dates';
import { TEAM_TEXT, VALIDATION } from '../messages';
import {
  ONSITE_SORT_KEYS,
  VEHICLE_ONSITE_FILTERS,
  VEHICLE_SORT_KEYS,
  VEHICLE_TYPE_FILTERS,
} from '../paging';
import { CAR_OWNER_TYPES } from '../types';
import { hoaDstrRequestSchema, hoaRequestSchema, oneOf, pagingFields } from './common';
import { clientDateField, hoaidField, optionalText, uuidField } from './fields';
import { paymentInputSchema } from './payments';

// ---------- responses ----------

export const changeHistoryEntrySchema = z.strictObject({
  startdate: z.string(),
  enddate: z.string(),
  change_date: z.string(),
});
export type ChangeHistoryEntry = z.infer<typeof changeHistoryEntrySchema>;

/** The unit owner's contact (spec §3 userdata). */
export const ownerContactSchema = z.strictObject({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type OwnerContact = z.infer<typeof ownerContactSchema>;

/**
 * A vehicle (spec §3): the superset; services/response-views.ts clears other units' guest
 * contact for owners and drops their userdata, which only some lists carry. The fields go out
 * in this order.
 */
export const vehicleSchema = z.strictObject({
  _id: z.string(),
  vehicleid: z.string(),
  hoaid: z.string(),
  ownerid: z.string(),
  unitnumber: z.string(),
  vehicle_type: z.string(),
  carownertype: z.enum(CAR_OWNER_TYPES),
  carowner_fname: z.string(),
  carowner_lname: z.string(),
  carownerphone: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.string(),
  plate: z.string(),
  plate_state: z.string(),
  /** YYYY-MM-DD */
  startdate: z.string(),
  /** Checkout date; 1970-01-01 means offsite or never set (spec §3). */
  enddate: z.string(),
  /** 1 normal, 2 warning/over limit, 9 soft-deleted (spec §3). */
  status_flag: z.int(),
  active_flag: z.literal([0, 1]),
  terms: z.literal([0, 1]),
  number_of_changes: z.int(),
  change_history: z.array(changeHistoryEntrySchema),
  parking_transaction_id: z.string().nullable(),
  /** Raised by every write (docs/adr/0020); a modify may send it back to refuse a stale edit. */
  version: z.int().optional(),
  /** Unit owner's contact, present in renter reports and usage popups (spec §3). */
  userdata: ownerContactSchema.optional(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** The fields a person types into the Register/Modify Vehicle form (spec §2), as saved. */
export type VehicleFields = Pick<
  Vehicle,
  | 'vehicle_type'
  | 'carownertype'
  | 'carowner_fname'
  | 'carowner_lname'
  | 'carownerphone'
  | 'make'
  | 'model'
  | 'year'
  | 'plate'
  | 'plate_state'
>;

export const vehicleListSchema = z.array(vehicleSchema);

/**
 * A vehicle as a save or status change answers it: always with its version, and with a plate
 * warning (plate onsite for another unit) or, in warning mode (docs/adr/0028), the spec's
 * warning texts for the unit's extra car.
 */
export const savedVehicleSchema = vehicleSchema.extend({
  version: z.int(),
  plate_warning: z.string().optional(),
  limit_warning: z.array(z.string()).optional(),
});
export type SavedVehicle = z.infer<typeof savedVehicleSchema>;

export const vehiclesForOwnerResponseSchema = z.strictObject({
  vehicles: vehicleListSchema,
  renter_free_parking: z.int(),
});
export type GetVehiclesForOwnerResponse = z.infer<typeof vehiclesForOwnerResponseSchema>;

/** A row of the vehicle usage reports (spec §7 get_car_usage_*): always with the unit owner's contact. */
export const carUsageRecordSchema = vehicleSchema.extend({ userdata: ownerContactSchema });
export type CarUsageRecord = z.infer<typeof carUsageRecordSchema>;
export const carUsageListSchema = z.array(carUsageRecordSchema);

/** Change-history lookup (spec §7: path not shown). */
export const vehicleChangeHistorySchema = z.strictObject({
  vehicleid: z.string(),
  number_of_changes: z.int(),
  change_history: z.array(changeHistoryEntrySchema),
});
export type VehicleChangeHistory = z.infer<typeof vehicleChangeHistorySchema>;

// ---------- requests ----------
// The required-field messages come from the shared vehicle validator in the service, so here
// the form fields are only typed and bounded.

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

const vehicleInputFields = {
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

export const insertVehicleRequestSchema = z.object({
  ...vehicleInputFields,
  hoaid: hoaidField,
  startdate: dstrField,
  enddate: checkoutField,
  terms: termsField,
  dstr: dstrField,
  /** Card payment when one is due (spec §9 "Who pays"). */
  payment: paymentInputSchema.optional(),
  /** Admins only (docs/adr/0029): saves over a guest rule; the note goes to the audit log. */
  guest_override_note: guestOverrideNote,
});
export type InsertVehicleRequest = z.input<typeof insertVehicleRequestSchema>;
export type CheckedInsertVehicleRequest = z.output<typeof insertVehicleRequestSchema>;

export const modifyVehicleRequestSchema = z.object({
  ...vehicleInputFields,
  vehicleid: uuidField('vehicleid'),
  enddate: checkoutField,
  terms: termsField,
  dstr: dstrField,
  payment: paymentInputSchema.optional(),
  /** The vehicle's version as read: a vehicle changed since is refused (409 vehicle_changed). */
  version: z.number().int().min(0).optional(),
  guest_override_note: guestOverrideNote,
});
export type ModifyVehicleRequest = z.input<typeof modifyVehicleRequestSchema>;
export type CheckedModifyVehicleRequest = z.output<typeof modifyVehicleRequestSchema>;

export const deleteVehicleRequestSchema = z.object({
  vehicleid: uuidField('vehicleid'),
  hoaid: hoaidField,
  unitnumber: optionalText(20),
});
export type DeleteVehicleRequest = z.input<typeof deleteVehicleRequestSchema>;
export type CheckedDeleteVehicleRequest = z.output<typeof deleteVehicleRequestSchema>;

export const vehicleIdParamsSchema = z.object({ vehicleid: uuidField('vehicleid') });

const dateParam = (name: string) =>
  z.string().refine(isDstr, `${name} must be a date (YYYY-MM-DD)`);

/** GET change-vehicle-status-date/{vehicleid}/{status}/{enddate}/{curdate} */
export const changeVehicleStatusParamsSchema = z.object({
  vehicleid: uuidField('vehicleid'),
  status: z
    .enum(['0', '1'], { error: 'status must be 0 or 1' })
    .transform((s) => (s === '1' ? 1 : 0)),
  enddate: dateParam('enddate'),
  // Only checked against the community's today (server services/vehicle-status.ts).
  curdate: z.string().max(CLIENT_DATE_MAX_LENGTH, CLIENT_DATE_UNREADABLE),
});

export const vehiclesForOwnerRequestSchema = z.object({
  ownerid: uuidField('ownerid'),
  carownertype: z.enum(['owner', 'renter', 'all']).optional().default('all'),
  hoaid: hoaidField,
  dstr: dstrField,
});
export type GetVehiclesForOwnerRequest = z.input<typeof vehiclesForOwnerRequestSchema>;
export type CheckedGetVehiclesForOwnerRequest = z.output<typeof vehiclesForOwnerRequestSchema>;

// ---------- the paged lists (docs/adr/0010-server-paging.md) ----------

const withHistory = z.boolean({ error: 'with_history must be true or false' }).optional();
const unitFilter = z
  .string({ error: 'unit must be text' })
  .trim()
  .max(40, 'unit must be at most 40 characters')
  .optional();

/** get_all_vehicles: the spec's { hoaid } plus paging and the All Vehicles filter bar. */
export const vehiclePageRequestSchema = hoaRequestSchema.extend({
  ...pagingFields(VEHICLE_SORT_KEYS),
  type: z.enum(VEHICLE_TYPE_FILTERS, { error: oneOf('type', VEHICLE_TYPE_FILTERS) }).optional(),
  unit: unitFilter,
  onsite: z
    .enum(VEHICLE_ONSITE_FILTERS, { error: oneOf('onsite', VEHICLE_ONSITE_FILTERS) })
    .optional(),
  with_history: withHistory,
});
export type VehiclePageRequest = z.input<typeof vehiclePageRequestSchema>;

/** get_active_vehicles: the spec's { hoaid, dstr } plus paging and a unit. */
export const onsitePageRequestSchema = hoaDstrRequestSchema.extend({
  ...pagingFields(ONSITE_SORT_KEYS),
  unit: unitFilter,
  with_history: withHistory,
});
export type OnsitePageRequest = z.input<typeof onsitePageRequestSchema>;
