// Audit panel: the community's audit log (get_audit_log), paged, sorted and filtered by
// the server (docs/adr/0010, 0011). Typed filters wait for a pause; dates and the kind apply at
// once. The download pages through every matching entry.
import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages, getAuditLogPage } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { AUDIT_DEFAULT_SORT, type AuditEntry, type AuditLogRequest } from '@parking/shared/domain';
import { useDebouncedValue, usePagedList } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { auditFilterRequest, type AuditFilterValues } from '../../../lib/audit-filters';

export const auditPageQuery = (hoaid: string, request: AuditLogRequest) =>
  queryOptions({
    queryKey: queryKeys.audit.list(hoaid, { ...request }),
    queryFn: ({ signal }) => getAuditLogPage(request, { signal }),
  });

export function useAuditLog(filters: AuditFilterValues) {
  const hoaid = session.get('hoaid') ?? '';
  const user = useDebouncedValue(filters.user);
  const unit = useDebouncedValue(filters.unit);
  const plate = useDebouncedValue(filters.plate);
  const serverFilters = auditFilterRequest({ ...filters, user, unit, plate });
  const list = usePagedList({
    query: (paging) => auditPageQuery(hoaid, { ...serverFilters, ...paging }),
    defaultSort: AUDIT_DEFAULT_SORT,
    filters: serverFilters,
  });

  /** Every entry the filters as typed now match, in the list's order (for the CSV). */
  const fetchEveryEntry = (): Promise<AuditEntry[]> =>
    fetchAllPages(getAuditLogPage, {
      ...auditFilterRequest(filters),
      sort: list.paging.sort,
      order: list.paging.order,
    });

  return { list, fetchEveryEntry };
}
