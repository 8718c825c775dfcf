// The guest quota calls' wire shapes, once (docs/adr/0035, docs/adr/0029): what is left of the
// guest rules for a stay, a unit or a plate, the owner's and the admin's quota answers. The
// fields go out in the order written here.
import { z } from 'zod';

/** docs/adr/0029: what is left of the guest rules for a stay, a unit or a plate. */
export const guestLimitsSchema = z.strictObject({
  /** The unit quota (null: off). */
  unit_limit: z.int().nullable(),
  /** The unit's guest nights in the 30 nights ending tonight (tonight included). */
  unit_used: z.int(),
  /** The unit's guest nights recorded after tonight. */
  unit_booked: z.int(),
  /** Nights in a row a new guest of the unit may stay from tonight (null: no unit quota). */
  unit_left: z.int().nullable(),
  /** Nights in a row per plate (null: off). */
  plate_limit: z.int().nullable(),
  /** More nights this plate may stay after the stay (null: no cap reaches it). */
  plate_left: z.int().nullable(),
  /** The first night the plate may come back, when it may not stay on or return tonight. */
  return_on: z.string().nullable(),
  /** "4 of 10 guest nights left this month; this plate may stay 2 more nights; back from …" */
  summary: z.string(),
  /** An admin saved over a rule with a note (audit-logged). */
  overridden: z.boolean().optional(),
  /** A quote of a stay the rules refuse: the refusal the save would answer. */
  message: z.string().optional(),
});
export type GuestLimits = z.infer<typeof guestLimitsSchema>;

/** One guest car onsite with what is left for its plate. */
export const guestPlateStandingSchema = z.strictObject({
  plate: z.string(),
  vehicleid: z.string(),
  /** YYYY-MM-DD */
  enddate: z.string(),
  limits: guestLimitsSchema,
});
export type GuestPlateStanding = z.infer<typeof guestPlateStandingSchema>;

/** GET /api/parking/guest_quota (owners and renters): their unit's guest nights. */
export const guestQuotaResponseSchema = z.strictObject({
  /** Any guest rule is on; the rest is present either way. */
  rules_on: z.boolean(),
  guest_unit_nights: z.int(),
  guest_max_consecutive: z.int(),
  guest_cooldown_nights: z.int(),
  guest_owner_types: z.array(z.string()),
  unit: guestLimitsSchema,
  /** The unit's guest cars onsite, each with what is left for its plate. */
  plates: z.array(guestPlateStandingSchema),
});
export type GuestQuotaResponse = z.infer<typeof guestQuotaResponseSchema>;

/** GET /api/parking/guest_quota_units: the units nearest their quota first (admins). */
export const guestQuotaUnitSchema = z.strictObject({
  unitnumber: z.string(),
  owner_name: z.string(),
  unit_limit: z.int().nullable(),
  unit_used: z.int(),
  unit_booked: z.int(),
  unit_left: z.int().nullable(),
});
export type GuestQuotaUnit = z.infer<typeof guestQuotaUnitSchema>;

export const guestQuotaUnitsResponseSchema = z.strictObject({
  rules_on: z.boolean(),
  units: z.array(guestQuotaUnitSchema),
});
export type GuestQuotaUnitsResponse = z.infer<typeof guestQuotaUnitsResponseSchema>;
