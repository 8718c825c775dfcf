// Guest invitations (docs/adr/0014): an owner sends a link; the guest registers a
// visitor vehicle to the unit without a login. Shapes of the calls, the bounds and the texts.
import type { GuestLimits } from './guest-quotas';
import type { ApiErrorCode, PaymentInput } from './api-contract';
import type { Dstr, VehicleFields } from './types';

/** Nights a guest may be allowed (the checkout is at most this many nights after registering). */
export const INVITATION_MAX_NIGHTS = 14;
/** How far ahead an invitation may stay valid. */
export const INVITATION_MAX_VALID_DAYS = 60;

export type InvitationStatus = 'open' | 'used' | 'expired' | 'revoked';

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  open: 'Open',
  used: 'Used',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const INVITATION_MESSAGES = {
  nights: `Nights allowed must be between 1 and ${INVITATION_MAX_NIGHTS}`,
  validUntil: `Valid until must be a date from today up to ${INVITATION_MAX_VALID_DAYS} days ahead`,
  maxVehicles: (max: number) => `Max vehicles must be between 1 and ${max}`,
  noParking: 'Your unit has no parking spots for guests',
  email: 'Invalid Email Format',
  notFound: 'This invitation link is not valid. Please ask your host for a new one.',
  used: 'This invitation has already been used. Please ask your host for a new one.',
  expired: 'This invitation has expired. Please ask your host for a new one.',
  revoked: 'This invitation was withdrawn by your host.',
  invitationNotFound: 'Invitation not found',
  checkoutBeyond: (last: Dstr) => `The checkout date must be on or before ${last}`,
  paymentRequired:
    'This stay must be paid by card. Please ask your host to register your vehicle and pay for the stay.',
  revoked_ok: 'Invitation revoked',
} as const;

/**
 * Room in the host's unit over an invitation's nights (docs/adr/0030): the unit's spaces, the
 * cars taking them today, whether it is full today and on how many of the nights from today a
 * space is free.
 */
export interface UnitRoom {
  spaces: number;
  taken: number;
  full: boolean;
  /** A guest's car may still register today: a space is free, or warning mode allows one
   * car over a full unit (docs/adr/0028). */
  can_register: boolean;
  nights: number;
  nights_free: number;
}

/** The owner's warning when an invitation goes to a unit that is full today. */
export function fullUnitWarning(room: UnitRoom): string {
  const nights = room.nights === 1 ? 'night' : `${room.nights} nights`;
  const next = room.can_register
    ? 'Your guest can register as one car over the limit, shown with a warning.'
    : 'Your guest cannot register until a space is free.';
  return `Your unit is full: ${room.taken} of ${room.spaces} spaces are taken today. Nights with a free space in the next ${nights}: ${room.nights_free}. ${next}`;
}

/** The guest page's explanation when the host's unit is full, shown before the form. */
export function fullUnitGuestText(room: UnitRoom, unitnumber: string): string {
  return `Unit ${unitnumber} has no free parking space today: all ${room.spaces} of its spaces are taken. Please contact your host to free a space or to change your stay, then open this link again.`;
}

/** The price a guest sees before the form: the invited stay as the server prices it today. */
export interface GuestStayPrice {
  vehicle_type: string;
  checkout: Dstr;
  nights: number;
  nights_free: number;
  nights_due: number;
  dayprice: number;
  total_price: number;
  payment_due: boolean;
}

/** Codes of the refused-token answers (4xx), for pages that show a state of their own. */
export type InvitationRefusal = Extract<
  ApiErrorCode,
  'invitation_not_found' | 'invitation_used' | 'invitation_expired' | 'invitation_revoked'
>;

export interface CreateInvitationRequest {
  guest_name?: string;
  nights: number;
  valid_until: Dstr;
  max_vehicles?: number;
  /** When given, the link is e-mailed to this address (through the job queue). */
  email?: string;
}

export interface CreateInvitationResponse {
  invitation_id: string;
  /** The secret of the link: shown once, only its hash is stored. */
  token: string;
  url: string;
  valid_until: Dstr;
  /** Room in the unit over the invitation's nights: a full unit is a warning, not a refusal. */
  room: UnitRoom;
}

export interface Invitation {
  _id: string;
  unitnumber: string;
  guest_name: string;
  nights: number;
  valid_until: Dstr;
  max_vehicles: number;
  used_count: number;
  status: InvitationStatus;
  created_at: string;
  revoked_at: string | null;
  /** Plates registered through the link. */
  plates: string[];
  /**
   * What the guests paid for nights from today on, in dollars: refunded to their card when the
   * owner revokes the link, ends the stay and asks for it (docs/adr/0020).
   */
  refundable: number;
}

export interface RevokeInvitationRequest {
  invitation_id: string;
  /** Also set the guests' vehicles offsite. */
  end_stay?: boolean;
  /** With end_stay: refund the guests' paid nights from today on to the card that paid them. */
  refund_unused?: boolean;
}

export interface RevokeInvitationResponse {
  message: string;
  /** Dollars refunded to the guests' cards (0 when none was asked for or there was none). */
  refunded: number;
  /** Vehicles set offsite by the revoke. */
  ended_stays: number;
}

/** GET /api/parking/invitation/{token}: what the guest page shows. */
export interface InvitationView {
  community_name: string;
  hoaid: string;
  unitnumber: string;
  guest_name: string;
  rules_text: string;
  nights: number;
  valid_until: Dstr;
  /** The latest checkout the guest may pick (today + nights, community time). */
  last_checkout: Dstr;
  vehicles_left: number;
  vehicle_types: { spot_type: string; spot_display: string }[];
  /**
   * docs/adr/0029: with a guest rule on, the most nights in a row a guest of the unit may stay
   * from tonight under the rules (the plate's own history may allow fewer), and the unit's guest
   * nights; absent while every rule is off.
   */
  guest_nights_left?: number;
  guest_limits?: GuestLimits;
  /** Title of rules_text: the community's guest terms (renter terms when it has none). */
  rules_title: string;
  room: UnitRoom;
  /** The invited stay for the default vehicle type, or null when it cannot be priced now. */
  price: GuestStayPrice | null;
}

export interface AcceptInvitationRequest extends Omit<VehicleFields, 'carownertype'> {
  token: string;
  enddate: Dstr;
  terms: 0 | 1;
  /** The guest's card step: the quote of quote_invitation, paid with the guest's card. */
  payment?: PaymentInput;
  /** Where the guest's receipt is mailed (optional). */
  email?: string;
}

/** Public quote_invitation: the price of the guest's stay (a quote id to pay when due). */
export interface InvitationQuoteRequest {
  token: string;
  vehicle_type: string;
  enddate: Dstr;
}
