// spec §1: the header summary of Spaces, Used and Available (get_parking_summary), as a query
// keyed by community and day: a summary for another community never shows for this one.
import { getParkingSummary } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { dstr, type ParkingSummary } from '@parking/shared/domain';
import { useQuery } from '@tanstack/react-query';

export function useParkingSummary(hoaid: string | null): ParkingSummary | null {
  const day = dstr();
  const { data } = useQuery({
    queryKey: queryKeys.community.summary(hoaid ?? '', day),
    queryFn: ({ signal }) => getParkingSummary({ hoaid: hoaid ?? '', dstr: day }, { signal }),
    enabled: hoaid !== null,
    // The summary is a nicety on the landing page; the page stays usable without it.
    retry: false,
  });
  return data ?? null;
}
