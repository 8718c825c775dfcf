// The guest's card step (docs/adr/0016): the server's quote of the stay and the shared card
// form, which saves the vehicle with the payment; then the registration, with the receipt of a
// paid stay.
import type { AcceptInvitationRequest, PaymentQuote, Vehicle } from '@parking/shared/domain';
import {
  CardPaymentForm,
  PaymentReceipt,
  chargeFromQuote,
  formatMoney,
} from '@parking/shared/features';
import { Button, ButtonRow } from '@parking/shared/ui';
import { GUEST_TEXT } from '../guest-text';
import { Facts } from './facts';

interface CardStepProps {
  quote: PaymentQuote;
  pay: (payment: NonNullable<AcceptInvitationRequest['payment']>) => Promise<Vehicle>;
  onPaid: (vehicle: Vehicle) => void;
  onQuoteChanged: (quote: PaymentQuote) => void;
  onBack: () => void;
}

/** The quote the guest pays (nights, price per night, total) and the shared card form. */
export function CardStep({ quote, pay, onPaid, onQuoteChanged, onBack }: CardStepProps) {
  return (
    <section aria-label={GUEST_TEXT.payTitle}>
      <h2>{GUEST_TEXT.payTitle}</h2>
      <p>{GUEST_TEXT.payIntro}</p>
      <Facts aria-label="Your stay">
        <dt>Check-in</dt>
        <dd>{quote.checkin}</dd>
        <dt>Checkout</dt>
        <dd>{quote.checkout}</dd>
        <dt>Nights</dt>
        <dd>{quote.nights_due}</dd>
        <dt>$/night</dt>
        <dd>{formatMoney(quote.dayprice)}</dd>
        <dt>Total</dt>
        <dd>{formatMoney(quote.total_price)}</dd>
      </Facts>
      {quote.guest_limits ? (
        // docs/adr/0029: the guest rules, before the card is charged.
        <p role={quote.guest_limits.message ? 'alert' : 'status'} aria-label="Guest limits">
          {quote.guest_limits.message ?? `${quote.guest_limits.summary}.`}
        </p>
      ) : null}
      <CardPaymentForm
        pay={pay}
        onPaid={onPaid}
        quoteId={quote.quote_id ?? ''}
        onQuoteChanged={onQuoteChanged}
      />
      <ButtonRow>
        <Button type="button" variant="secondary" onClick={onBack}>
          {GUEST_TEXT.back}
        </Button>
      </ButtonRow>
    </section>
  );
}

/** The always-on fee flags: the guest's card step already decided a payment was due. */
const PAID_FLAGS = { use_owner_ppp: true, use_renter_ppp: true };

export function Registered({
  vehicle,
  quote,
  email,
}: {
  vehicle: Vehicle;
  quote?: PaymentQuote;
  email?: string;
}) {
  return (
    <div>
      <div role="status">
        <h2>{GUEST_TEXT.registered}</h2>
        <p>
          {vehicle.make} {vehicle.model} ({vehicle.plate}) is registered to unit{' '}
          {vehicle.unitnumber} through {vehicle.enddate}.
        </p>
      </div>
      {quote ? (
        <PaymentReceipt charge={chargeFromQuote(quote, 'owner', PAID_FLAGS)} vehicle={vehicle} />
      ) : null}
      {quote && email ? <p>{GUEST_TEXT.mailed(email)}</p> : null}
    </div>
  );
}
