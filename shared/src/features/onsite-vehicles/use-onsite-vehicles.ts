// spec §7 get_active_vehicles: the community's onsite vehicles today, paged and sorted by the
// server.
import { ONSITE_DEFAULT_SORT } from '../../domain';
import { onsitePageQuery } from '../paged-list/list-queries';
import { useDebouncedValue } from '../paged-list/use-debounced-value';
import { usePagedList } from '../paged-list/use-paged-list';
import { readSessionContext } from '../session-context';

export function useOnsiteVehicles(search: string) {
  const { hoaid, today } = readSessionContext();
  const q = useDebouncedValue(search.trim());
  const filters = q ? { q } : {};
  return usePagedList({
    query: (paging) => onsitePageQuery({ hoaid, dstr: today, ...paging, ...filters }),
    defaultSort: ONSITE_DEFAULT_SORT,
    filters,
  });
}
