// spec §2 profile: deleting the account asks 'Are you sure?' / 'You want to delete this
// account?', then deleteowner, 'Owner Deleted' and the logout event (the shell clears the
// session and routes to /{hoaid}).
import { useMutation } from '@tanstack/react-query';
import { deleteOwner } from '@parking/shared/api';
import { SUCCESS } from '@parking/shared/domain';
import { publishLogout, publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { Button, useConfirm } from '@parking/shared/ui';

export function DeleteAccount() {
  const { confirm, dialog } = useConfirm();
  // Nothing to read again: the session ends with the account.
  const removal = useMutation({
    mutationFn: () => deleteOwner({ userid: session.get('userid') ?? '' }),
    onSuccess: () => {
      publishSuccess(SUCCESS.ownerDeleted);
      publishLogout();
    },
    onError: (error) => void reportApiError(error),
  });

  const askDelete = async () => {
    const confirmed = await confirm({
      title: 'Are you sure?',
      message: 'You want to delete this account?',
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (confirmed) removal.mutate();
  };

  return (
    <div>
      <Button
        variant="danger"
        icon="delete"
        disabled={removal.isPending}
        onClick={() => void askDelete()}
      >
        Delete account
      </Button>
      {dialog}
    </div>
  );
}
