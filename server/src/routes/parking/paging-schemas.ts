// Request schemas of the paged lists (docs/adr/0010-server-paging.md): the spec's payload plus
// optional page, pageSize, sort, order, q and the list's filters. A wrong value is a 400 that
// names the field and what it accepts.
import { z } from 'zod';
import {
  NOTIFICATION_SORT_KEYS,
  NOTIFY_TYPES,
  ONSITE_SORT_KEYS,
  REPORT_SORT_KEYS,
  VEHICLE_ONSITE_FILTERS,
  VEHICLE_SORT_KEYS,
  VEHICLE_TYPE_FILTERS,
  type CarUsagePageRequest,
  type NotificationPageRequest,
  type OnsitePageRequest,
  type VehiclePageRequest,
  oneOf,
  pagingFields,
} from '@parking/shared/domain';
import { carUsageSchema } from './admin-schemas';
import { hoaDstrSchema, hoaSchema } from './schemas';

const withHistory = z.boolean({ error: 'with_history must be true or false' }).optional();
const unitFilter = z
  .string({ error: 'unit must be text' })
  .trim()
  .max(40, 'unit must be at most 40 characters')
  .optional();

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
