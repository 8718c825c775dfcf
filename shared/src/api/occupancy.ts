// The lot's occupancy per day and the repeat offenders of a period (admins).
import type {
  OccupancyDay,
  OccupancyRequest,
  Offender,
  OffendersRequest,
} from '../domain/occupancy';
import type { Page } from '../domain/paging';
import { postJson, postJsonPage, type PageCallOptions } from './client';

/** One row per day from `from` to `to` (at most 366 days). */
export function getOccupancy(request: OccupancyRequest): Promise<OccupancyDay[]> {
  return postJson('/api/parking/get_occupancy', request);
}

/** One page of the plates with the most violations in the period, and the total. */
export function getOffendersPage(
  request: OffendersRequest,
  options: PageCallOptions = {},
): Promise<Page<Offender>> {
  return postJsonPage('/api/parking/get_offenders', request, options);
}
