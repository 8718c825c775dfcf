// Building blocks for the wire schemas (docs/adr/0035): request bodies, CSV rows and forms alike.
// Required texts carry the spec §5 message both for a missing field and for an empty one.
// Nothing here knows about HTTP.
import { z } from 'zod';
import { CLIENT_DATE_MAX_LENGTH, CLIENT_DATE_UNREADABLE } from '../dates';
import { VALIDATION } from '../messages';
import { EMAIL_PATTERN } from '../validators/account';

// In a browser, zod parses without compiling parsers (jitless): its compiler first probes for
// eval with `new Function`, which the portal's Content-Security-Policy (script-src 'self')
// refuses and reports to /csp-report on every page that validates a form. The server, under no
// such policy, keeps the faster compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const optionalText = (max = 200) =>
  z.string().trim().max(max, `At most ${max} characters`).optional().default('');

export const hoaidField = requiredText('hoaid is required', 40);

/**
 * A client's date (dstr, curdate): our YYYY-MM-DD or the spec's date string, checked against
 * the community's today by util/dates communityToday. Empty when absent.
 */
export const clientDateField = () =>
  z.string().max(CLIENT_DATE_MAX_LENGTH, CLIENT_DATE_UNREADABLE).optional().default('');

export const uuidField = (name: string) => z.uuid({ error: `${name} must be a valid id` });

export const nonNegativeInt = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} cannot be negative`)
    .max(1000, `${name} is too large`)
    .default(fallback);

/** The words a form or CSV may send for "no exception" (docs/adr/0007). */
export const COMMUNITY_DEFAULT = 'community default';

/**
 * A unit's allowance exception: null (absent, empty or "community default") follows the
 * community's setting; otherwise a whole number 0-1000.
 */
export const allowanceField = (name: string) =>
  z
    .union([z.null(), z.number(), z.string().trim()])
    .optional()
    .transform((value, ctx) => allowanceValue(name, value, ctx));

/** updateowner (docs/adr/0028): like allowanceField, but absent keeps the unit's value. */
export const keptAllowanceField = (name: string) =>
  z
    .union([z.null(), z.number(), z.string().trim()])
    .optional()
    .transform((value, ctx) =>
      value === undefined ? undefined : allowanceValue(name, value, ctx),
    );

function allowanceValue(
  name: string,
  value: string | number | null | undefined,
  ctx: z.RefinementCtx,
): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && value.toLowerCase() === COMMUNITY_DEFAULT) return null;
  const number = typeof value === 'number' ? value : /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 0 || number > 1000) {
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be a whole number of at least 0, or community default`,
    });
    return z.NEVER;
  }
  return number;
}

/** A required e-mail (spec §5 basic pattern), stored lower-case: `required` when empty. */
export const emailField = (required: string) =>
  requiredText(required).toLowerCase().regex(EMAIL_PATTERN, VALIDATION.invalidEmailFormat);

/** An optional e-mail (a contact's): empty, or the same pattern as every other e-mail. */
export const optionalEmailField = () =>
  optionalText(200).refine((value) => value === '' || EMAIL_PATTERN.test(value), {
    error: VALIDATION.invalidEmailFormat,
  });
