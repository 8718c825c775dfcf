// get_occupancy and get_offenders, once (docs/adr/0035): the period is two YYYY-MM-DD dates,
// `from` not after `to`, at most MAX_OCCUPANCY_DAYS days; the answers are one row per day and
// the plates with the most violations.
import { z } from 'zod';
import { daysBetween, isDstr } from '../dates';
import { MAX_OCCUPANCY_DAYS } from '../occupancy';
import { MAX_PAGE_SIZE } from '../paging';

const day = (name: string) =>
  z
    .string({ error: `${name} must be a YYYY-MM-DD date` })
    .refine(isDstr, `${name} must be a YYYY-MM-DD date`);

export const PERIOD_MESSAGES = {
  order: 'from must not be after to',
  length: `The period is at most ${MAX_OCCUPANCY_DAYS} days`,
} as const;

const period = { from: day('from'), to: day('to') };

function checkPeriod(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (!isDstr(value.from) || !isDstr(value.to)) return;
  const days = daysBetween(value.from, value.to) + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_MESSAGES.order });
  else if (days > MAX_OCCUPANCY_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_MESSAGES.length });
}

export const occupancyRequestSchema = z.object(period).superRefine(checkPeriod);
export type OccupancyRequest = z.input<typeof occupancyRequestSchema>;

const pageNumber = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`)
    .optional();

export const offendersRequestSchema = z
  .object({
    ...period,
    page: pageNumber('page', 100_000),
    pageSize: pageNumber('pageSize', MAX_PAGE_SIZE),
  })
  .superRefine(checkPeriod);
export type OffendersRequest = z.input<typeof offendersRequestSchema>;

/**
 * One day of the lot. A vehicle is onsite on day d when its stay in force on d covers d: the
 * stay in force is the latest change-history entry recorded on or before d (the first entry
 * before any was recorded; the vehicle's own dates when it has no history), and it covers d when
 * startdate <= d <= enddate. Soft-deleted vehicles are not counted. `capacity` is the lot limit
 * (HOA Settings parking_allowed_hoa; 0 = no limit).
 */
export const occupancyDaySchema = z.strictObject({
  date: z.string(),
  owner: z.int(),
  renter: z.int(),
  guest: z.int(),
  capacity: z.int(),
});
export type OccupancyDay = z.infer<typeof occupancyDaySchema>;
export const occupancyListSchema = z.array(occupancyDaySchema);

/** A plate with violations in the period, most violations first (then latest, then plate). */
export const offenderSchema = z.strictObject({
  /** Normalised plate. */
  plate: z.string(),
  violations: z.int(),
  /** The latest violation date in the period. */
  last_date: z.string(),
  /** The unit of a registered (not deleted) vehicle with this plate, '' if none. */
  unitnumber: z.string(),
});
export type Offender = z.infer<typeof offenderSchema>;
export const offenderListSchema = z.array(offenderSchema);
