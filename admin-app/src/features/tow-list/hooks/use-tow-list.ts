// docs/adr/0027: the admins' tow list and its clear; a clear reads the list again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearTow, getTowList } from '@parking/shared/api';
import type { ClearTowRequest } from '@parking/shared/domain';
import { session } from '@parking/shared/session';

export const towListKey = (hoaid: string | null) => ['tow-list', hoaid];

export function useTowList() {
  const hoaid = session.get('hoaid');
  return useQuery({ queryKey: towListKey(hoaid), queryFn: () => getTowList() });
}

export function useClearTow() {
  const client = useQueryClient();
  const hoaid = session.get('hoaid');
  return useMutation({
    mutationFn: (request: ClearTowRequest) => clearTow(request),
    onSuccess: () => client.invalidateQueries({ queryKey: towListKey(hoaid) }),
  });
}
