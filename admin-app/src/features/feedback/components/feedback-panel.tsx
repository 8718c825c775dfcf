// spec §2 Feedback: the community's notifications, sortable by plate, name and date; 'No
// Feedback' when empty; delete answers 'Notification Delete Successful'. The server pages, sorts
// and searches.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { deleteNotification } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import {
  NOTIFICATION_DEFAULT_SORT,
  NOTIFY_TYPES,
  SUCCESS,
  type Notification,
} from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  notificationsPageQuery,
  pagingOf,
  reportApiError,
  useDebouncedValue,
  usePagedList,
} from '@parking/shared/features';
import { session } from '@parking/shared/session';
import {
  ErrorBox,
  IconButton,
  LIST_MAX_HEIGHT_PX,
  PagedTable,
  Panel,
  TextField,
  type TableColumn,
  useConfirm,
} from '@parking/shared/ui';

export const FEEDBACK_TITLE = 'Feedback';
export const NO_FEEDBACK = 'No Feedback';

const typeLabel = (value: string) => NOTIFY_TYPES.find((t) => t.value === value)?.label ?? value;
const feedbackCount = (total: number) => `${total.toLocaleString('en-US')} feedback`;

export function FeedbackPanel() {
  const hoaid = session.get('hoaid') ?? '';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const filters = q ? { q } : {};
  const list = usePagedList({
    query: (paging) => notificationsPageQuery({ hoaid, ...paging, ...filters }),
    defaultSort: NOTIFICATION_DEFAULT_SORT,
    filters,
  });
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();

  const askDelete = async (item: Notification) => {
    const yes = await confirm({
      title: 'Are you sure you want to delete?',
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await deleteNotification({ notificationid: item._id });
      publishSuccess(SUCCESS.notificationDelete);
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    } catch (failure) {
      reportApiError(failure);
    }
  };

  const columns: TableColumn<Notification>[] = [
    { key: 'notify_plate', header: 'Plate', sortKey: 'notify_plate' },
    { key: 'notify_name', header: 'Name', sortKey: 'notify_name' },
    {
      key: 'notify_date',
      header: 'Date',
      sortKey: 'notify_date',
      render: (n) => `${n.notify_date} ${n.notify_time}`,
    },
    { key: 'notify_type', header: 'Type', render: (n) => typeLabel(n.notify_type) },
    { key: 'notify_unit', header: 'Unit' },
    { key: 'notify_phone', header: 'Phone' },
    { key: 'notify_description', header: 'Comment' },
    {
      key: 'action',
      header: 'Action',
      render: (n) => (
        <IconButton
          icon="delete"
          label={`Delete feedback from ${n.notify_name}`}
          size="sm"
          variant="danger"
          onClick={() => void askDelete(n)}
        />
      ),
    },
  ];

  return (
    <Panel title={FEEDBACK_TITLE}>
      <TextField
        label="Search"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ErrorBox message={list.error} />
      <PagedTable
        label={FEEDBACK_TITLE}
        columns={columns}
        rows={list.rows}
        countText={feedbackCount}
        rowKey={(n) => n._id}
        emptyText={NO_FEEDBACK}
        maxHeight={LIST_MAX_HEIGHT_PX}
        {...pagingOf(list)}
      />
      {dialog}
    </Panel>
  );
}
