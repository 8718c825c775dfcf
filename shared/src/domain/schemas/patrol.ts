// The enforcement calls' wire shapes, once (docs/adr/0035): plate lookup and the recent lookups,
// the tow list (docs/adr/0027), violation photos and the authorised plates a patrol phone keeps.
// The fields go out in the order written here.
import { z } from 'zod';
import { TOW_MESSAGES } from '../patrol';
import { NOT_AUTHORISED_REASONS, PLATE_MESSAGES } from '../plates';
import { CAR_OWNER_TYPES } from '../types';
import { optionalText, requiredText, uuidField } from './fields';

// ---------- the tow list (docs/adr/0027) ----------

/** One violation behind a tow-eligible plate (no reporter names: the patrol sees these too). */
export const towViolationSchema = z.strictObject({
  _id: z.string(),
  /** YYYY-MM-DD */
  violation_date: z.string(),
  /** HH:MM:SS */
  violation_time: z.string(),
  violation_type: z.string(),
  violation_location: z.string(),
  violation_state: z.string(),
});
export type TowViolation = z.infer<typeof towViolationSchema>;

/** An open entry of the tow list (admins). */
export const towEntrySchema = z.strictObject({
  _id: z.string(),
  plate: z.string(),
  /** The unit the plate was registered to when it became eligible ('' if none). */
  unitnumber: z.string(),
  /** ISO timestamp. */
  eligible_at: z.string(),
  /** YYYY-MM-DD */
  window_start: z.string(),
  violations: z.array(towViolationSchema),
});
export type TowEntry = z.infer<typeof towEntrySchema>;

export const towListSchema = z.array(towEntrySchema);

/** The community is the token's: an optional hoaid is accepted and not used. */
export const tokenCommunityRequestSchema = z
  .object({ hoaid: z.string().max(40).optional() })
  .strict();

/** `POST /api/parking/clear_tow`: admins take a plate off the tow list with a note. */
export const clearTowRequestSchema = z.object({
  tow_id: uuidField('tow_id'),
  note: z
    .string({ error: TOW_MESSAGES.noteRequired })
    .trim()
    .min(1, TOW_MESSAGES.noteRequired)
    .max(500, 'At most 500 characters'),
});
export type ClearTowRequest = z.input<typeof clearTowRequestSchema>;

// ---------- plate lookup ----------

export const plateLookupRequestSchema = z.object({
  plate: requiredText(PLATE_MESSAGES.lookupRequired, 20),
  plate_state: optionalText(20),
});
export type PlateLookupRequest = z.input<typeof plateLookupRequestSchema>;

export const plateLookupResponseSchema = z.strictObject({
  /** The plate as searched (normalised). */
  plate: z.string(),
  authorised: z.boolean(),
  unitnumber: z.string().optional(),
  /** The community's display name of the spot type. */
  vehicle_type: z.string().optional(),
  make: z.string().optional(),
  model: z.string().optional(),
  plate_state: z.string().optional(),
  /** Checkout date of the authorising (or most recent) registration. */
  enddate: z.string().optional(),
  carownertype: z.enum(CAR_OWNER_TYPES).optional(),
  /** Last night paid by card, when a payment covers the stay. */
  paid_through: z.string().optional(),
  /** Warning mode (docs/adr/0028): the onsite car is its unit's one car over the maximum. */
  over_unit_limit: z.boolean().optional(),
  /** docs/adr/0029: the onsite guest car is past a guest rule (its nights in a row, its unit's). */
  over_guest_limit: z.boolean().optional(),
  violation_count: z.int(),
  /** The community's tow rule lists the plate (docs/adr/0027); absent when the rule is off. */
  tow_eligible: z.boolean().optional(),
  /** The violations behind a tow-eligible plate, newest first. */
  tow_violations: z.array(towViolationSchema).optional(),
  /** Why a plate is not authorised (absent when it is). */
  reason: z.enum(NOT_AUTHORISED_REASONS).optional(),
  /** The day the car was last set offsite, when the reason is 'offsite' and it is known. */
  offsite_since: z.string().optional(),
});
export type PlateLookupResponse = z.infer<typeof plateLookupResponseSchema>;

/** get_recent_lookups: no fields, the caller is the token's user. */
export const recentLookupsRequestSchema = z.object({}).strict();

export const recentPlateLookupSchema = z.strictObject({
  _id: z.string(),
  plate: z.string(),
  plate_state: z.string(),
  authorised: z.boolean(),
  unitnumber: z.string(),
  /** ISO timestamp of the lookup. */
  looked_up_at: z.string(),
});
export type RecentPlateLookup = z.infer<typeof recentPlateLookupSchema>;

export const recentPlateLookupListSchema = z.array(recentPlateLookupSchema);

// ---------- in the field: photos and the authorised plates ----------

/** add_violation_photo: the spec §8 message and the photo's place (1-3). */
export const photoAddedSchema = z.strictObject({ message: z.string(), position: z.int() });
export type PhotoAdded = z.infer<typeof photoAddedSchema>;

/** One authorised plate of the list a patrol phone keeps (no names, phones or e-mails). */
export const authorisedPlateSchema = z.strictObject({
  plate: z.string(),
  plate_state: z.string(),
  unitnumber: z.string(),
  /** The community's display name of the spot type. */
  vehicle_type: z.string(),
  /** YYYY-MM-DD */
  enddate: z.string(),
  carownertype: z.enum(CAR_OWNER_TYPES),
});
export type AuthorisedPlate = z.infer<typeof authorisedPlateSchema>;

/** `POST /api/parking/get_authorised_plates`: the community's plates onsite today. */
export const authorisedPlatesResponseSchema = z.strictObject({
  /** ISO timestamp of the server's answer: the list's time the page shows. */
  generated_at: z.string(),
  /** The community's date the list is for. */
  today: z.string(),
  plates: z.array(authorisedPlateSchema),
});
export type AuthorisedPlatesResponse = z.infer<typeof authorisedPlatesResponseSchema>;
