// The guest invitation calls' wire shapes, once (docs/adr/0035, docs/adr/0014): the owner's
// create, list and revoke, and the guest's public page, quote and registration. The fields of an
// answer go out in the order written here.
import { z } from 'zod';
import { isDstr } from '../dates';
import { INVITATION_MAX_NIGHTS, INVITATION_MESSAGES } from '../invitations';
import { TEAM_TEXT, VALIDATION } from '../messages';
import { optionalEmailField, optionalText, uuidField } from './fields';
import { guestLimitsSchema } from './guest-quotas';
import { paymentInputSchema } from './payments';

// ---------- answers ----------

/**
 * Room in the host's unit over an invitation's nights (docs/adr/0030): the unit's spaces, the
 * cars taking them today, whether it is full today and on how many of the nights from today a
 * space is free.
 */
export const unitRoomSchema = z.strictObject({
  spaces: z.int(),
  taken: z.int(),
  full: z.boolean(),
  /** A guest's car may still register today: a space is free, or warning mode allows one
   * car over a full unit (docs/adr/0028). */
  can_register: z.boolean(),
  nights: z.int(),
  nights_free: z.int(),
});
export type UnitRoom = z.infer<typeof unitRoomSchema>;

/** The price a guest sees before the form: the invited stay as the server prices it today. */
export const guestStayPriceSchema = z.strictObject({
  vehicle_type: z.string(),
  /** YYYY-MM-DD */
  checkout: z.string(),
  nights: z.int(),
  nights_free: z.int(),
  nights_due: z.int(),
  dayprice: z.number(),
  total_price: z.number(),
  payment_due: z.boolean(),
});
export type GuestStayPrice = z.infer<typeof guestStayPriceSchema>;

export const createInvitationResponseSchema = z.strictObject({
  invitation_id: z.string(),
  /** The secret of the link: shown once, only its hash is stored. */
  token: z.string(),
  url: z.string(),
  /** YYYY-MM-DD */
  valid_until: z.string(),
  /** Room in the unit over the invitation's nights: a full unit is a warning, not a refusal. */
  room: unitRoomSchema,
});
export type CreateInvitationResponse = z.infer<typeof createInvitationResponseSchema>;

export const INVITATION_STATUSES = ['open', 'used', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitationSchema = z.strictObject({
  _id: z.string(),
  unitnumber: z.string(),
  guest_name: z.string(),
  nights: z.int(),
  /** YYYY-MM-DD */
  valid_until: z.string(),
  max_vehicles: z.int(),
  used_count: z.int(),
  status: z.enum(INVITATION_STATUSES),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  /** Plates registered through the link. */
  plates: z.array(z.string()),
  /**
   * What the guests paid for nights from today on, in dollars: refunded to their card when the
   * owner revokes the link, ends the stay and asks for it (docs/adr/0020).
   */
  refundable: z.number(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.array(invitationSchema);

export const revokeInvitationResponseSchema = z.strictObject({
  message: z.string(),
  /** Vehicles set offsite by the revoke. */
  ended_stays: z.int(),
  /** Dollars refunded to the guests' cards (0 when none was asked for or there was none). */
  refunded: z.number(),
});
export type RevokeInvitationResponse = z.infer<typeof revokeInvitationResponseSchema>;

/** GET /api/parking/invitation/{token}: what the guest page shows. */
export const invitationViewSchema = z.strictObject({
  community_name: z.string(),
  hoaid: z.string(),
  unitnumber: z.string(),
  guest_name: z.string(),
  rules_text: z.string(),
  nights: z.int(),
  /** YYYY-MM-DD */
  valid_until: z.string(),
  /** The latest checkout the guest may pick (today + nights, community time). */
  last_checkout: z.string(),
  vehicles_left: z.int(),
  vehicle_types: z.array(z.strictObject({ spot_type: z.string(), spot_display: z.string() })),
  /** Title of rules_text: the community's guest terms (renter terms when it has none). */
  rules_title: z.string(),
  room: unitRoomSchema,
  /** The invited stay for the default vehicle type, or null when it cannot be priced now. */
  price: guestStayPriceSchema.nullable(),
  /**
   * docs/adr/0029: with a guest rule on, the most nights in a row a guest of the unit may stay
   * from tonight under the rules (the plate's own history may allow fewer), and the unit's guest
   * nights; absent while every rule is off.
   */
  guest_nights_left: z.int().optional(),
  guest_limits: guestLimitsSchema.optional(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

// ---------- requests ----------

const nightsField = z
  .number({ error: INVITATION_MESSAGES.nights })
  .int(INVITATION_MESSAGES.nights)
  .min(1, INVITATION_MESSAGES.nights)
  .max(INVITATION_MAX_NIGHTS, INVITATION_MESSAGES.nights);

export const createInvitationRequestSchema = z.object({
  guest_name: optionalText(100),
  nights: nightsField,
  valid_until: z.string({ error: INVITATION_MESSAGES.validUntil }).refine(isDstr, {
    error: INVITATION_MESSAGES.validUntil,
  }),
  max_vehicles: z.number().int().min(1).max(100).optional(),
  /** When given, the link is e-mailed to this address (through the job queue). */
  email: optionalEmailField(),
});
export type CreateInvitationRequest = z.input<typeof createInvitationRequestSchema>;
export type CheckedCreateInvitationRequest = z.output<typeof createInvitationRequestSchema>;

/** get_invitations: no fields, the unit is the token's (admins: the community's). */
export const getInvitationsRequestSchema = z.object({}).strict();

export const revokeInvitationRequestSchema = z.object({
  invitation_id: uuidField('invitation_id'),
  /** Also set the guests' vehicles offsite. */
  end_stay: z.boolean().optional().default(false),
  /** With end_stay: refund the guests' paid nights from today on to the card that paid them. */
  refund_unused: z.boolean().optional().default(false),
});
export type RevokeInvitationRequest = z.input<typeof revokeInvitationRequestSchema>;
export type CheckedRevokeInvitationRequest = z.output<typeof revokeInvitationRequestSchema>;

/** A token is 43 base64url characters; anything else is a bad link (404, never a 5xx). */
export const invitationTokenParamsSchema = z.object({ token: z.string().max(200) });

const tokenField = z.string({ error: INVITATION_MESSAGES.notFound }).max(200);
const guestCheckoutField = z
  .string({ error: VALIDATION.checkoutInPast })
  .trim()
  .refine(isDstr, { error: VALIDATION.checkoutInPast });

export const acceptInvitationRequestSchema = z.object({
  token: tokenField,
  vehicle_type: z.string().trim().max(40).optional().default('CAR'),
  carowner_fname: optionalText(100),
  carowner_lname: optionalText(100),
  carownerphone: optionalText(40),
  make: optionalText(60),
  model: optionalText(60),
  year: optionalText(10),
  plate: optionalText(20),
  plate_state: optionalText(20),
  enddate: guestCheckoutField,
  terms: z
    .union([z.literal(0), z.literal(1)], { error: TEAM_TEXT.termsRequired })
    .optional()
    .default(0),
  /** The guest's card step: the quote of quote_invitation, paid with the guest's card. */
  payment: paymentInputSchema.optional(),
  /** Where the guest's receipt is mailed (optional). */
  email: optionalEmailField(),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;
export type CheckedAcceptInvitationRequest = z.output<typeof acceptInvitationRequestSchema>;

/** Public quote_invitation: the price of the guest's stay (a quote id to pay when due). */
export const invitationQuoteRequestSchema = z.object({
  token: tokenField,
  vehicle_type: z.string().trim().max(40).optional().default('CAR'),
  enddate: guestCheckoutField,
});
export type InvitationQuoteRequest = z.input<typeof invitationQuoteRequestSchema>;
export type CheckedInvitationQuoteRequest = z.output<typeof invitationQuoteRequestSchema>;
