// spec §2 Parking payment summary: 'Parking for {last}, {first}', the vehicle, check-in,
// checkout, nights, $/night, total, a guidance message and 'either a submit button or the card
// form'. The numbers are the server's quote: when a card payment is due (spec §9)
// and the community takes card payments from this role, the card form pays exactly that quote
// and saves, then the summary shows the receipt; with ppp off nothing is saved.
import { useState } from 'react';
import styled from 'styled-components';
import { isSentinel, spotTypeName, type Vehicle, type VehicleFields } from '../../domain';
import { Button, DialogFrame, ErrorBox } from '../../ui';
import { CardPaymentForm } from '../card-payment/card-payment-form';
import { useCommunityFlags } from '../community/community-query';
import type { PayAndSave } from '../card-payment/use-card-payment';
import type { PaymentQuote } from '../../domain/api-contract';
import { guidanceFor, PAYMENT_TEXT, repricedText } from './payment-texts';
import { PaymentReceipt } from './payment-receipt';
import { chargeFromQuote, formatMoney, type PayingRole, type StayCharge } from './stay-charge';

export interface PaymentSummaryProps {
  open: boolean;
  vehicle: VehicleFields;
  charge: StayCharge;
  role: PayingRole;
  /** Saves the vehicle; resolves when saved, rejects after reporting the failure. */
  onSubmit: () => Promise<void>;
  /** Saves the vehicle with a card payment; without it a due payment cannot be taken here. */
  onPay?: PayAndSave;
  /** The vehicle saved by a successful card payment. */
  onPaid?: (vehicle: Vehicle) => void;
  onClose: () => void;
  /** The receipt's link to the payer's Payments list. */
  onShowPayments?: () => void;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Guidance = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSoft};

  p {
    margin: 0;
  }
`;

const GuestLimitsNote = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function vehicleText(vehicle: VehicleFields): string {
  const car = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return `${spotTypeName(vehicle.vehicle_type)} · ${car} · ${vehicle.plate} ${vehicle.plate_state}`.trim();
}

export function PaymentSummary({
  open,
  vehicle,
  charge,
  role,
  onSubmit,
  onPay,
  onPaid,
  onClose,
  onShowPayments,
}: PaymentSummaryProps) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A changed price replaces the numbers with the server's new quote (docs/adr/0009).
  const [requoted, setRequoted] = useState<StayCharge | null>(null);
  const [receipt, setReceipt] = useState<{ charge: StayCharge; vehicle: Vehicle } | null>(null);
  const flags = useCommunityFlags();
  if (!open) return null;
  const shown = requoted ?? charge;
  const cardForm =
    shown.paymentDue && shown.payPerParkOn && shown.quoteId !== null && onPay !== undefined;
  const quoteChanged = (quote: PaymentQuote) => setRequoted(chargeFromQuote(quote, role, flags));
  const paid = (saved: Vehicle) => {
    setReceipt({ charge: shown, vehicle: saved });
    onPaid?.(saved);
  };

  const submit = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame
      title={`Parking for ${vehicle.carowner_lname}, ${vehicle.carowner_fname}`}
      width="sm"
      onDismiss={saving ? undefined : onClose}
      actions={
        <>
          {cardForm ? null : shown.paymentDue ? (
            <Button variant="primary" icon="submit" disabled>
              Pay
            </Button>
          ) : (
            <Button variant="primary" icon="submit" onClick={submit} disabled={saving}>
              Submit
            </Button>
          )}
          <Button variant="secondary" icon="cancel" onClick={onClose} disabled={saving}>
            {receipt ? 'Close' : 'Cancel'}
          </Button>
        </>
      }
    >
      {receipt ? null : (
        <>
          <Facts aria-label="Parking summary">
            <dt>Vehicle</dt>
            <dd>{vehicleText(vehicle)}</dd>
            <dt>Check-in</dt>
            <dd>{shown.checkin}</dd>
            <dt>Checkout</dt>
            <dd>{isSentinel(shown.checkout) ? PAYMENT_TEXT.offsite : shown.checkout}</dd>
            <dt>Nights</dt>
            <dd>{shown.nights}</dd>
            {shown.nightsPaid > 0 ? (
              <>
                <dt>Nights already paid</dt>
                <dd>{shown.nightsPaid}</dd>
              </>
            ) : null}
            <dt>$/night</dt>
            <dd>{formatMoney(shown.dayprice)}</dd>
            {shown.nightsRepriced > 0 ? (
              // docs/adr/0020: paid nights topped up to the dearer type, part of the total.
              <>
                <dt>{PAYMENT_TEXT.typeChange}</dt>
                <dd>{repricedText(shown)}</dd>
              </>
            ) : null}
            <dt>Total</dt>
            <dd>{formatMoney(shown.total)}</dd>
          </Facts>
          {shown.guest ? (
            // docs/adr/0029: what is left of the guest rules, or why the stay is over them.
            <GuestLimitsNote
              role={shown.guest.message ? 'alert' : 'status'}
              aria-label="Guest limits"
            >
              {shown.guest.message ?? `${shown.guest.summary}.`}
            </GuestLimitsNote>
          ) : null}
          <Guidance role={shown.paymentDue ? 'alert' : undefined}>
            {guidanceFor(shown, role, cardForm).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Guidance>
        </>
      )}
      {failure ? <ErrorBox message={failure} /> : null}
      {cardForm && onPay !== undefined && shown.quoteId !== null ? (
        <CardPaymentForm
          pay={onPay}
          quoteId={shown.quoteId}
          onQuoteChanged={quoteChanged}
          onPaid={paid}
        />
      ) : null}
      {receipt ? (
        <PaymentReceipt
          charge={receipt.charge}
          vehicle={receipt.vehicle}
          onShowPayments={onShowPayments}
        />
      ) : null}
    </DialogFrame>
  );
}
