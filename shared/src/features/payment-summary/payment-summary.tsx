// spec §2 Parking payment summary: 'Parking for {last}, {first}', the vehicle, check-in,
// checkout, nights, $/night, total, a guidance message and 'either a submit button or the card
// form'. When a card payment is due (spec §9) and the community takes card payments from this
// role, the card form pays and saves; with ppp off nothing is saved and the summary says so.
import { useState } from 'react';
import styled from 'styled-components';
import { isSentinel, type Vehicle, type VehicleFields } from '../../domain';
import { Button, DialogFrame, ErrorBox } from '../../ui';
import { CardPaymentForm } from '../card-payment/card-payment-form';
import type { PayAndSave } from '../card-payment/use-card-payment';
import { guidanceFor, PAYMENT_TEXT } from './payment-texts';
import { formatMoney, type PayingRole, type StayCharge } from './stay-charge';

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

function vehicleText(vehicle: VehicleFields): string {
  const car = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return `${vehicle.vehicle_type} · ${car} · ${vehicle.plate} ${vehicle.plate_state}`.trim();
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
}: PaymentSummaryProps) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!open) return null;
  const cardForm = charge.paymentDue && charge.payPerParkOn && onPay !== undefined;

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
          {cardForm ? null : charge.paymentDue ? (
            <Button variant="primary" icon="submit" disabled>
              Pay
            </Button>
          ) : (
            <Button variant="primary" icon="submit" onClick={submit} disabled={saving}>
              Submit
            </Button>
          )}
          <Button variant="secondary" icon="cancel" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
        </>
      }
    >
      <Facts aria-label="Parking summary">
        <dt>Vehicle</dt>
        <dd>{vehicleText(vehicle)}</dd>
        <dt>Check-in</dt>
        <dd>{charge.checkin}</dd>
        <dt>Checkout</dt>
        <dd>{isSentinel(charge.checkout) ? PAYMENT_TEXT.offsite : charge.checkout}</dd>
        <dt>Nights</dt>
        <dd>{charge.nights}</dd>
        <dt>$/night</dt>
        <dd>{formatMoney(charge.dayprice)}</dd>
        <dt>Total</dt>
        <dd>{formatMoney(charge.total)}</dd>
      </Facts>
      <Guidance role={charge.paymentDue ? 'alert' : undefined}>
        {guidanceFor(charge, role, cardForm).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Guidance>
      {failure ? <ErrorBox message={failure} /> : null}
      {cardForm && onPay ? (
        <CardPaymentForm pay={onPay} onPaid={(saved) => onPaid?.(saved)} />
      ) : null}
    </DialogFrame>
  );
}
