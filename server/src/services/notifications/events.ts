// Issue 15: what a service says happened, queued as a 'notify' job after its transaction has
// committed. The job (deliver.ts) reads the rows again, checks the recipient's preferences and
// sends the mail; nothing is sent inside a request.
import type { NotificationKind, ReceiptFacts } from '../../mail/templates';

export type NotificationEvent =
  | { kind: 'onsite'; hoaid: string; vehicleid: string }
  | { kind: 'reminder'; hoaid: string; vehicleid: string; enddate: string }
  | { kind: 'receipt'; hoaid: string; userid: string; payment: ReceiptFacts }
  | { kind: 'violation'; hoaid: string; violationid: string }
  /** docs/adr/0027: a plate reached the community's tow rule; its owners hear of it. */
  | { kind: 'tow'; hoaid: string; towid: string }
  | { kind: 'summary'; hoaid: string; userid: string; from: string; to: string };

/** Queues one event; a failure to queue is logged by the caller, never a failed request. */
export type Notify = (event: NotificationEvent, jobId?: string) => Promise<void>;

/** Scans the scheduled kinds for one community on one local date (schedule.ts). */
export interface NotificationScan {
  what: 'reminder' | 'summary';
  hoaid: string;
  /** The community's local date the scan is for. */
  date: string;
}

export type { NotificationKind };

/** After commit: a notification that cannot be queued is logged, the change stays saved. */
export async function notifyAfterCommit(
  notify: Notify | undefined,
  event: NotificationEvent,
  log?: { error(obj: unknown, msg: string): void },
  jobId?: string,
): Promise<void> {
  if (!notify) return;
  await notify(event, jobId).catch((error: unknown) =>
    log?.error({ err: error, kind: event.kind }, 'notification not queued'),
  );
}
