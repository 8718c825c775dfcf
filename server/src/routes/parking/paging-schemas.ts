// Request schemas of the paged lists (docs/adr/0010-server-paging.md): the spec's payload plus
// optional page, pageSize, sort, order, q and the list's filters. A wrong value is a 400 that
// names the field and what it accepts.
import { z } from 'zod';
import {
  NOTIFICATION_SORT_KEYS,
  NOTIFY_TYPES,
  OWNER_SORT_KEYS,
  REPORT_SORT_KEYS,
  type CarUsagePageRequest,
  type NotificationPageRequest,
  type OwnerPageRequest,
  oneOf,
  pagingFields,
} from '@parking/shared/domain';
import { carUsageSchema } from './admin-schemas';
import { hoaSchema } from './schemas';

const withHistory = z.boolean({ error: 'with_history must be true or false' }).optional();

export const ownerPageSchema = hoaSchema.extend({
  ...pagingFields(OWNER_SORT_KEYS),
  role: z
    .enum(['owner', 'admin', 'patrol'], { error: oneOf('role', ['owner', 'admin', 'patrol']) })
    .optional(),
}) satisfies z.ZodType<OwnerPageRequest>;

// get_all_vehicles' request is the shared vehiclePageRequestSchema (docs/adr/0035); the name
// stays for admin-owners.ts until its area moves.
export { vehiclePageRequestSchema as vehiclePageSchema } from '@parking/shared/domain';

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
