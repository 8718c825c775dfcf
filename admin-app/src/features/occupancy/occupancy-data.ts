// The Occupancy panel's data. The period of a range ends today (the community's day
// as the session knows it) and starts range-1 days before, so 30 days is 30 rows.
import { queryOptions } from '@tanstack/react-query';
import { getOccupancy, getOffendersPage } from '@parking/shared/api';
import {
  addDays,
  dstr,
  type Dstr,
  type OccupancyDay,
  type OccupancyRange,
} from '@parking/shared/domain';

export interface Period {
  from: Dstr;
  to: Dstr;
}

export function periodOf(range: OccupancyRange, today: Dstr = dstr()): Period {
  return { from: addDays(today, -(range - 1)), to: today };
}

export const occupancyKeys = {
  all: ['occupancy'] as const,
  days: (hoaid: string, period: Period) => ['occupancy', hoaid, 'days', period] as const,
  offenders: (hoaid: string, period: Period, page: number, pageSize: number) =>
    ['occupancy', hoaid, 'offenders', period, page, pageSize] as const,
};

export const occupancyQuery = (hoaid: string, period: Period) =>
  queryOptions({
    queryKey: occupancyKeys.days(hoaid, period),
    queryFn: () => getOccupancy(period),
  });

export const offendersQuery = (hoaid: string, period: Period, page: number, pageSize: number) =>
  queryOptions({
    queryKey: occupancyKeys.offenders(hoaid, period, page, pageSize),
    queryFn: ({ signal }) => getOffendersPage({ ...period, page, pageSize }, { signal }),
  });

/** Total onsite of a day (owner + renter + guest). */
export const onsiteOf = (day: OccupancyDay) => day.owner + day.renter + day.guest;

export const OCCUPANCY_CSV_HEADER = 'date,owner,renter,guest,onsite,capacity';

/** The numbers as CSV, one line per day (capacity 0 = no lot limit). */
export function occupancyCsv(days: readonly OccupancyDay[]): string {
  const lines = days.map((day) =>
    [day.date, day.owner, day.renter, day.guest, onsiteOf(day), day.capacity].join(','),
  );
  return `${[OCCUPANCY_CSV_HEADER, ...lines].join('\r\n')}\r\n`;
}
