// The summary's guidance texts. The spec (§2) names "a guidance message" without its words, so
// these are the team's; the ppp texts are the spec's own (§8, spelling as in the product).
import { FAILURE, type NoPaymentReason } from '../../domain';
import { formatMoney, type PayingRole, type StayCharge } from './stay-charge';

export const PAYMENT_TEXT = {
  noPaymentDue: 'No payment is due for this stay. Submit to save the vehicle.',
  cardRequired: 'Card payment is required for this stay.',
  cardNotAvailable:
    'Card payment is not available yet, so nothing has been saved. Choose an earlier checkout date or contact management.',
  offsite: 'None (offsite)',
  receipt: 'Receipt',
  showPayments: 'See all payments',
  typeChange: 'Type change',
} as const;

/** The summary's type-change line: the paid nights re-priced and what they cost more. */
export function repricedText(charge: Pick<StayCharge, 'nightsRepriced' | 'repriceTotal'>): string {
  const nights =
    charge.nightsRepriced === 1 ? '1 paid night' : `${charge.nightsRepriced} paid nights`;
  return `${nights} at the new type's price: +${formatMoney(charge.repriceTotal)}`;
}

/** Why a stay costs $0.00 (the summary says why nothing is due). */
export const NO_PAYMENT_REASON: Record<NoPaymentReason, string> = {
  free_spot: 'A free parking spot of the unit covers this stay.',
  nights_paid: 'These nights are already paid.',
  no_nights: 'This change adds no nights to pay.',
  admin: 'Changes made by management are not charged.',
};

/**
 * The guidance lines for a charge: what happens on Submit (and why it is free), that the card
 * form below takes the payment, or why nothing can be saved.
 */
export function guidanceFor(charge: StayCharge, role: PayingRole, cardForm = false): string[] {
  if (!charge.paymentDue) {
    const why = charge.reason ? [NO_PAYMENT_REASON[charge.reason]] : [];
    return [PAYMENT_TEXT.noPaymentDue, ...why];
  }
  if (!charge.payPerParkOn) {
    return [
      role === 'owner' ? FAILURE.noOwnerPpp : FAILURE.noRenterPpp,
      PAYMENT_TEXT.cardNotAvailable,
    ];
  }
  if (cardForm) return [PAYMENT_TEXT.cardRequired];
  return [PAYMENT_TEXT.cardRequired, PAYMENT_TEXT.cardNotAvailable];
}
