// Request schemas of the paged lists (docs/adr/0010-server-paging.md): the spec's payload plus
// optional page, pageSize, sort, order, q and the list's filters. A wrong value is a 400 that
// names the field and what it accepts.
import { z } from 'zod';
import {
  ONSITE_SORT_KEYS,
  VEHICLE_ONSITE_FILTERS,
  VEHICLE_SORT_KEYS,
  VEHICLE_TYPE_FILTERS,
  type OnsitePageRequest,
  type VehiclePageRequest,
  oneOf,
  pagingFields,
} from '@parking/shared/domain';
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
