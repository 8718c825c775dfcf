// spec §2 Owners: the owners list. An admin adds, modifies and deletes owners (never an admin
// row); the read-only role sees the same list and every change shows the spec's alert instead
// of calling the server (spec §1, §6).
import { useState } from 'react';
import { AUTHZ, type Owner } from '@parking/shared/domain';
import {
  ErrorBox,
  IconButton,
  InformationDialog,
  LIST_MAX_HEIGHT_PX,
  Panel,
  ResponsiveTable,
  useConfirm,
} from '@parking/shared/ui';
import { useOwners } from '../hooks/use-owners';
import { ownerColumns } from './owner-columns';
import { OwnerRegistrationForm } from './owner-registration-form';
import { ModifyOwnerForm } from './modify-owner-form';

export const OWNERS_TITLE = 'Owners';
export const DELETE_OWNER_QUESTION = 'Are you sure you want to delete this owner?';

export interface OwnersPanelProps {
  /** The read-only role: the list only; changes answer with the AUTHZ alerts. */
  readOnly?: boolean;
}

export function OwnersPanel({ readOnly = false }: OwnersPanelProps) {
  const { owners, error, reload, remove } = useOwners();
  const { confirm, dialog } = useConfirm();
  const [alert, setAlert] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [modifying, setModifying] = useState<Owner | null>(null);

  const askDelete = async (target: Owner) => {
    if (readOnly) return setAlert(AUTHZ.deleteOwner);
    const yes = await confirm({
      title: DELETE_OWNER_QUESTION,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (yes) await remove(target);
  };

  const actions = (row: Owner) =>
    // spec §2: admin rows cannot be modified or deleted.
    row.role === 'admin' ? null : (
      <>
        <IconButton
          icon="edit"
          label={`Modify ${row.first_name} ${row.last_name}`}
          size="sm"
          onClick={() => (readOnly ? setAlert(AUTHZ.changeOwner) : setModifying(row))}
        />
        <IconButton
          icon="delete"
          label={`Delete ${row.first_name} ${row.last_name}`}
          size="sm"
          variant="danger"
          onClick={() => void askDelete(row)}
        />
      </>
    );

  return (
    <Panel
      title={OWNERS_TITLE}
      actions={
        readOnly ? null : (
          <IconButton
            icon="add"
            label="Add"
            variant="primary"
            size="sm"
            onClick={() => setAdding(true)}
          />
        )
      }
    >
      <ErrorBox message={error} />
      <ResponsiveTable
        label={OWNERS_TITLE}
        columns={ownerColumns(actions)}
        rows={owners}
        rowKey={(o) => o._id}
        emptyText="No owners"
        // The server's order (by unit), so the phone's "Sort by" names it.
        initialSort={{ key: 'unitnumber', direction: 'ascending' }}
        maxHeight={LIST_MAX_HEIGHT_PX}
      />
      {dialog}
      <InformationDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
      <OwnerRegistrationForm
        open={adding}
        onClose={() => setAdding(false)}
        onRegistered={() => void reload()}
      />
      {modifying ? (
        <ModifyOwnerForm
          owner={modifying}
          onClose={() => setModifying(null)}
          onSaved={() => void reload()}
        />
      ) : null}
    </Panel>
  );
}
