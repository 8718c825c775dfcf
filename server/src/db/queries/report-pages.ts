// The paged Violations and Feedback lists (docs/adr/0010): get_all_violations and
// get_all_notifications, newest first unless asked otherwise.
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_DEFAULT_SORT,
  VIOLATION_DEFAULT_SORT,
  type Notification,
  type NotificationListFilters,
  type NotificationSortKey,
  type Violation,
  type ViolationListFilters,
  type ViolationSortKey,
} from '@parking/shared/domain';
import type { Executor } from '../client';
import { notifications, violations } from '../schema';
import { toNotification } from './notifications';
import {
  bytes,
  folded,
  pageOfTable,
  pageWindow,
  resolveSort,
  textFilter,
  type PageInput,
  type PageResult,
} from './paging';
import { toViolation } from './violations';
import { photoCounts, type PhotoViewer } from './violation-photos';

export type ViolationPageInput = PageInput<ViolationSortKey> & ViolationListFilters;
export type NotificationPageInput = PageInput<NotificationSortKey> & NotificationListFilters;

const violationSorts: Record<ViolationSortKey, SQL[]> = {
  violation_plate: [bytes(violations.violation_plate), bytes(violations.violation_state)],
  violation_type: [bytes(violations.violation_type)],
  violation_location: [folded(violations.violation_location)],
  violation_reporter: [folded(violations.violation_reporter)],
  violation_date: [sql`${violations.violation_date}`, bytes(violations.violation_time)],
};

export async function pageViolations(
  db: Executor,
  hoaid: string,
  input: ViolationPageInput,
  viewer?: PhotoViewer,
): Promise<PageResult<Violation>> {
  const window = pageWindow(input);
  const where = and(
    eq(violations.hoaid, hoaid),
    input.from ? gte(violations.violation_date, input.from) : undefined,
    input.to ? lte(violations.violation_date, input.to) : undefined,
    textFilter(input.q, [
      violations.violation_plate,
      violations.violation_location,
      violations.violation_description,
      violations.violation_reporter,
    ]),
  );
  const { sort, order } = resolveSort(input, VIOLATION_DEFAULT_SORT);
  const page = await pageOfTable(
    db,
    { table: violations, where, sortBy: violationSorts[sort], order, toRow: toViolation },
    window,
  );
  // docs/adr/0027: a violation with photos the caller may see says how many (the photos are
  // fetched one by one); admins see all, others those they reported or of their plates.
  const counts = await photoCounts(
    db,
    page.rows.map((row) => row._id),
    viewer,
  );
  return {
    ...page,
    rows: page.rows.map((row) => {
      const n = counts.get(row._id);
      return n ? { ...row, photo_count: n } : row;
    }),
  };
}

const notificationSorts: Record<NotificationSortKey, SQL[]> = {
  notify_plate: [bytes(notifications.notify_plate)],
  notify_name: [folded(notifications.notify_name)],
  notify_date: [sql`${notifications.notify_date}`, bytes(notifications.notify_time)],
  notify_type: [bytes(notifications.notify_type)],
  notify_unit: [bytes(notifications.notify_unit)],
};

export async function pageNotifications(
  db: Executor,
  hoaid: string,
  input: NotificationPageInput,
): Promise<PageResult<Notification>> {
  const window = pageWindow(input);
  const where = and(
    eq(notifications.hoaid, hoaid),
    input.notify_type ? eq(notifications.notify_type, input.notify_type) : undefined,
    textFilter(input.q, [
      notifications.notify_plate,
      notifications.notify_name,
      notifications.notify_unit,
      notifications.notify_phone,
      notifications.notify_description,
    ]),
  );
  const { sort, order } = resolveSort(input, NOTIFICATION_DEFAULT_SORT);
  return pageOfTable(
    db,
    { table: notifications, where, sortBy: notificationSorts[sort], order, toRow: toNotification },
    window,
  );
}
