// get_car_usage_renter_warning's request, once (docs/adr/0035; spec §2 Reports, §7): which
// vehicles and the window, plus the paging fields of docs/adr/0010. Its rows are vehicles with the
// unit owner's contact: the vehicles area's shape.
import { z } from 'zod';
import { isDstr } from '../dates';
import { REPORT_SORT_KEYS } from '../paging';
import { pagingFields } from './common';
import { hoaidField } from './fields';

/** A required day: YYYY-MM-DD. */
export const requiredDateField = (name: string) =>
  z.string({ error: `${name} is required` }).refine(isDstr, `${name} must be a YYYY-MM-DD date`);

/** Lists whose rows are vehicles: true, every row carries change_history; otherwise []. */
export const withHistoryField = z
  .boolean({ error: 'with_history must be true or false' })
  .optional();

export const carUsageRequestSchema = z
  .object({
    which: z.enum(['renter', 'owner'], { error: "which must be 'renter' or 'owner'" }),
    begindate: requiredDateField('begindate'),
    enddate: requiredDateField('enddate'),
    hoaid: hoaidField,
  })
  .refine((input) => input.begindate <= input.enddate, {
    message: 'begindate must not be after enddate',
    path: ['enddate'],
  });
export type CarUsageRequest = z.input<typeof carUsageRequestSchema>;

/** The report's own checks (which, dates in order) and the paging fields. */
export const carUsagePageRequestSchema = carUsageRequestSchema.and(
  z.object({ ...pagingFields(REPORT_SORT_KEYS), with_history: withHistoryField }),
);
export type CarUsagePageRequest = z.input<typeof carUsagePageRequestSchema>;
