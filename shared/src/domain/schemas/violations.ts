// The violation calls' wire shapes, once (docs/adr/0035): the server validates requests and
// serialises responses with these, the OpenAPI document is generated from them, and the
// violation form checks what the user typed with the same rules (spec §5 Violation messages,
// §7 insert_violation, get_all_violations, delete_violation).
import { z } from 'zod';
import { VALIDATION } from '../messages';
import { VIOLATION_SORT_KEYS } from '../paging';
import { hoaRequestSchema, optionalDateFilter, pagingFields } from './common';
import { hoaidField, optionalText, requiredText, uuidField } from './fields';

/** A violation as every list and the insert answer send it. */
export const violationSchema = z.strictObject({
  _id: z.string(),
  hoaid: z.string(),
  violation_type: z.string(),
  violation_plate: z.string(),
  violation_state: z.string(),
  violation_location: z.string(),
  violation_description: z.string(),
  violation_reporter: z.string(),
  /** YYYY-MM-DD */
  violation_date: z.string(),
  /** HH:MM:SS */
  violation_time: z.string(),
  /** Photos kept with the violation (docs/adr/0027), when there are any. */
  photo_count: z.int().min(0).optional(),
});
export type Violation = z.infer<typeof violationSchema>;

export const violationListSchema = z.array(violationSchema);

/** The fields a person fills in on the Violation form. */
export const violationFormSchema = z.object({
  violation_type: optionalText(40),
  violation_plate: requiredText(VALIDATION.violationPlate, 20),
  violation_state: requiredText(VALIDATION.violationState, 20),
  violation_location: requiredText(VALIDATION.violationLocation, 200),
  violation_description: optionalText(2000),
  violation_reporter: optionalText(100),
  violation_date: optionalText(10),
  violation_time: optionalText(8),
});

export const insertViolationRequestSchema = violationFormSchema.extend({
  hoaid: hoaidField,
  /** An idempotency key (docs/adr/0027): a patrol phone's queued report sent twice saves once. */
  client_key: z
    .string({ error: 'client_key must be text' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'client_key must be 8 to 64 letters, digits, - or _')
    .optional(),
});
/** What a client sends (absent optional texts are read as empty). */
export type InsertViolationRequest = z.input<typeof insertViolationRequestSchema>;
/** The same request once checked: every text present and trimmed. */
export type CheckedViolationRequest = z.output<typeof insertViolationRequestSchema>;

export const deleteViolationRequestSchema = z.object({
  violationid: uuidField('violationid'),
});
export type DeleteViolationRequest = z.input<typeof deleteViolationRequestSchema>;

/** get_all_violations: the spec's { hoaid } plus paging and a date range (docs/adr/0010). */
export const violationPageRequestSchema = hoaRequestSchema.extend({
  ...pagingFields(VIOLATION_SORT_KEYS),
  from: optionalDateFilter('from'),
  to: optionalDateFilter('to'),
});
export type ViolationPageRequest = z.input<typeof violationPageRequestSchema>;
