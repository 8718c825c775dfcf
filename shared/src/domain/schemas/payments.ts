// The payment calls' wire shapes, once (docs/adr/0035, docs/adr/0009): the card payment a
// vehicle save carries, the server's quote of a stay, the ledger lists and the refund.
import { z } from 'zod';
import { isDstr } from '../dates';
import { VALIDATION } from '../messages';
import { PAYMENT_MESSAGES } from '../payment-contract';
import { NO_PAYMENT_REASONS } from '../pricing';
import { CAR_OWNER_TYPES } from '../types';
import { clientDateField, hoaidField, optionalText, requiredText } from './fields';
import { guestLimitsSchema } from './guest-quotas';

/** Card payment attached to a vehicle save when one is due (spec §9 "Who pays"). */
export const paymentInputSchema = z.object({
  /** Token from the provider's browser script (or the sandbox's card form). */
  card_token: z.string().min(1).max(2000),
  /** Same key for a retried or double-clicked payment: the charge happens once. */
  idempotency_key: z.string().min(8).max(200),
  /** The server quote the payer confirmed (quote_stay); a changed price is refused. */
  quote_id: z.string().trim().max(64, { error: PAYMENT_MESSAGES.quoteRequired }),
  customer: z.object({
    first_name: requiredText(VALIDATION.cardFirstName, 100),
    last_name: requiredText(VALIDATION.cardLastName, 100),
    zip: optionalText(20),
  }),
});
/** The payment as the services receive it, checked: every text present. */
export type PaymentInput = z.output<typeof paymentInputSchema>;

// ---------- quote_stay ----------

/** POST /api/parking/quote_stay: what a checkout change would cost, priced by the server. */
export const stayQuoteRequestSchema = z.object({
  /** The vehicle being modified; absent for a new vehicle. */
  vehicleid: z.string().trim().max(64).optional(),
  /** A new vehicle's plate: its unused paid nights in the unit are credit (docs/adr/0020). */
  plate: z.string().trim().max(20).optional(),
  vehicle_type: z.string().trim().min(1).max(40),
  carownertype: z.enum(CAR_OWNER_TYPES).optional().default('owner'),
  /** The new checkout date. */
  enddate: z.string().trim().refine(isDstr, VALIDATION.checkoutInPast),
  dstr: clientDateField(),
});
export type StayQuoteRequest = z.input<typeof stayQuoteRequestSchema>;
export type CheckedStayQuoteRequest = z.output<typeof stayQuoteRequestSchema>;

/** The payment summary's numbers (spec §2): what the server will charge, and until when. */
export const paymentQuoteSchema = z.strictObject({
  /** Pay with this id; null when nothing is due. */
  quote_id: z.string().nullable(),
  /** ISO time after which the quote must be confirmed again. */
  expires_at: z.string().nullable(),
  checkin: z.string(),
  checkout: z.string(),
  /** Nights of the stay. */
  nights: z.int(),
  /** Of those, nights an earlier payment of the plate already covers (credit). */
  nights_paid: z.int(),
  /** Of those, nights on one of the unit's free spots (docs/adr/0020). */
  nights_free: z.int(),
  /** Nights this payment covers. */
  nights_due: z.int(),
  /** Paid nights of the stay charged the difference to a dearer type (docs/adr/0020). */
  nights_repriced: z.int(),
  /** What the type change costs on those nights, in dollars (part of total_price). */
  reprice_total: z.number(),
  dayprice: z.number(),
  total_price: z.number(),
  payment_due: z.boolean(),
  reason: z.enum(NO_PAYMENT_REASONS).nullable(),
  /** A guest stay under the community's guest rules: what is left (docs/adr/0029). */
  guest_limits: guestLimitsSchema.optional(),
});
export type PaymentQuote = z.infer<typeof paymentQuoteSchema>;

// ---------- the ledger: get_payments, refund_payment ----------

/** POST /api/parking/get_payments: owners get their unit's payments, admins all of them. */
export const paymentsRequestSchema = z.object({ hoaid: hoaidField });
export type PaymentsRequest = z.input<typeof paymentsRequestSchema>;

/** A ledger row as owners and admins see it. It outlives the vehicle and the account. */
export const paymentRecordSchema = z.strictObject({
  payment_id: z.string(),
  /** ISO time of the payment. */
  paid_at: z.string(),
  /** The day of the payment in the community's calendar: the day the lists show and the monthly
   * totals count (paid_at is UTC, a day ahead in the evening west of Greenwich). */
  paid_on: z.string(),
  unitnumber: z.string(),
  plate: z.string(),
  vehicle_type: z.string(),
  payer_role: z.string(),
  /** First night paid and the checkout after the last one. */
  first_night: z.string(),
  checkout: z.string(),
  nights: z.int(),
  amount: z.number(),
  /** What management refunded of it so far (docs/adr/0020). */
  refunded: z.number(),
  transaction_id: z.string(),
  quote_id: z.string().nullable(),
  /** refund_failed: charged, not saved and not refunded: management refunds it by hand. */
  status: z.enum(['succeeded', 'refunded', 'refund_failed']),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const monthlyPaymentTotalSchema = z.strictObject({
  /** YYYY-MM */
  month: z.string(),
  payments: z.int(),
  amount: z.number(),
});
export type MonthlyPaymentTotal = z.infer<typeof monthlyPaymentTotalSchema>;

export const paymentsResponseSchema = z.strictObject({
  payments: z.array(paymentRecordSchema),
  /** Succeeded payments per month, newest first (admins; owners get their unit's). */
  monthly_totals: z.array(monthlyPaymentTotalSchema),
});
export type PaymentsResponse = z.infer<typeof paymentsResponseSchema>;

/** POST /api/parking/refund_payment (admins): all or part of a payment back, with a reason. */
export const refundRequestSchema = z.object({
  hoaid: hoaidField.optional(),
  payment_id: z.string().trim().uuid(),
  /** Dollars, at most what is left of the payment. */
  amount: z
    .number()
    .positive('The refund must be more than $0.00.')
    .max(100_000)
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) &&
        Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'Give the refund in dollars and cents.',
    ),
  reason: z.string().trim().min(1, 'Please give the reason for the refund.').max(500),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;
export type CheckedRefundRequest = z.output<typeof refundRequestSchema>;
