// The receipt after 'Transaction Complete' (docs/adr/0026-owner-day-in-one-tap.md): the plate,
// the nights from and to, the price a night, the amount and the provider's transaction id,
// exactly as charged (the quote the payer confirmed), and a way to the Payments list. It scrolls
// into view so the status banner above never hides it.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Vehicle } from '../../domain';
import { LinkButton } from '../../ui';
import { PAYMENT_TEXT } from './payment-texts';
import { formatMoney, type StayCharge } from './stay-charge';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin: 0;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

const More = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

export interface PaymentReceiptProps {
  charge: StayCharge;
  vehicle: Vehicle;
  /** Opens the payer's Payments list (owners); without it the receipt has no link. */
  onShowPayments?: () => void;
}

export function PaymentReceipt({ charge, vehicle, onShowPayments }: PaymentReceiptProps) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    // Focusable, so the dialog's scrolling body holds something the keyboard reaches on a phone
    // (axe scrollable-region-focusable) and a screen reader can go straight to the receipt.
    <Section ref={section} aria-label={PAYMENT_TEXT.receipt} tabIndex={0}>
      <h3>{PAYMENT_TEXT.receipt}</h3>
      <dl>
        <dt>Plate</dt>
        <dd>{`${vehicle.plate} ${vehicle.plate_state}`.trim()}</dd>
        <dt>From</dt>
        <dd>{charge.checkin}</dd>
        <dt>To</dt>
        <dd>{charge.checkout}</dd>
        <dt>Nights</dt>
        <dd>{charge.nightsDue}</dd>
        <dt>$/night</dt>
        <dd>{formatMoney(charge.dayprice)}</dd>
        <dt>Amount</dt>
        <dd>{formatMoney(charge.total)}</dd>
        <dt>Transaction id</dt>
        <dd>{vehicle.parking_transaction_id ?? ''}</dd>
      </dl>
      {onShowPayments ? (
        <More>
          <LinkButton onClick={onShowPayments}>{PAYMENT_TEXT.showPayments}</LinkButton>
        </More>
      ) : null}
    </Section>
  );
}
