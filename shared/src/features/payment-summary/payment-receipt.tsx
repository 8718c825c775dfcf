// The receipt after 'Transaction Complete' (issue 9 §2): amount, nights and the provider's
// transaction id, exactly as charged (the quote the payer confirmed). It scrolls into view so the
// status banner above never hides it.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Vehicle } from '../../domain';
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

export interface PaymentReceiptProps {
  charge: StayCharge;
  vehicle: Vehicle;
}

export function PaymentReceipt({ charge, vehicle }: PaymentReceiptProps) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Section ref={section} aria-label={PAYMENT_TEXT.receipt}>
      <h3>{PAYMENT_TEXT.receipt}</h3>
      <dl>
        <dt>Amount</dt>
        <dd>{formatMoney(charge.total)}</dd>
        <dt>Nights</dt>
        <dd>{charge.nightsDue}</dd>
        <dt>Transaction id</dt>
        <dd>{vehicle.parking_transaction_id ?? ''}</dd>
      </dl>
    </Section>
  );
}
