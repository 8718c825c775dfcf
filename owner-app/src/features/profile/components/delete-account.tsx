// spec §2 profile: deleting the account asks 'Are you sure?' / 'You want to delete this
// account?', then deleteowner, 'Owner Deleted' and the logout event (the shell clears the
// session and routes to /{hoaid}).
import { deleteOwner } from '@parking/shared/api';
import { SUCCESS } from '@parking/shared/domain';
import { publishLogout, publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { Button, useConfirm } from '@parking/shared/ui';

export function DeleteAccount() {
  const { confirm, dialog } = useConfirm();

  const askDelete = async () => {
    const confirmed = await confirm({
      title: 'Are you sure?',
      message: 'You want to delete this account?',
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await deleteOwner({ userid: session.get('userid') ?? '' });
      publishSuccess(SUCCESS.ownerDeleted);
      publishLogout();
    } catch (error) {
      reportApiError(error);
    }
  };

  return (
    <div>
      <Button variant="danger" icon="delete" onClick={() => void askDelete()}>
        Delete account
      </Button>
      {dialog}
    </div>
  );
}
