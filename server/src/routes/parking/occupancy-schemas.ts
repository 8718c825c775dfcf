// Request and response schemas of get_occupancy and get_offenders. The period is
// two YYYY-MM-DD dates, `from` not after `to`, at most MAX_OCCUPANCY_DAYS days.
import { z } from 'zod';
import {
  MAX_OCCUPANCY_DAYS,
  MAX_PAGE_SIZE,
  daysBetween,
  isDstr,
  type OccupancyDay,
  type OccupancyRequest,
  type Offender,
  type OffendersRequest,
} from '@parking/shared/domain';
import { exactly, integer, listOf, text, type Fields } from './response-fields';

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

export const occupancySchema = z
  .object(period)
  .superRefine(checkPeriod) satisfies z.ZodType<OccupancyRequest>;

const pageNumber = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`)
    .optional();

export const offendersSchema = z
  .object({
    ...period,
    page: pageNumber('page', 100_000),
    pageSize: pageNumber('pageSize', MAX_PAGE_SIZE),
  })
  .superRefine(checkPeriod) satisfies z.ZodType<OffendersRequest>;

export const occupancyResponse = {
  200: listOf(
    exactly({
      date: text,
      owner: integer,
      renter: integer,
      guest: integer,
      capacity: integer,
    } satisfies Fields<OccupancyDay>),
  ),
};

export const offendersResponse = {
  200: listOf(
    exactly({
      plate: text,
      violations: integer,
      last_date: text,
      unitnumber: text,
    } satisfies Fields<Offender>),
  ),
};
