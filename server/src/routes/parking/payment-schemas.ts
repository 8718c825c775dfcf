// Request schemas of the payment calls (issue 9 §2, docs/adr/0009), typed against the contract.
import { z } from 'zod';
import {
  CAR_OWNER_TYPES,
  VALIDATION,
  isDstr,
  type PaymentsRequest,
  type StayQuoteRequest,
} from '@parking/shared/domain';
import { clientDateField, hoaidField } from '../../domain/fields';

export const stayQuoteSchema = z.object({
  vehicleid: z.string().trim().max(64).optional(),
  vehicle_type: z.string().trim().min(1).max(40),
  carownertype: z.enum(CAR_OWNER_TYPES).optional().default('owner'),
  enddate: z.string().trim().refine(isDstr, VALIDATION.checkoutInPast),
  dstr: clientDateField(),
}) satisfies z.ZodType<StayQuoteRequest>;

export const paymentsSchema = z.object({ hoaid: hoaidField }) satisfies z.ZodType<PaymentsRequest>;
