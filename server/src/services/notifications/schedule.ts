// The scheduled kinds. Every instance ticks (plugins/notifications.ts); a tick queues
// a scan job per community once its local reminder time has passed, with an id made of the
// community, its local date and the reminder time, so the queue runs it once across instances
// (BullMQ keeps the id while the job is kept: a day), and an admin who moves the time later in
// the day gets a scan at the new time too. The scan queues one job per vehicle or admin, again
// with a stable id, so a repeated scan never mails anyone twice.
import { addDays, todayIn } from '@parking/shared/domain';
import type { Executor } from '../../db/client';
import {
  activeAdmins,
  listCommunitiesForSchedule,
  vehiclesCheckingOut,
} from '../../db/queries/mail-notifications';
import { timeIn } from '../../util/dates';
import type { NotificationScan, Notify } from './events';

/** The weekly summary goes out on Mondays (community time) at the reminder time. */
export const SUMMARY_WEEKDAY = 'Mon';

export type QueueScan = (scan: NotificationScan, jobId: string) => Promise<void>;

const weekdayIn = (timeZone: string, now: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(now);

/** Queues the scans that are due at `now`; answers their job ids. */
export async function notificationTick(
  db: Executor,
  queueScan: QueueScan,
  now: Date,
): Promise<string[]> {
  const queued: string[] = [];
  for (const community of await listCommunitiesForSchedule(db)) {
    const local = timeIn(community.timezone, now).slice(0, 5);
    if (local < community.reminder_time) continue;
    const date = todayIn(community.timezone, now);
    const scans: NotificationScan[] = [{ what: 'reminder', hoaid: community.hoaid, date }];
    if (weekdayIn(community.timezone, now) === SUMMARY_WEEKDAY) {
      scans.push({ what: 'summary', hoaid: community.hoaid, date });
    }
    for (const scan of scans) {
      const jobId = `scan_${scan.what}_${scan.hoaid}_${scan.date}_${community.reminder_time.replace(':', '')}`;
      await queueScan(scan, jobId);
      queued.push(jobId);
    }
  }
  return queued;
}

/** Runs one scan: a reminder per vehicle checking out tomorrow, a summary per admin. */
export async function runScan(db: Executor, notify: Notify, scan: NotificationScan) {
  if (scan.what === 'reminder') {
    const enddate = addDays(scan.date, 1);
    const due = await vehiclesCheckingOut(db, scan.hoaid, enddate);
    for (const vehicle of due) {
      await notify(
        { kind: 'reminder', hoaid: scan.hoaid, vehicleid: vehicle.id, enddate },
        `reminder_${vehicle.id}_${enddate}`,
      );
    }
    return { queued: due.length };
  }
  const admins = await activeAdmins(db, scan.hoaid);
  const from = addDays(scan.date, -7);
  const to = addDays(scan.date, -1);
  for (const admin of admins) {
    await notify(
      { kind: 'summary', hoaid: scan.hoaid, userid: admin.id, from, to },
      `summary_${scan.hoaid}_${admin.id}_${scan.date}`,
    );
  }
  return { queued: admins.length };
}
