// spec §2 Owners: the community's owners (get_all_owners) and the admin's delete.
import { useCallback, useEffect, useState } from 'react';
import { deleteOwner, getAllOwners } from '@parking/shared/api';
import { SUCCESS, type Owner } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { apiErrorMessage, reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';

export function useOwners() {
  const [owners, setOwners] = useState<Owner[]>([]);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setOwners(await getAllOwners({ hoaid: session.get('hoaid') ?? '' }));
      setError(null);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const remove = useCallback(
    async (target: Owner) => {
      try {
        await deleteOwner({ userid: target.userid });
        publishSuccess(SUCCESS.ownerDeleted);
        await reload();
      } catch (failure) {
        reportApiError(failure);
      }
    },
    [reload],
  );

  return { owners, error, reload, remove };
}
