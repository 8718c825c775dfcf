// The Parking payment summary's numbers (spec §2, §9) as the server quoted them (issue 9 §2,
// docs/adr/0009): dates, nights, nights already paid, price per night, total, whether a card
// payment is due and the quote id that payment confirms. The screens never re-price a stay.
import { quoteStay } from '../../api';
import type { NoPaymentReason } from '../../domain';
import type { PaymentQuote, StayQuoteRequest } from '../../domain/api-contract';
import { session } from '../../session';

export type PayingRole = 'owner' | 'renter';

export interface StayCharge {
  checkin: string;
  checkout: string;
  nights: number;
  /** Nights an earlier payment of the vehicle already covers. */
  nightsPaid: number;
  /** Nights this payment covers. */
  nightsDue: number;
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
}

/** The summary's numbers from a server quote. */
export function chargeFromQuote(quote: PaymentQuote, role: PayingRole): StayCharge {
  return {
    checkin: quote.checkin,
    checkout: quote.checkout,
    nights: quote.nights,
    nightsPaid: quote.nights_paid,
    nightsDue: quote.nights_due,
    dayprice: quote.dayprice,
    total: quote.total_price,
    paymentDue: quote.payment_due,
    reason: quote.reason,
    quoteId: quote.quote_id,
    payPerParkOn: session.get(role === 'owner' ? 'use_owner_ppp' : 'use_renter_ppp') === true,
  };
}

/** Asks the server what the stay costs (POST quote_stay). */
export async function fetchStayCharge(
  request: StayQuoteRequest,
  role: PayingRole,
): Promise<StayCharge> {
  return chargeFromQuote(await quoteStay(request), role);
}

/** Money as the summary shows it: dollars with two decimals. */
export function formatMoney(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
