// Patrol logins (docs/adr/0030): enforcement accounts without a unit or parking allowances, so
// they are listed here on their own, not among the owners. An admin adds and deletes them; the
// read-only role sees no such panel.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, SUCCESS, type Owner } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { apiErrorMessage, ownersPageQuery, reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import {
  Button,
  ErrorBox,
  IconButton,
  Panel,
  ResponsiveTable,
  useConfirm,
  type TableColumn,
  lazyPopup,
} from '@parking/shared/ui';
import { PATROL_FORM_TITLE } from './patrol-texts';
import { useDeleteOwner } from '../api/owner-mutations';

export const PATROL_LOGINS_TITLE = 'Patrol logins';
export const DELETE_PATROL_QUESTION = 'Are you sure you want to delete this patrol login?';
const NO_PATROLS = 'No patrol logins';

const nameOf = (row: Owner) => `${row.first_name} ${row.last_name}`.trim() || row.email;

// The form checks with zod and react-hook-form (docs/adr/0035): fetched at idle, shown when it
// first opens (docs/adr/0037).
const PatrolLoginForm = lazyPopup(() =>
  import(
    /* webpackChunkName: "patrol-login-form", webpackPrefetch: true */ './patrol-login-form'
  ).then((m) => m.PatrolLoginForm),
);

export function PatrolLoginsPanel() {
  const hoaid = session.get('hoaid') ?? '';
  const list = useQuery(
    ownersPageQuery({
      hoaid,
      role: 'patrol',
      page: 1,
      // Far more than a community has: the list is one page.
      pageSize: MAX_PAGE_SIZE,
      sort: 'name',
      order: 'asc',
    }),
  );
  const [adding, setAdding] = useState(false);
  const { confirm, dialog } = useConfirm();
  const remove = useDeleteOwner();

  const askDelete = async (row: Owner) => {
    const yes = await confirm({
      title: DELETE_PATROL_QUESTION,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ userid: row.userid });
      publishSuccess(SUCCESS.ownerDeleted);
    } catch (failure) {
      reportApiError(failure);
    }
  };

  const columns: TableColumn<Owner>[] = [
    { key: 'name', header: 'Name', render: nameOf },
    { key: 'email', header: 'Email' },
    { key: 'phone', header: 'Phone' },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <IconButton
          icon="delete"
          label={`Delete ${nameOf(row)}`}
          size="sm"
          variant="danger"
          onClick={() => void askDelete(row)}
        />
      ),
    },
  ];

  return (
    <Panel
      title={PATROL_LOGINS_TITLE}
      actions={
        <Button size="sm" variant="secondary" icon="search" onClick={() => setAdding(true)}>
          {PATROL_FORM_TITLE}
        </Button>
      }
    >
      <ErrorBox message={list.error ? apiErrorMessage(list.error) : null} />
      {list.isPending ? (
        <p aria-busy="true">Loading patrol logins…</p>
      ) : (
        <ResponsiveTable
          label={PATROL_LOGINS_TITLE}
          columns={columns}
          rows={list.data?.rows ?? []}
          rowKey={(row) => row._id}
          emptyText={NO_PATROLS}
        />
      )}
      {dialog}
      <PatrolLoginForm open={adding} onClose={() => setAdding(false)} />
    </Panel>
  );
}
