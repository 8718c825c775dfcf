// spec §2 Owners: the community's owners (get_all_owners), paged and sorted by the server
//, and the admin's delete.
import { useQueryClient } from '@tanstack/react-query';
import { deleteOwner } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { OWNER_DEFAULT_SORT, SUCCESS, type Owner } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  ownersPageQuery,
  reportApiError,
  useDebouncedValue,
  usePagedList,
} from '@parking/shared/features';
import { session } from '@parking/shared/session';

export function useOwners(search: string) {
  const hoaid = session.get('hoaid') ?? '';
  const queryClient = useQueryClient();
  const q = useDebouncedValue(search.trim());
  const filters = q ? { q } : {};
  // The same request as firstOwnersRequest: the shell's prefetch at login fills this entry.
  const list = usePagedList({
    query: (paging) => ownersPageQuery({ hoaid, ...paging, ...filters }),
    defaultSort: OWNER_DEFAULT_SORT,
    filters,
  });

  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.owners.all });

  const remove = async (target: Owner) => {
    try {
      await deleteOwner({ userid: target.userid });
      publishSuccess(SUCCESS.ownerDeleted);
      await reload();
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return { list, reload, remove };
}
