// spec §2 Owners: the owners list. An admin adds, modifies and deletes owners (never an admin
// row); the read-only role sees the same list and every change shows the spec's alert instead
// of calling the server (spec §1, §6). The server pages, sorts and searches. Patrol
// logins are not owners: they have their own panel (patrol-logins-panel.tsx, docs/adr/0030).
import { useState } from 'react';
import { AUTHZ, type Owner } from '@parking/shared/domain';
import { pagingOf } from '@parking/shared/features';
import {
  ErrorBox,
  IconButton,
  InformationDialog,
  LIST_MAX_HEIGHT_PX,
  PagedTable,
  Panel,
  TextField,
  useConfirm,
  lazyPopup,
} from '@parking/shared/ui';
import { useOwners } from '../hooks/use-owners';
import { ownerColumns } from './owner-columns';

// The owner forms check with zod and react-hook-form (docs/adr/0035), which the Owners list
// does not need: each is fetched at idle once the dashboard is up and shown when it first opens
// (docs/adr/0037).
const OwnerRegistrationForm = lazyPopup(() =>
  import(
    /* webpackChunkName: "owner-registration-form", webpackPrefetch: true */ './owner-registration-form'
  ).then((m) => m.OwnerRegistrationForm),
);
const ModifyOwnerForm = lazyPopup(() =>
  import(
    /* webpackChunkName: "modify-owner-form", webpackPrefetch: true */ './modify-owner-form'
  ).then((m) => m.ModifyOwnerForm),
);

export const OWNERS_TITLE = 'Owners';
export const ownerCount = (total: number) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'owner' : 'owners'}`;
export const DELETE_OWNER_QUESTION = 'Are you sure you want to delete this owner?';

export interface OwnersPanelProps {
  /** The read-only role: the list only; changes answer with the AUTHZ alerts. */
  readOnly?: boolean;
}

export function OwnersPanel({ readOnly = false }: OwnersPanelProps) {
  const [search, setSearch] = useState('');
  const { list, remove } = useOwners(search);
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
      <TextField
        label="Search"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ErrorBox message={list.error} />
      <PagedTable
        label={OWNERS_TITLE}
        columns={ownerColumns(actions)}
        rowHeight="buttons"
        rows={list.rows}
        countText={ownerCount}
        rowKey={(o) => o._id}
        emptyText="No owners"
        maxHeight={LIST_MAX_HEIGHT_PX}
        {...pagingOf(list)}
      />
      {dialog}
      <InformationDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
      <OwnerRegistrationForm open={adding} onClose={() => setAdding(false)} />
      {modifying ? (
        <ModifyOwnerForm open owner={modifying} onClose={() => setModifying(null)} />
      ) : null}
    </Panel>
  );
}
