// The enforce page's calls. A lookup is a mutation (the server records it), and the
// caller's recent lookups are a query it refreshes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRecentPlateLookups, plateLookup } from '@parking/shared/api';
import type { PlateLookupRequest, PlateLookupResponse } from '@parking/shared/domain';
import { session } from '@parking/shared/session';

/** Per user: two people signed in one after the other never see each other's lookups. */
export const recentLookupsKey = (userid: string | null) => ['plate-lookups', 'recent', userid];

export function useRecentLookups() {
  const userid = session.get('userid');
  return useQuery({
    queryKey: recentLookupsKey(userid),
    queryFn: () => getRecentPlateLookups(),
  });
}

export function usePlateLookup() {
  const queryClient = useQueryClient();
  const userid = session.get('userid');
  return useMutation<PlateLookupResponse, unknown, PlateLookupRequest>({
    mutationFn: (request) => plateLookup(request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recentLookupsKey(userid) }),
        // docs/adr/0027: a listing seen in a lookup is on the admins' tow list too.
        queryClient.invalidateQueries({ queryKey: ['tow-list'] }),
      ]),
  });
}
