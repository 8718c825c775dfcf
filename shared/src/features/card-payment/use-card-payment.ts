// spec §4 Payment state: not started -> in progress (Pay disabled) -> success ('Transaction
// Complete', the saved vehicle passed up) or failure (the message shown, Pay re-enabled).
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../api';
import { queryKeys } from '../../data';
import { FAILURE, SUCCESS, type Vehicle } from '../../domain';
import type { PaymentInput, PaymentQuote } from '../../domain/api-contract';
import { currentCardTokenizer, type CardDetails } from './card-tokenizer';

export type PaymentState =
  | { kind: 'not started' }
  | { kind: 'in progress' }
  | { kind: 'success'; message: string }
  | { kind: 'failure'; message: string };

export interface CardPaymentValues extends CardDetails {
  first_name: string;
  last_name: string;
  zip: string;
}

/** Saves the vehicle with the payment (insert_vehicle / modify_vehicle with `payment`). */
export type PayAndSave = (payment: PaymentInput) => Promise<Vehicle>;

function failureMessage(error: unknown): string {
  // spec §9: the provider's decline message (402 payment_declined) or the server's message.
  // Network failures and server faults get the product's generic text.
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  // docs/adr/0009: the charge was refunded because the save failed; the payer is told so.
  if (isApiError(error) && error.code === 'payment_refunded') return error.message;
  return FAILURE.transaction;
}

export interface CardPaymentOptions {
  /** The server quote the payer sees (docs/adr/0009): the charge must match it. */
  quoteId: string;
  /** The price changed: the summary shows the new quote and the payer confirms again. */
  onQuoteChanged?: (quote: PaymentQuote) => void;
}

export function useCardPayment(
  pay: PayAndSave,
  onPaid: (vehicle: Vehicle) => void,
  { quoteId, onQuoteChanged }: CardPaymentOptions,
) {
  const client = useQueryClient();
  const [state, setState] = useState<PaymentState>({ kind: 'not started' });
  // One key per payment attempt, kept across retries and double clicks so the server charges
  // once (spec §9 idempotency); a ref so two clicks in one render see the same key.
  const idempotencyKey = useRef<string | null>(null);
  const inFlight = useRef(false);

  const submit = async (values: CardPaymentValues): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    idempotencyKey.current ??= crypto.randomUUID();
    setState({ kind: 'in progress' });
    try {
      const card_token = await currentCardTokenizer().tokenize(values);
      const saved = await pay({
        card_token,
        idempotency_key: idempotencyKey.current,
        quote_id: quoteId,
        customer: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          zip: values.zip.trim(),
        },
      });
      setState({ kind: 'success', message: SUCCESS.transactionComplete });
      // docs/adr/0011: the payment lists and the vehicle lists of the page read again.
      void client.invalidateQueries({ queryKey: queryKeys.payments.all });
      void client.invalidateQueries({ queryKey: queryKeys.vehicles.all });
      onPaid(saved);
    } catch (error) {
      // A refunded charge is over: paying again is a new payment with a new key.
      if (isApiError(error) && error.code === 'payment_refunded') idempotencyKey.current = null;
      if (isApiError(error) && error.code === 'price_changed' && error.quote) {
        onQuoteChanged?.(error.quote);
      }
      setState({ kind: 'failure', message: failureMessage(error) });
    } finally {
      inFlight.current = false;
    }
  };

  return { state, submit } as const;
}
