// What a service says happened (docs/adr/0015). The event is added to the outbox in the
// change's own transaction (recordNotification, docs/adr/0022 "Mails that go once") and its
// 'notify' job is queued after the commit (notifyAfterCommit). The job (deliver.ts) reads the
// rows again, checks the recipient's preferences and sends the mail; nothing is sent inside a
// request.
import type { Executor } from '../../db/client';
import { addToOutbox, outboxWrite } from '../../db/queries/notification-outbox';
import type { PendingWrite } from '../../db/queries/together';
import type { NotificationKind, ReceiptFacts } from '../../mail/templates';

export type NotificationEvent =
  | { kind: 'onsite'; hoaid: string; vehicleid: string }
  | { kind: 'reminder'; hoaid: string; vehicleid: string; enddate: string }
  | { kind: 'receipt'; hoaid: string; userid: string; payment: ReceiptFacts }
  | { kind: 'violation'; hoaid: string; violationid: string }
  /** docs/adr/0027: a plate reached the community's tow rule; its owners hear of it. */
  | { kind: 'tow'; hoaid: string; towid: string }
  | { kind: 'summary'; hoaid: string; userid: string; from: string; to: string }
  /** docs/adr/0032: an imported owner's verification or reset mail (its link made on sending). */
  | { kind: 'account'; hoaid: string; userid: string; mail: 'verify' | 'reset' };

/**
 * Queues one event under its key (kind, subject, day): the same key is told once. A failure
 * to queue is logged by the caller, never a failed request. `inOutbox`: the caller's committed
 * transaction added the row (recordNotification), so only its sending is asked for; the row is
 * not read again.
 */
export type Notify = (
  event: NotificationEvent,
  key: string,
  options?: { inOutbox?: boolean },
) => Promise<void>;

/**
 * Adds the event to the outbox in the caller's transaction: it is kept exactly when the change
 * is. The job is queued after the commit (notifyAfterCommit with the same key), or by the
 * outbox sweep when the process died in between.
 */
export async function recordNotification(
  tx: Executor,
  event: NotificationEvent,
  key: string,
): Promise<void> {
  await addToOutbox(tx, event, key);
}

/**
 * The event's outbox row as a write of the change's own statement (writeTogether), for a save
 * that sends its records together; recordNotification sends it alone.
 */
export function notificationWrite(event: NotificationEvent, key: string): PendingWrite {
  return outboxWrite(event, key);
}

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
  log: { error(obj: unknown, msg: string): void } | undefined,
  key: string,
  options?: { inOutbox?: boolean },
): Promise<void> {
  if (!notify) return;
  await notify(event, key, options).catch((error: unknown) =>
    log?.error({ err: error, kind: event.kind }, 'notification not queued'),
  );
}

/** The onsite notice of a car: once per car and checkout date. */
export function onsiteNotice(vehicle: { id: string; hoaid: string; enddate: string }): {
  event: NotificationEvent;
  key: string;
} {
  return {
    event: { kind: 'onsite', hoaid: vehicle.hoaid, vehicleid: vehicle.id },
    key: `onsite_${vehicle.id}_${vehicle.enddate}`,
  };
}
