// Request schemas of the paged lists (docs/adr/0010-server-paging.md): the spec's payload plus
// optional page, pageSize, sort, order, q and the list's filters. A wrong value is a 400 that
// names the field and what it accepts.
import { z } from 'zod';
import {
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  NOTIFICATION_SORT_KEYS,
  NOTIFY_TYPES,
  ONSITE_SORT_KEYS,
  OWNER_SORT_KEYS,
  REPORT_SORT_KEYS,
  SORT_ORDERS,
  VEHICLE_ONSITE_FILTERS,
  VEHICLE_SORT_KEYS,
  VEHICLE_TYPE_FILTERS,
  VIOLATION_SORT_KEYS,
  isDstr,
  type CarUsagePageRequest,
  type NotificationPageRequest,
  type OnsitePageRequest,
  type OwnerPageRequest,
  type VehiclePageRequest,
  type ViolationPageRequest,
} from '@parking/shared/domain';
import { carUsageSchema } from './admin-schemas';
import { hoaDstrSchema, hoaSchema } from './schemas';

/** Far past any real list; keeps OFFSET a sane number. */
const MAX_PAGE = 100_000;

const oneOf = (name: string, values: readonly string[]) =>
  `${name} must be one of: ${values.join(', ')}`;

export function pagingFields<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  return {
    page: z
      .number({ error: `page must be a whole number from 1 to ${MAX_PAGE}` })
      .int(`page must be a whole number from 1 to ${MAX_PAGE}`)
      .min(1, `page must be a whole number from 1 to ${MAX_PAGE}`)
      .max(MAX_PAGE, `page must be a whole number from 1 to ${MAX_PAGE}`)
      .optional(),
    pageSize: z
      .number({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
      .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
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

const withHistory = z.boolean({ error: 'with_history must be true or false' }).optional();
const unitFilter = z
  .string({ error: 'unit must be text' })
  .trim()
  .max(40, 'unit must be at most 40 characters')
  .optional();
const optionalDate = (name: string) =>
  z
    .string({ error: `${name} must be a YYYY-MM-DD date` })
    .refine(isDstr, `${name} must be a YYYY-MM-DD date`)
    .optional();

export const ownerPageSchema = hoaSchema.extend({
  ...pagingFields(OWNER_SORT_KEYS),
  role: z
    .enum(['owner', 'admin', 'patrol'], { error: oneOf('role', ['owner', 'admin', 'patrol']) })
    .optional(),
}) satisfies z.ZodType<OwnerPageRequest>;

export const vehiclePageSchema = hoaSchema.extend({
  ...pagingFields(VEHICLE_SORT_KEYS),
  type: z.enum(VEHICLE_TYPE_FILTERS, { error: oneOf('type', VEHICLE_TYPE_FILTERS) }).optional(),
  unit: unitFilter,
  onsite: z
    .enum(VEHICLE_ONSITE_FILTERS, { error: oneOf('onsite', VEHICLE_ONSITE_FILTERS) })
    .optional(),
  with_history: withHistory,
}) satisfies z.ZodType<VehiclePageRequest>;

export const onsitePageSchema = hoaDstrSchema.extend({
  ...pagingFields(ONSITE_SORT_KEYS),
  unit: unitFilter,
  with_history: withHistory,
}) satisfies z.ZodType<OnsitePageRequest>;

export const violationPageSchema = hoaSchema.extend({
  ...pagingFields(VIOLATION_SORT_KEYS),
  from: optionalDate('from'),
  to: optionalDate('to'),
}) satisfies z.ZodType<ViolationPageRequest>;

const notifyTypes = NOTIFY_TYPES.map((type) => type.value) as [
  (typeof NOTIFY_TYPES)[number]['value'],
  ...(typeof NOTIFY_TYPES)[number]['value'][],
];
export const notificationPageSchema = hoaSchema.extend({
  ...pagingFields(NOTIFICATION_SORT_KEYS),
  notify_type: z.enum(notifyTypes, { error: oneOf('notify_type', notifyTypes) }).optional(),
}) satisfies z.ZodType<NotificationPageRequest>;

/** The report's own checks (which, dates in order) and the paging fields. */
export const carUsagePageSchema = carUsageSchema.and(
  z.object({ ...pagingFields(REPORT_SORT_KEYS), with_history: withHistory }),
) satisfies z.ZodType<CarUsagePageRequest>;
