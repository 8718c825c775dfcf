// Request and response schemas of the tow list calls (docs/adr/0027-patrol-in-the-field.md).
import { z } from 'zod';
import {
  TOW_MESSAGES,
  type ClearTowRequest,
  type TowEntry,
  type TowViolation,
} from '@parking/shared/domain';
import { uuidField } from '@parking/shared/domain';
import { exactly, listOf, messageFields, text, type Fields } from './response-fields';

/** The community is the token's: an optional hoaid is accepted and not used. */
export const towListSchema = z.object({ hoaid: z.string().max(40).optional() }).strict();

export const clearTowSchema = z.object({
  tow_id: uuidField('tow_id'),
  note: z
    .string({ error: TOW_MESSAGES.noteRequired })
    .trim()
    .min(1, TOW_MESSAGES.noteRequired)
    .max(500, 'At most 500 characters'),
}) satisfies z.ZodType<ClearTowRequest>;

export const towViolation = exactly({
  _id: text,
  violation_date: text,
  violation_time: text,
  violation_type: text,
  violation_location: text,
  violation_state: text,
} satisfies Fields<TowViolation>);

export const towListResponse = {
  200: listOf(
    exactly({
      _id: text,
      plate: text,
      unitnumber: text,
      eligible_at: text,
      window_start: text,
      violations: listOf(towViolation),
    } satisfies Fields<TowEntry>),
  ),
};

export const clearTowResponse = { 200: exactly(messageFields) };
