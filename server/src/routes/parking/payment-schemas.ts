// Request schemas of the payment calls (docs/adr/0009), typed against the contract.
import { z } from 'zod';
import {
  CAR_OWNER_TYPES,
  VALIDATION,
  isDstr,
  type PaymentsRequest,
  type RefundRequest,
  type StayQuoteRequest,
} from '@parking/shared/domain';
import { clientDateField, hoaidField } from '@parking/shared/domain';

export const stayQuoteSchema = z.object({
  vehicleid: z.string().trim().max(64).optional(),
  plate: z.string().trim().max(20).optional(),
  vehicle_type: z.string().trim().min(1).max(40),
  carownertype: z.enum(CAR_OWNER_TYPES).optional().default('owner'),
  enddate: z.string().trim().refine(isDstr, VALIDATION.checkoutInPast),
  dstr: clientDateField(),
}) satisfies z.ZodType<StayQuoteRequest>;

export const paymentsSchema = z.object({ hoaid: hoaidField }) satisfies z.ZodType<PaymentsRequest>;

export const refundSchema = z.object({
  hoaid: hoaidField.optional(),
  payment_id: z.string().trim().uuid(),
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
}) satisfies z.ZodType<RefundRequest>;
