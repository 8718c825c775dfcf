// get_audit_log, once (docs/adr/0035, docs/adr/0017-audit-log.md): the paging fields of
// docs/adr/0010 with the Audit panel's filters, and the entries it answers.
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_KINDS, AUDIT_SORT_KEYS } from '../audit';
import { isDstr } from '../dates';
import { normalizePlate } from '../plates';
import { optionalDateFilter, pagingFields } from './common';
import { uuidField } from './fields';

export const AUDIT_MESSAGES = {
  order: 'from must not be after to',
} as const;

const filterText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional();

/**
 * All filters optional and combined with AND. `from`/`to` are days in the community's time
 * zone, inclusive. `user` matches the e-mail (case-insensitive substring) when the admin does not
 * know the id; `vehicleid` gives one vehicle's entries (the History popup's link). The answer is
 * the page's entries, the total in X-Total-Count (docs/adr/0010-server-paging.md).
 */
export const auditLogRequestSchema = z
  .object({
    ...pagingFields(AUDIT_SORT_KEYS),
    from: optionalDateFilter('from'),
    to: optionalDateFilter('to'),
    /** A user id (uuid). */
    userid: uuidField('userid').optional(),
    user: filterText('user', 200),
    unitnumber: filterText('unitnumber', 40),
    // Stored normalised, so searched normalised: 'abc-123' finds ABC123.
    plate: filterText('plate', 40).transform((plate) =>
      plate === undefined ? undefined : normalizePlate(plate),
    ),
    kind: z
      .enum(AUDIT_KINDS, { error: `kind must be one of: ${AUDIT_KINDS.join(', ')}` })
      .optional(),
    /** A vehicle id (uuid, `Vehicle._id`). */
    vehicleid: uuidField('vehicleid').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && isDstr(value.from) && isDstr(value.to) && value.from > value.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.order });
    }
  });
export type AuditLogRequest = z.input<typeof auditLogRequestSchema>;

/** A field's recorded value: text, number, true/false or null (never an object). */
const auditFieldsSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .nullable();

export const auditEntrySchema = z.strictObject({
  id: z.int(),
  /** ISO 8601 timestamp (UTC) of the change. */
  at: z.string(),
  /** The signed-in user's id (a uuid, like every user id) who made the change; null for an
   * anonymous caller (a failed sign-in with an unknown e-mail, a guest accepting an invitation,
   * a scheduled job). A renter acts for the unit: the unit owner's id. */
  userid: z.string().nullable(),
  /** That user's e-mail at the time (the e-mail tried, for a failed sign-in); '' if none. */
  username: z.string(),
  /** 'admin' | 'owner' | 'renter' | 'readonly' | 'patrol' | 'guest' | 'system'. */
  role: z.string(),
  kind: z.enum(AUDIT_KINDS),
  action: z.enum(AUDIT_ACTIONS),
  /** The changed record's id as text ('' when the entry is not about one record). */
  entityid: z.string(),
  /** The unit the change belongs to, '' if none. */
  unitnumber: z.string(),
  /** The vehicle's normalised plate (vehicles, violations, invitations), '' if none. */
  plate: z.string(),
  /** Fields before the change (only those that changed, for an update); null for a create. */
  before: auditFieldsSchema,
  /** Fields after the change; null for a delete. */
  after: auditFieldsSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEntryListSchema = z.array(auditEntrySchema);
