// Request and response schemas of the guest invitation calls (docs/adr/0014).
import { z } from 'zod';
import {
  INVITATION_MAX_NIGHTS,
  INVITATION_MESSAGES,
  TEAM_TEXT,
  VALIDATION,
  isDstr,
  type CreateInvitationResponse,
  type Invitation,
  type InvitationQuoteRequest,
  type InvitationView,
  type GuestStayPrice,
  type RevokeInvitationResponse,
  type UnitRoom,
} from '@parking/shared/domain';
import {
  optionalEmailField,
  optionalText,
  paymentInputSchema,
  uuidField,
} from '@parking/shared/domain';
import {
  decimal,
  exactly,
  flag,
  guestLimits,
  integer,
  listOf,
  nullableText,
  text,
  type Fields,
} from './response-fields';

const unitRoom = exactly({
  spaces: integer,
  taken: integer,
  full: flag,
  can_register: flag,
  nights: integer,
  nights_free: integer,
} satisfies Fields<UnitRoom>);

const guestStayPrice = exactly({
  vehicle_type: text,
  checkout: text,
  nights: integer,
  nights_free: integer,
  nights_due: integer,
  dayprice: decimal,
  total_price: decimal,
  payment_due: flag,
} satisfies Fields<GuestStayPrice>);

const nightsField = z
  .number({ error: INVITATION_MESSAGES.nights })
  .int(INVITATION_MESSAGES.nights)
  .min(1, INVITATION_MESSAGES.nights)
  .max(INVITATION_MAX_NIGHTS, INVITATION_MESSAGES.nights);

export const createInvitationSchema = z.object({
  guest_name: optionalText(100),
  nights: nightsField,
  valid_until: z.string({ error: INVITATION_MESSAGES.validUntil }).refine(isDstr, {
    error: INVITATION_MESSAGES.validUntil,
  }),
  max_vehicles: z.number().int().min(1).max(100).optional(),
  email: optionalEmailField(),
});

export const getInvitationsSchema = z.object({}).strict();

export const revokeInvitationSchema = z.object({
  invitation_id: uuidField('invitation_id'),
  end_stay: z.boolean().optional().default(false),
  refund_unused: z.boolean().optional().default(false),
});

/** A token is 43 base64url characters; anything else is a bad link (404, never a 5xx). */
export const invitationTokenParams = z.object({ token: z.string().max(200) });

export const acceptInvitationSchema = z.object({
  token: z.string({ error: INVITATION_MESSAGES.notFound }).max(200),
  vehicle_type: z.string().trim().max(40).optional().default('CAR'),
  carowner_fname: optionalText(100),
  carowner_lname: optionalText(100),
  carownerphone: optionalText(40),
  make: optionalText(60),
  model: optionalText(60),
  year: optionalText(10),
  plate: optionalText(20),
  plate_state: optionalText(20),
  enddate: z
    .string({ error: VALIDATION.checkoutInPast })
    .trim()
    .refine(isDstr, { error: VALIDATION.checkoutInPast }),
  terms: z
    .union([z.literal(0), z.literal(1)], { error: TEAM_TEXT.termsRequired })
    .optional()
    .default(0),
  payment: paymentInputSchema.optional(),
  email: optionalEmailField(),
});

/** Public quote_invitation: the price of the guest's stay before the card step. */
export const quoteInvitationSchema = z.object({
  token: z.string({ error: INVITATION_MESSAGES.notFound }).max(200),
  vehicle_type: z.string().trim().max(40).optional().default('CAR'),
  enddate: z
    .string({ error: VALIDATION.checkoutInPast })
    .trim()
    .refine(isDstr, { error: VALIDATION.checkoutInPast }),
}) satisfies z.ZodType<InvitationQuoteRequest>;

export const createInvitationResponse = {
  201: exactly({
    invitation_id: text,
    token: text,
    url: text,
    valid_until: text,
    room: unitRoom,
  } satisfies Fields<CreateInvitationResponse>),
};

export const invitationsResponse = {
  200: listOf(
    exactly({
      _id: text,
      unitnumber: text,
      guest_name: text,
      nights: integer,
      valid_until: text,
      max_vehicles: integer,
      used_count: integer,
      status: { type: 'string', enum: ['open', 'used', 'expired', 'revoked'] },
      created_at: text,
      revoked_at: nullableText,
      plates: listOf(text),
      refundable: decimal,
    } satisfies Fields<Invitation>),
  ),
};

export const revokeInvitationResponse = {
  200: exactly({
    message: text,
    ended_stays: integer,
    refunded: decimal,
  } satisfies Fields<RevokeInvitationResponse>),
};

export const invitationViewResponse = {
  200: exactly(
    {
      community_name: text,
      hoaid: text,
      unitnumber: text,
      guest_name: text,
      rules_text: text,
      nights: integer,
      valid_until: text,
      last_checkout: text,
      vehicles_left: integer,
      vehicle_types: listOf(exactly({ spot_type: text, spot_display: text })),
      rules_title: text,
      room: unitRoom,
      price: { anyOf: [guestStayPrice, { type: 'null' }] },
      guest_nights_left: integer,
      guest_limits: guestLimits,
    } satisfies Fields<InvitationView>,
    ['guest_nights_left', 'guest_limits'],
  ),
};
