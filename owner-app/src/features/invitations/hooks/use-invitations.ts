// Guest invitations: the unit's invitations (a query, docs/adr/0011), creating one and
// revoking one. A revoke that ends a stay refreshes every vehicle list as well.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createInvitation, getInvitations, revokeInvitation } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import type {
  CreateInvitationRequest,
  CreateInvitationResponse,
  RevokeInvitationRequest,
} from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  apiErrorMessage,
  readSessionContext,
  useInvalidateVehicles,
} from '@parking/shared/features';

export function useInvitations() {
  const { hoaid, ownerid } = readSessionContext();
  const client = useQueryClient();
  const key = queryKeys.invitations.list(hoaid, ownerid);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getInvitations({ signal }),
  });
  const reloadVehicles = useInvalidateVehicles();
  const reload = () => client.invalidateQueries({ queryKey: queryKeys.invitations.all });

  const create = useMutation<CreateInvitationResponse, Error, CreateInvitationRequest>({
    mutationFn: createInvitation,
    onSuccess: () => reload(),
  });
  const revoke = useMutation({
    mutationFn: (request: RevokeInvitationRequest) => revokeInvitation(request),
    onSuccess: async (answer, request) => {
      publishSuccess(answer.message);
      await reload();
      if (request.end_stay) await reloadVehicles();
    },
  });

  return {
    invitations: list.data ?? [],
    loading: list.isPending,
    error: list.error ? apiErrorMessage(list.error) : null,
    create,
    revoke,
  };
}
