// The Owners area's writes as mutations of the page's one query cache (docs/adr/0011): each
// refreshes what it changed (the owners and patrol-login lists under queryKeys.owners) once it
// succeeds, so no screen reloads by hand.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changePassword,
  deleteOwner,
  registerOwner,
  registerPatrol,
  resendVerification,
  updateOwner,
} from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';

function useOwnersWrite<Request, Answer>(write: (request: Request) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.owners.all }),
  });
}

/** updateowner; a preview (docs/adr/0028) saves nothing, so it refreshes nothing. */
export function useUpdateOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOwner,
    onSuccess: (_answer, request) =>
      request.preview ? undefined : client.invalidateQueries({ queryKey: queryKeys.owners.all }),
  });
}

export const useRegisterOwner = () => useOwnersWrite(registerOwner);
export const useRegisterPatrol = () => useOwnersWrite(registerPatrol);
export const useDeleteOwner = () => useOwnersWrite(deleteOwner);

/** The admin's password reset and the verification mail change nothing a list shows. */
export const useResetOwnerPassword = () => useMutation({ mutationFn: changePassword });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
