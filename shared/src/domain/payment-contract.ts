// Wire shapes of the payment calls (docs/adr/0009): the server's quote of a stay,
// the payment ledger lists and their texts. spec §7 leaves these paths open.
// The requests and answers are zod schemas in schemas/payments.ts (docs/adr/0035).
export type {
  MonthlyPaymentTotal,
  PaymentQuote,
  PaymentRecord,
  PaymentsRequest,
  PaymentsResponse,
  RefundRequest,
  StayQuoteRequest,
} from './schemas/payments';

/** The receipt shown after 'Transaction Complete' and mailed to the unit's owner. */
export interface PaymentReceipt {
  amount: number;
  nights: number;
  transaction_id: string;
}

/** The team's payment texts (spec §2 names "a guidance message" without its words). */
export const PAYMENT_MESSAGES = {
  priceChanged: 'The price of this stay has changed. Please check the new total and confirm again.',
  quoteRequired: 'Please confirm the price of this stay again.',
  inProgress: 'A payment for this vehicle is in progress. Please wait a moment.',
  changedWhilePaying:
    'This vehicle or its unit changed while you paid, so the payment was refunded. Please check the vehicle and confirm again.',
  vehicleChanged:
    'This vehicle was changed in the meantime. Please reload it and make your change again.',
  refunded:
    'The payment could not be saved, so it was refunded. Nothing was charged and the vehicle is unchanged.',
} as const;
