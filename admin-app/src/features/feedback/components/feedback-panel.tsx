// spec §2 Feedback: the community's notifications, sortable by plate, name and date; 'No
// Feedback' when empty; delete answers 'Notification Delete Successful'.
import { useCallback, useEffect, useState } from 'react';
import { deleteNotification, getAllNotifications } from '@parking/shared/api';
import { NOTIFY_TYPES, SUCCESS, type Notification } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { apiErrorMessage, reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import {
  ErrorBox,
  IconButton,
  LIST_MAX_HEIGHT_PX,
  Panel,
  ResponsiveTable,
  type TableColumn,
  useConfirm,
} from '@parking/shared/ui';

export const FEEDBACK_TITLE = 'Feedback';
export const NO_FEEDBACK = 'No Feedback';

const typeLabel = (value: string) => NOTIFY_TYPES.find((t) => t.value === value)?.label ?? value;

export function FeedbackPanel() {
  const [items, setItems] = useState<Notification[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  const reload = useCallback(async () => {
    try {
      setItems(await getAllNotifications({ hoaid: session.get('hoaid') ?? '' }));
      setError(null);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

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
      await reload();
    } catch (failure) {
      reportApiError(failure);
    }
  };

  const columns: TableColumn<Notification>[] = [
    { key: 'notify_plate', header: 'Plate', sortValue: (n) => n.notify_plate },
    { key: 'notify_name', header: 'Name', sortValue: (n) => n.notify_name.toLowerCase() },
    {
      key: 'notify_date',
      header: 'Date',
      sortValue: (n) => `${n.notify_date} ${n.notify_time}`,
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
      <ErrorBox message={error} />
      <ResponsiveTable
        label={FEEDBACK_TITLE}
        columns={columns}
        rows={items}
        rowKey={(n) => n._id}
        emptyText={NO_FEEDBACK}
        // Newest first, the server's order, so the phone's "Sort by" names it.
        initialSort={{ key: 'notify_date', direction: 'descending' }}
        maxHeight={LIST_MAX_HEIGHT_PX}
      />
      {dialog}
    </Panel>
  );
}
