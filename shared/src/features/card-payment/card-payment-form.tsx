// spec §2/§9 Card payment form: Customer information (first name, last name, zip) and Card
// information (card number, CVV, month MM, year YYYY). Pay is enabled only when every field is
// filled; while paying it is disabled. Card values are never prefilled.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CARD_MONTH_MAX_LENGTH,
  CARD_YEAR_MAX_LENGTH,
  validateCard,
  type Vehicle,
} from '../../domain';
import type { PaymentQuote } from '../../domain/api-contract';
import { Button, ErrorBox, FieldGrid, TextField } from '../../ui';
import { useCardPayment, type CardPaymentValues, type PayAndSave } from './use-card-payment';

export interface CardPaymentFormProps {
  /** Saves the vehicle with the payment; rejects with the server/provider failure. */
  pay: PayAndSave;
  /** The saved vehicle, after 'Transaction Complete'. */
  onPaid: (vehicle: Vehicle) => void;
  /** The server quote this payment confirms (docs/adr/0009). */
  quoteId: string;
  /** A changed price: the new quote replaces the summary's numbers. */
  onQuoteChanged?: (quote: PaymentQuote) => void;
}

const EMPTY: CardPaymentValues = {
  first_name: '',
  last_name: '',
  zip: '',
  number: '',
  cvv: '',
  month: '',
  year: '',
};

const Section = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** The card number gets a row of its own: 16 digits never squeeze beside the CVV. */
const FullRow = styled.div`
  grid-column: 1 / -1;
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Why Pay is still disabled (a disabled button alone says nothing). */
export const PAY_HINT = 'Fill in every field above to pay.';

const Complete = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function isComplete(values: CardPaymentValues): boolean {
  return Object.values(values).every((value) => value.trim() !== '');
}

export function CardPaymentForm({ pay, onPaid, quoteId, onQuoteChanged }: CardPaymentFormProps) {
  const [values, setValues] = useState<CardPaymentValues>(EMPTY);
  const [touched, setTouched] = useState(false);
  const hintId = useId();
  const { state, submit } = useCardPayment(pay, onPaid, { quoteId, onQuoteChanged });
  const paying = state.kind === 'in progress';
  const done = state.kind === 'success';
  // The form is at the bottom of a scrolling summary: the outcome ('Transaction Complete' or the
  // failure) is brought into view, so a short window does not hide it below the fold.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind === 'success' || state.kind === 'failure') {
      outcome.current?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [state]);
  // spec §5 Card: only the last failing message shows.
  const message = touched ? validateCard(values) : null;

  const field = (name: keyof CardPaymentValues) => ({
    name,
    value: values[name],
    disabled: paying,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => {
      setTouched(true);
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  // After 'Transaction Complete' the card fields are cleared and gone: only the outcome stays
  // (docs/adr/0026-owner-day-in-one-tap.md), so no card number is left on the screen.
  useEffect(() => {
    if (done) setValues(EMPTY);
  }, [done]);
  if (done) {
    return (
      <form aria-label="Card payment" noValidate onSubmit={(event) => event.preventDefault()}>
        <Complete role="status">{state.message}</Complete>
      </form>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isComplete(values) && validateCard(values) === null) void submit(values);
  };

  return (
    <form aria-label="Card payment" onSubmit={onSubmit} noValidate>
      <Section>
        <legend>Customer information</legend>
        <FieldGrid $minColumnWidth={160}>
          <TextField label="First name" {...field('first_name')} />
          <TextField label="Last name" {...field('last_name')} />
          <TextField label="Zip" inputMode="numeric" {...field('zip')} />
        </FieldGrid>
      </Section>
      <Section>
        <legend>Card information</legend>
        <FieldGrid $minColumnWidth={120}>
          <FullRow>
            <TextField label="Card number" inputMode="numeric" {...field('number')} />
          </FullRow>
          <TextField label="CVV" inputMode="numeric" {...field('cvv')} />
          <TextField
            label="Month"
            placeholder="MM"
            inputMode="numeric"
            maxLength={CARD_MONTH_MAX_LENGTH}
            {...field('month')}
          />
          <TextField
            label="Year"
            placeholder="YYYY"
            inputMode="numeric"
            maxLength={CARD_YEAR_MAX_LENGTH}
            {...field('year')}
          />
        </FieldGrid>
      </Section>
      <ErrorBox message={message} />
      <div ref={outcome}>
        {state.kind === 'failure' ? <ErrorBox message={state.message} /> : null}
        <Button
          type="submit"
          variant="primary"
          icon="submit"
          disabled={!isComplete(values) || paying}
          aria-describedby={isComplete(values) ? undefined : hintId}
        >
          Pay
        </Button>
        {isComplete(values) ? null : <Hint id={hintId}>{PAY_HINT}</Hint>}
      </div>
    </form>
  );
}
