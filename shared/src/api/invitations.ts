// Guest invitations (docs/adr/0014): the owner's calls and the guest's public ones.
import type {
  AcceptInvitationRequest,
  CreateInvitationRequest,
  CreateInvitationResponse,
  Invitation,
  InvitationQuoteRequest,
  InvitationView,
  RevokeInvitationRequest,
  RevokeInvitationResponse,
} from '../domain/invitations';
import type { PaymentQuote } from '../domain/payment-contract';
import type { Vehicle } from '../domain/types';
import { getJson, postJson, segment, type RequestOptions } from './client';

/** Owner: a new link for a guest (the token is shown once; only its hash is kept). */
export function createInvitation(
  request: CreateInvitationRequest,
): Promise<CreateInvitationResponse> {
  return postJson('/api/parking/create_invitation', request);
}

/** Owner: the unit's invitations; admin: the community's. Newest first. */
export function getInvitations(options: RequestOptions = {}): Promise<Invitation[]> {
  return postJson('/api/parking/get_invitations', {}, { signal: options.signal });
}

export function revokeInvitation(
  request: RevokeInvitationRequest,
): Promise<RevokeInvitationResponse> {
  return postJson('/api/parking/revoke_invitation', request);
}

/** Public: what the guest page shows for a link (4xx with a message for a bad or used one). */
export function getInvitation(
  token: string,
  options: RequestOptions = {},
): Promise<InvitationView> {
  return getJson(`/api/parking/invitation/${segment(token)}`, options);
}

/** Public: the server's price of the guest's stay, with the quote id the card step pays. */
export function quoteInvitation(request: InvitationQuoteRequest): Promise<PaymentQuote> {
  return postJson('/api/parking/quote_invitation', request);
}

/** Public: the guest registers a visitor vehicle to the unit (with `payment` when due). */
export function acceptInvitation(request: AcceptInvitationRequest): Promise<Vehicle> {
  return postJson('/api/parking/accept_invitation', request);
}
