// Request and response schemas of get_audit_log (docs/adr/0017-audit-log.md): the
// paging fields of docs/adr/0010 and the panel's filters; the answer holds only AuditEntry's
// fields.
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  AUDIT_SORT_KEYS,
  isDstr,
  normalizePlate,
  type AuditEntry,
  type AuditLogRequest,
} from '@parking/shared/domain';
import { uuidField } from '@parking/shared/domain';
import { pagingFields } from '@parking/shared/domain';
import { exactly, integer, listOf, nullableText, text, type Fields } from './response-fields';

export const AUDIT_MESSAGES = {
  order: 'from must not be after to',
} as const;

const day = (name: string) =>
  z
    .string({ error: `${name} must be a YYYY-MM-DD date` })
    .refine(isDstr, `${name} must be a YYYY-MM-DD date`)
    .optional();

const filterText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional();

export const auditLogSchema = z
  .object({
    ...pagingFields(AUDIT_SORT_KEYS),
    from: day('from'),
    to: day('to'),
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
    vehicleid: uuidField('vehicleid').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && isDstr(value.from) && isDstr(value.to) && value.from > value.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.order });
    }
  }) satisfies z.ZodType<AuditLogRequest>;

/** A field's recorded value: text, number, true/false or null (never an object). */
const auditFields = {
  type: ['object', 'null'],
  additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
} as const;

export const auditLogResponse = {
  200: listOf(
    exactly({
      id: integer,
      at: text,
      userid: nullableText,
      username: text,
      role: text,
      kind: { type: 'string', enum: [...AUDIT_KINDS] },
      action: { type: 'string', enum: [...AUDIT_ACTIONS] },
      entityid: text,
      unitnumber: text,
      plate: text,
      before: auditFields,
      after: auditFields,
    } satisfies Fields<AuditEntry>),
  ),
};
