// Guest invitations (docs/adr/0014): an owner sends a link; the guest registers a
// visitor vehicle to the unit without a login. Shapes of the calls, the bounds and the texts.
import type { ApiErrorCode } from './api-contract';
import type { Dstr } from './types';
import type { InvitationStatus, UnitRoom } from './schemas/invitations';
// The calls' wire shapes are zod schemas in schemas/invitations.ts (docs/adr/0035).
export type {
  AcceptInvitationRequest,
  CreateInvitationRequest,
  CreateInvitationResponse,
  GuestStayPrice,
  Invitation,
  InvitationQuoteRequest,
  InvitationStatus,
  InvitationView,
  RevokeInvitationRequest,
  RevokeInvitationResponse,
  UnitRoom,
} from './schemas/invitations';

/** Nights a guest may be allowed (the checkout is at most this many nights after registering). */
export const INVITATION_MAX_NIGHTS = 14;
/** How far ahead an invitation may stay valid. */
export const INVITATION_MAX_VALID_DAYS = 60;

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

/** Codes of the refused-token answers (4xx), for pages that show a state of their own. */
export type InvitationRefusal = Extract<
  ApiErrorCode,
  'invitation_not_found' | 'invitation_used' | 'invitation_expired' | 'invitation_revoked'
>;
