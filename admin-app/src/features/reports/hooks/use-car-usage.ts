// spec §2 Reports: runs the Renter Cars / Owner Cars query (get_car_usage_renter_warning), paged
// and sorted by the server. The download pages through every row.
import { useQueryClient } from '@tanstack/react-query';
import { fetchAllPages, getCarUsagePage } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import {
  REPORT_DEFAULT_SORT,
  type CarUsageRecord,
  type CarUsageRequest,
} from '@parking/shared/domain';
import { carUsagePageQuery, usePagedList } from '@parking/shared/features';
import { session } from '@parking/shared/session';

/** The report the admin ran: null until Submit ('Please run query showing owner'). */
export type ReportRun = Omit<CarUsageRequest, 'hoaid'>;

export function useCarUsage(run: ReportRun | null) {
  const hoaid = session.get('hoaid') ?? '';
  const queryClient = useQueryClient();
  const request: CarUsageRequest = { which: 'renter', begindate: '', enddate: '', ...run, hoaid };
  const list = usePagedList({
    query: (paging) => carUsagePageQuery({ ...request, ...paging }),
    defaultSort: REPORT_DEFAULT_SORT,
    filters: request,
    enabled: run !== null,
  });

  /** Submit again with the same dates: the server is asked again. */
  const rerun = () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all });

  /** Every row of the report in the shown order, for the CSV. */
  const fetchEveryRow = (): Promise<CarUsageRecord[]> =>
    fetchAllPages(getCarUsagePage, {
      ...request,
      sort: list.paging.sort,
      order: list.paging.order,
    });

  return { list, rerun, fetchEveryRow };
}
