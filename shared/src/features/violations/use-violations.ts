// spec §7 get_all_violations and delete_violation for the Violations panel: paged, sorted and
// searched by the server.
import { useQueryClient } from '@tanstack/react-query';
import { deleteViolation } from '../../api';
import { queryKeys } from '../../data';
import { SUCCESS, VIOLATION_DEFAULT_SORT, type Violation } from '../../domain';
import { publishSuccess } from '../../events';
import { useDebouncedValue } from '../paged-list/use-debounced-value';
import { violationsPageQuery } from '../paged-list/list-queries';
import { usePagedList } from '../paged-list/use-paged-list';
import { reportApiError } from '../report-api-error';
import { readSessionContext } from '../session-context';

export function useViolations(search: string) {
  const { hoaid } = readSessionContext();
  const queryClient = useQueryClient();
  const q = useDebouncedValue(search.trim());
  const filters = q ? { q } : {};
  const list = usePagedList({
    query: (paging) => violationsPageQuery({ hoaid, ...paging, ...filters }),
    defaultSort: VIOLATION_DEFAULT_SORT,
    filters,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.violations.all });

  const remove = async (violation: Violation) => {
    try {
      await deleteViolation({ violationid: violation._id });
      publishSuccess(SUCCESS.violationDelete);
      await refresh();
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return { list, added: refresh, remove };
}
