// Payment calls (docs/adr/0009): the server's quote of a stay, the payment ledger
// lists and the admin's CSV download.
import type {
  PaymentQuote,
  PaymentRecord,
  PaymentsRequest,
  RefundRequest,
  PaymentsResponse,
  StayQuoteRequest,
} from '../domain/api-contract';
import { getText, postJson, type RequestOptions } from './client';

/** The payment summary's numbers, priced by the server, with the quote id a payment confirms. */
export function quoteStay(request: StayQuoteRequest): Promise<PaymentQuote> {
  return postJson('/api/parking/quote_stay', request);
}

/** Owners: their unit's payments; admins: every payment with monthly totals. */
export function getPayments(
  request: PaymentsRequest,
  options?: RequestOptions,
): Promise<PaymentsResponse> {
  return postJson('/api/parking/get_payments', request, { signal: options?.signal });
}

/** Admins: the payment ledger as CSV text. */
export function getPaymentsCsv(): Promise<string> {
  return getText('/api/parking/payments_csv');
}

/** Admins: all or part of a payment back, with a reason (docs/adr/0020). */
export function refundPayment(request: RefundRequest): Promise<PaymentRecord> {
  return postJson('/api/parking/refund_payment', request);
}
