// The feedback and maintenance calls, once (docs/adr/0035): comments (spec §2 Comments form,
// §7 insert_notification, get_all_notifications, delete_notification), the admin's date and
// delete tools (adjust_dates, soft and hard delete), the owners CSV import (uploadcsv and its
// progress, docs/adr/0032) and the failed mail jobs.
import { z } from 'zod';
import { VALIDATION } from '../messages';
import { NOTIFICATION_SORT_KEYS } from '../paging';
import { NOTIFY_TYPES } from '../types';
import { hoaRequestSchema, messageSchema, oneOf, pagingFields } from './common';
import { clientDateField, optionalText, requiredText, uuidField } from './fields';
import { requiredDateField } from './reports';

const notifyTypes = NOTIFY_TYPES.map((type) => type.value) as [
  (typeof NOTIFY_TYPES)[number]['value'],
  ...(typeof NOTIFY_TYPES)[number]['value'][],
];

// ---------- comments ----------

export const notificationSchema = z.strictObject({
  _id: z.string(),
  hoaid: z.string(),
  notify_type: z.enum(notifyTypes),
  notify_plate: z.string(),
  notify_name: z.string(),
  notify_phone: z.string(),
  notify_description: z.string(),
  /** YYYY-MM-DD */
  notify_date: z.string(),
  notify_time: z.string(),
  notify_unit: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

/** spec §2 Comments form; the community comes from the token when signed in. */
export const insertNotificationRequestSchema = z.object({
  hoaid: z.string().trim().max(40).optional(),
  notify_type: z.enum(notifyTypes, { error: 'Please select a topic' }).default('APPLICATION'),
  notify_name: requiredText(VALIDATION.commentName, 100),
  notify_description: requiredText(VALIDATION.commentComment, 2000),
  notify_plate: optionalText(20),
  notify_phone: optionalText(40),
  notify_unit: optionalText(20),
  notify_date: clientDateField(),
  notify_time: z.string().max(8).optional().default(''),
});
export type InsertNotificationRequest = z.input<typeof insertNotificationRequestSchema>;
/** The same request once checked: every text present and trimmed. */
export type CheckedInsertNotificationRequest = z.output<typeof insertNotificationRequestSchema>;

/** get_all_notifications: the spec's { hoaid } plus paging and the topic (docs/adr/0010). */
export const notificationPageRequestSchema = hoaRequestSchema.extend({
  ...pagingFields(NOTIFICATION_SORT_KEYS),
  notify_type: z.enum(notifyTypes, { error: oneOf('notify_type', notifyTypes) }).optional(),
});
export type NotificationPageRequest = z.input<typeof notificationPageRequestSchema>;

export const deleteNotificationRequestSchema = z.object({
  notificationid: uuidField('notificationid'),
});
export type DeleteNotificationRequest = z.input<typeof deleteNotificationRequestSchema>;

// ---------- dates and deletes ----------

/** { message, count } of adjust_dates and the soft and hard delete. */
export const countResponseSchema = messageSchema.extend({ count: z.int() });
export type CountResponse = z.infer<typeof countResponseSchema>;
export type AdjustDatesResponse = CountResponse;

// spec §2 Admin profile: days to add (default 5); a decade either way is plenty.
export const adjustDatesRequestSchema = z.object({
  numdays: z.coerce
    .number({ error: 'numdays must be a number' })
    .int('numdays must be a whole number')
    .min(-3650, 'numdays is too small')
    .max(3650, 'numdays is too large'),
});
export type AdjustDatesRequest = z.input<typeof adjustDatesRequestSchema>;

export const softDeleteRequestSchema = z.object({
  enddate: requiredDateField('enddate'),
  /** true: only count the vehicles it would mark, for the confirmation. */
  preview: z.boolean().optional().default(false),
});
export type SoftDeleteVehiclesRequest = z.input<typeof softDeleteRequestSchema>;

// ---------- the owners CSV import ----------

/** The rows are checked at once; the owners are imported by a background job (`jobid`). */
export const uploadCsvResponseSchema = messageSchema.extend({
  count: z.int(),
  jobid: z.string(),
});
export type UploadCsvResponse = z.infer<typeof uploadCsvResponseSchema>;

/** A refused file: one entry per refused row (1-based data row number and what is wrong). */
export const uploadCsvErrorSchema = z.strictObject({
  message: z.string(),
  rows: z.array(z.strictObject({ row: z.int(), message: z.string() })),
});
export type UploadCsvErrorBody = z.infer<typeof uploadCsvErrorSchema>;

/** uploadcsv's 400: a refused file's rows, or the error handler's { message, errors, code }. */
export const uploadCsvBadRequestSchema = z.strictObject({
  message: z.string(),
  rows: uploadCsvErrorSchema.shape.rows.optional(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
});

export const csvImportParamsSchema = z.object({ jobid: z.string().min(1).max(100) });

/** GET /api/parking/csv_import/{jobid}: how far an owner import has come. */
export const csvImportProgressSchema = z.strictObject({
  jobid: z.string(),
  state: z.enum(['waiting', 'active', 'completed', 'failed']),
  /** Rows prepared so far, of `total`. */
  done: z.int(),
  total: z.int(),
  /** Owners imported, once completed. */
  imported: z.int().nullable(),
  /** Why the import failed, once failed: nothing was imported then. */
  message: z.string().nullable(),
});
export type CsvImportProgress = z.infer<typeof csvImportProgressSchema>;

// ---------- failed mail jobs ----------

export const emptyRequestSchema = z.object({}).optional();

/** get_failed_jobs: the community's notification jobs that failed after their last retry. */
export const failedJobSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  failedReason: z.string(),
  attemptsMade: z.int(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;
export const failedJobListSchema = z.array(failedJobSchema);
