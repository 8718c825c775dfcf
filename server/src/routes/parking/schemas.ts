// Request schemas of the /api/parking calls of this issue, typed against the API contract.
import { z } from 'zod';
import {
  NOTIFY_TYPES,
  VALIDATION,
  type HoaRequest,
  type InsertNotificationRequest,
} from '@parking/shared/domain';
import { clientDateField, hoaidField, optionalText, requiredText } from '@parking/shared/domain';

const dstrField = clientDateField();

/** Public calls: hoaid names the community; signed in, it must be the token's. */
export const hoaSchema = z.object({ hoaid: hoaidField }) satisfies z.ZodType<HoaRequest>;

const notifyTypes = NOTIFY_TYPES.map((type) => type.value) as [
  (typeof NOTIFY_TYPES)[number]['value'],
  ...(typeof NOTIFY_TYPES)[number]['value'][],
];

// spec §2 Comments form; the community comes from the token when signed in.
export const insertNotificationSchema = z.object({
  hoaid: z.string().trim().max(40).optional(),
  notify_type: z.enum(notifyTypes, { error: 'Please select a topic' }).default('APPLICATION'),
  notify_name: requiredText(VALIDATION.commentName, 100),
  notify_description: requiredText(VALIDATION.commentComment, 2000),
  notify_plate: optionalText(20),
  notify_phone: optionalText(40),
  notify_unit: optionalText(20),
  notify_date: dstrField,
  notify_time: z.string().max(8).optional().default(''),
}) satisfies z.ZodType<Omit<InsertNotificationRequest, 'hoaid'> & { hoaid?: string }>;
