// Wire shapes of the payment calls (docs/adr/0009): the server's quote of a stay,
// the payment ledger lists and their texts. spec §7 leaves these paths open.
import type { NoPaymentReason } from './pricing';
import type { CarOwnerType, Dstr } from './types';
import type { GuestLimits } from './guest-quotas';

/** POST /api/parking/quote_stay: what a checkout change would cost, priced by the server. */
export interface StayQuoteRequest {
  /** The vehicle being modified; absent for a new vehicle. */
  vehicleid?: string;
  /** A new vehicle's plate: its unused paid nights in the unit are credit (docs/adr/0020). */
  plate?: string;
  vehicle_type: string;
  carownertype: CarOwnerType;
  /** The new checkout date. */
  enddate: Dstr;
  dstr: Dstr;
}

/** The payment summary's numbers (spec §2): what the server will charge, and until when. */
export interface PaymentQuote {
  /** Pay with this id; null when nothing is due. */
  quote_id: string | null;
  /** ISO time after which the quote must be confirmed again. */
  expires_at: string | null;
  checkin: Dstr;
  checkout: Dstr;
  /** Nights of the stay. */
  nights: number;
  /** Of those, nights an earlier payment of the plate already covers (credit). */
  nights_paid: number;
  /** Of those, nights on one of the unit's free spots (docs/adr/0020). */
  nights_free: number;
  /** Nights this payment covers. */
  nights_due: number;
  /** Paid nights of the stay charged the difference to a dearer type (docs/adr/0020). */
  nights_repriced: number;
  /** What the type change costs on those nights, in dollars (part of total_price). */
  reprice_total: number;
  dayprice: number;
  total_price: number;
  payment_due: boolean;
  reason: NoPaymentReason | null;
  /** A guest stay under the community's guest rules: what is left (docs/adr/0029). */
  guest_limits?: GuestLimits;
}

/** A ledger row as owners and admins see it. It outlives the vehicle and the account. */
export interface PaymentRecord {
  payment_id: string;
  /** ISO time of the payment. */
  paid_at: string;
  /** The day of the payment in the community's calendar: the day the lists show and the monthly
   * totals count (paid_at is UTC, a day ahead in the evening west of Greenwich). */
  paid_on: Dstr;
  unitnumber: string;
  plate: string;
  vehicle_type: string;
  payer_role: string;
  /** First night paid and the checkout after the last one. */
  first_night: Dstr;
  checkout: Dstr;
  nights: number;
  amount: number;
  /** What management refunded of it so far (docs/adr/0020). */
  refunded: number;
  transaction_id: string;
  quote_id: string | null;
  /** refund_failed: charged, not saved and not refunded: management refunds it by hand. */
  status: 'succeeded' | 'refunded' | 'refund_failed';
}

/** POST /api/parking/refund_payment (admins): all or part of a payment back, with a reason. */
export interface RefundRequest {
  hoaid?: string;
  payment_id: string;
  /** Dollars, at most what is left of the payment. */
  amount: number;
  reason: string;
}

export interface MonthlyPaymentTotal {
  /** YYYY-MM */
  month: string;
  payments: number;
  amount: number;
}

/** POST /api/parking/get_payments: owners get their unit's payments, admins all of them. */
export interface PaymentsRequest {
  hoaid: string;
}

export interface PaymentsResponse {
  payments: PaymentRecord[];
  /** Succeeded payments per month, newest first (admins; owners get their unit's). */
  monthly_totals: MonthlyPaymentTotal[];
}

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
