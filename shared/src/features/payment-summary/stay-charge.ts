// The Parking payment summary's numbers (spec §2, §9) as the server quoted them (
// docs/adr/0009): dates, nights, nights already paid, price per night, total, whether a card
// payment is due and the quote id that payment confirms. The screens never re-price a stay.
// Whether the community takes card payments (its fee flags use_owner_ppp / use_renter_ppp) comes
// from the community query the caller reads (useCommunityFlags, docs/adr/0011), so an admin's
// change shows on the next navigation; the session copy of the login is not read here.
import { quoteStay } from '../../api';
import type { GuestLimits, NoPaymentReason } from '../../domain';
import type { PaymentQuote, StayQuoteRequest } from '../../domain/api-contract';
import type { CommunityFlags } from '../community/community-query';

export type PayingRole = 'owner' | 'renter';

/** The community's fee flags, as `useCommunityFlags()` returns them. */
export type FeeFlags = Pick<CommunityFlags, 'use_owner_ppp' | 'use_renter_ppp'>;

export interface StayCharge {
  checkin: string;
  checkout: string;
  nights: number;
  /** Nights an earlier payment of the vehicle already covers. */
  nightsPaid: number;
  /** Nights this payment covers. */
  nightsDue: number;
  /** Paid nights topped up to a dearer type, and what that costs (docs/adr/0020). */
  nightsRepriced: number;
  repriceTotal: number;
  dayprice: number;
  /** 0 when nothing is due. */
  total: number;
  paymentDue: boolean;
  /** Why nothing is due (shown next to $0.00). */
  reason: NoPaymentReason | null;
  /** The server quote a card payment confirms; null when nothing is due. */
  quoteId: string | null;
  /** spec §8: the community takes card payments from this role (use_owner_ppp / use_renter_ppp). */
  payPerParkOn: boolean;
  /** A guest stay under the community's guest rules: what is left (docs/adr/0029). */
  guest?: GuestLimits;
}

/** The summary's numbers from a server quote and the community's current fee flags. */
export function chargeFromQuote(
  quote: PaymentQuote,
  role: PayingRole,
  flags: FeeFlags,
): StayCharge {
  return {
    checkin: quote.checkin,
    checkout: quote.checkout,
    nights: quote.nights,
    nightsPaid: quote.nights_paid,
    nightsDue: quote.nights_due,
    nightsRepriced: quote.nights_repriced,
    repriceTotal: quote.reprice_total,
    dayprice: quote.dayprice,
    total: quote.total_price,
    paymentDue: quote.payment_due,
    reason: quote.reason,
    quoteId: quote.quote_id,
    payPerParkOn: (role === 'owner' ? flags.use_owner_ppp : flags.use_renter_ppp) === true,
    ...(quote.guest_limits ? { guest: quote.guest_limits } : {}),
  };
}

/** Asks the server what the stay costs (POST quote_stay). */
export async function fetchStayCharge(
  request: StayQuoteRequest,
  role: PayingRole,
  flags: FeeFlags,
): Promise<StayCharge> {
  return chargeFromQuote(await quoteStay(request), role, flags);
}

/** Money as the summary shows it: dollars with two decimals. */
export function formatMoney(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
