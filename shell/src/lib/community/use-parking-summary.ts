// spec §1: the header summary of Spaces, Used and Available (get_parking_summary), as a query
// keyed by community and day: a summary for another community never shows for this one.
import { getParkingSummary } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import type { ParkingSummary } from '@parking/shared/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToday } from '../today';

/** The summary of a community on a day; the server's render of the landing page asks it too. */
export function parkingSummaryQuery(hoaid: string, day: string) {
  return queryOptions({
    queryKey: queryKeys.community.summary(hoaid, day),
    queryFn: ({ signal }) => getParkingSummary({ hoaid, dstr: day }, { signal }),
    // The summary is a nicety on the landing page; the page stays usable without it.
    retry: false,
  });
}

export function useParkingSummary(hoaid: string | null): ParkingSummary | null {
  const { data } = useQuery({
    ...parkingSummaryQuery(hoaid ?? '', useToday()),
    enabled: hoaid !== null,
  });
  return data ?? null;
}
