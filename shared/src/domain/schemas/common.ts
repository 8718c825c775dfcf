// Pieces every area's wire shapes use (docs/adr/0035): the community of a call, the { message }
// answer, and the paging fields of the long lists (docs/adr/0010-server-paging.md).
import { z } from 'zod';
import { isDstr } from '../dates';
import { MAX_PAGE_SIZE, MAX_QUERY_LENGTH, SORT_ORDERS } from '../paging';
import { clientDateField, hoaidField } from './fields';

/** Public calls: hoaid names the community; signed in, it must be the token's. */
export const hoaRequestSchema = z.object({ hoaid: hoaidField });

/** A call about a community's day: dstr is the client's date (docs/adr/0028). */
export const hoaDstrRequestSchema = z.object({ hoaid: hoaidField, dstr: clientDateField() });

/** Every answer that carries only a message (spec §8). */
export const messageSchema = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** Every refusal's body (spec §8 "a single message field", field-keyed errors, a code). */
export const apiErrorSchema = z.strictObject({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** Far past any real list; keeps OFFSET a sane number. */
const MAX_PAGE = 100_000;

export const oneOf = (name: string, values: readonly string[]) =>
  `${name} must be one of: ${values.join(', ')}`;

/** page, pageSize, sort, order and q of a paged list; a wrong value names what it accepts. */
export function pagingFields<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  const pageRule = `page must be a whole number from 1 to ${MAX_PAGE}`;
  const sizeRule = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
  return {
    page: z
      .number({ error: pageRule })
      .int(pageRule)
      .min(1, pageRule)
      .max(MAX_PAGE, pageRule)
      .optional(),
    pageSize: z
      .number({ error: sizeRule })
      .int(sizeRule)
      .min(1, sizeRule)
      .max(MAX_PAGE_SIZE, sizeRule)
      .optional(),
    sort: z.enum(sortKeys, { error: oneOf('sort', sortKeys) }).optional(),
    order: z.enum(SORT_ORDERS, { error: oneOf('order', SORT_ORDERS) }).optional(),
    q: z
      .string({ error: 'q must be text' })
      .trim()
      .max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`)
      .optional(),
  };
}

/** A list filter's date: absent, or YYYY-MM-DD. */
export const optionalDateFilter = (name: string) =>
  z
    .string({ error: `${name} must be a YYYY-MM-DD date` })
    .refine(isDstr, `${name} must be a YYYY-MM-DD date`)
    .optional();
