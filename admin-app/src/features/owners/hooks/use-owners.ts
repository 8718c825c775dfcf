// spec §2 Owners: the community's owners (get_all_owners), paged and sorted by the server, and
// the admin's delete.
import { OWNER_DEFAULT_SORT, SUCCESS, type Owner } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  ownersPageQuery,
  reportApiError,
  useDebouncedValue,
  usePagedList,
} from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { useDeleteOwner } from '../api/owner-mutations';

export function useOwners(search: string) {
  const hoaid = session.get('hoaid') ?? '';
  const q = useDebouncedValue(search.trim());
  const filters = q ? { q } : {};
  // The same request as firstOwnersRequest: the shell's prefetch at login fills this entry.
  const list = usePagedList({
    query: (paging) => ownersPageQuery({ hoaid, ...paging, ...filters }),
    defaultSort: OWNER_DEFAULT_SORT,
    filters,
  });

  const deleteOwner = useDeleteOwner();

  const remove = async (target: Owner) => {
    try {
      await deleteOwner.mutateAsync({ userid: target.userid });
      publishSuccess(SUCCESS.ownerDeleted);
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return { list, remove };
}
