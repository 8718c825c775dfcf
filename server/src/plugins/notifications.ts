// Notification mails (docs/adr/0015) through the transactional outbox (docs/adr/0022, "Mails
// that go once"). A service adds the event to `notification_outbox` in its own transaction
// (recordNotification) and, after the commit, `app.notifications.notify` asks for a drain: one
// 'notify-drain' job per DRAIN_EVERY_MS window, run when the window has closed, claims every
// pending row in batches and sends them (docs/adr/0038: a queue job per mail cost more CPU than
// the write that caused it). A row whose send fails gets a 'notify' job of its own, which
// retries with back-off, as the rows of an import and of the sweep have. The row's unique key
// (kind, subject, day) and its claim are what make a mail go once, not the queue's bookkeeping.
// Every instance sweeps the outbox at start and on its tick, queueing rows whose job was lost
// (a process killed between commit and queue, the embedded queue after a crash). Every instance
// ticks once a minute and the queue runs each community's reminder and summary scan once
// (services/notifications/schedule.ts).
import fp from 'fastify-plugin';
import {
  addToOutbox,
  claimOutboxRow,
  claimPendingOutboxRows,
  markOutboxRowsSent,
  markOutboxSent,
  orphanedOutboxRows,
  releaseAllClaims,
  releaseOutboxRow,
  type OutboxRow,
} from '../db/queries/notification-outbox';
import type { NotificationEvent, NotificationScan, Notify } from '../services/notifications/events';
import { deliverNotification, readAhead } from '../services/notifications/deliver';
import { notificationTick, runScan } from '../services/notifications/schedule';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      notify: Notify;
      /** Queues the scans due at `now` (the clock is injected for tests and tools). */
      tick(now?: Date): Promise<string[]>;
      /** Queues the jobs of outbox rows whose job was lost; answers how many. */
      sweep(): Promise<number>;
      /** Queues the jobs of rows just committed, in bulk (an import's mails). */
      queueRows(rows: OutboxRow[]): Promise<void>;
    };
  }
}

/** The event with its outbox row (jobs queued before the outbox carry the event alone). */
export type NotifyJob = NotificationEvent & { outboxId?: number; outboxKey?: string };

declare module '../jobs/types' {
  interface JobPayloads {
    notify: NotifyJob;
    /** Sends the pending rows of the outbox; `window` names the DRAIN_EVERY_MS window. */
    'notify-drain': { window: number };
    'notify-scan': NotificationScan;
  }
}

/** A mail is worth a few tries: 1 s, 2 s, 4 s, 8 s apart. */
export const NOTIFY_ATTEMPTS = 5;
/**
 * Writes within one window share one drain, run as the window closes: every row committed
 * before its notify() asked for the drain is pending when the drain claims (docs/adr/0038).
 */
export const DRAIN_EVERY_MS = 250;
/** Rows claimed at a time by a drain, and batches per drain (the next drain takes the rest). */
const DRAIN_BATCH = 50;
const DRAIN_BATCHES = 20;
/** Rows queued again by one sweep (the next tick takes the rest). */
const SWEEP_BATCH = 1000;
/** How often each instance looks for rows whose job was lost (one indexed read). */
const SWEEP_EVERY_MS = 10_000;

export default fp<{ tickSeconds: number }>(
  async (app, options) => {
    const queue = async (row: OutboxRow, jobId = `outbox_${row.id}`) => {
      // Only notification events are added to this outbox (recordNotification, notify).
      const event = row.event as NotificationEvent;
      const job: NotifyJob = { ...event, outboxId: row.id, outboxKey: row.key };
      await app.jobs.enqueue('notify', job, { attempts: NOTIFY_ATTEMPTS, jobId });
    };
    // Under the ids the sweep uses, so a backlog's rows are not queued again by the sweep.
    const queueRows = async (rows: OutboxRow[]) => {
      const jobs = rows.map((row): NotifyJob => ({
        ...(row.event as NotificationEvent),
        outboxId: row.id,
        outboxKey: row.key,
      }));
      const jobIds = rows.map((row) => `outbox_${row.id}`);
      await app.jobs.enqueueMany('notify', jobs, { attempts: NOTIFY_ATTEMPTS, jobIds });
    };
    // One drain per window, whichever instance asks first; it runs when the window has closed.
    // This instance asks once per window: its later rows are committed before that drain runs.
    let askedWindow = -1;
    const requestDrain = async () => {
      const now = Date.now();
      const window = Math.floor(now / DRAIN_EVERY_MS);
      if (window === askedWindow) return;
      await app.jobs.enqueue(
        'notify-drain',
        { window },
        { jobId: `drain_${window}`, delayMs: (window + 1) * DRAIN_EVERY_MS - now },
      );
      askedWindow = window;
    };
    // The row is usually in the outbox already (added in the change's transaction); a caller
    // without a transaction of its own (a scan) adds it here. A sent row is not queued again.
    // A caller whose committed transaction added the row says so (inOutbox): a drain is asked
    // for without reading the row (docs/adr/0038).
    const notify: Notify = async (event, key, options) => {
      if (options?.inOutbox) return requestDrain();
      const row = await addToOutbox(app.db, event, key);
      if (row.state === 'pending') await requestDrain();
    };
    const deliverDeps = () => ({
      db: app.db,
      transport: app.mailTransport,
      publicUrl: app.config.publicUrl,
      secret: app.config.jwtSecret,
    });
    app.jobs.handle('notify-drain', async () => {
      let sent = 0;
      let retrying = 0;
      for (let batch = 0; batch < DRAIN_BATCHES; batch += 1) {
        const rows = await claimPendingOutboxRows(app.db, DRAIN_BATCH);
        // The batch's vehicles in one read, after the claim: what each mail is written from is
        // still read as it goes out (a car checked out before the claim gets none). Should the
        // read fail, each mail reads its own and fails, or not, on its own.
        const vehicles = await readAhead(
          app.db,
          rows.map((row) => row.event as NotificationEvent),
        ).catch(() => undefined);
        const deps = { ...deliverDeps(), vehicles };
        const delivered: number[] = [];
        for (const row of rows) {
          try {
            await deliverNotification(deps, row.event as NotificationEvent, row.key);
            delivered.push(row.id);
          } catch (error) {
            // Pending again, with a job of its own that retries it with back-off. Drains take
            // first sends only, so an outage is not tried again by every drain, and a row fails
            // in a drain once: the id is new even where an import's job for the row has ended.
            const message = error instanceof Error ? error.message : String(error);
            await releaseOutboxRow(app.db, row.id, message, false);
            await queue(row, `outbox_${row.id}_drain`);
            retrying += 1;
          }
        }
        // Marked together: a crash before this sends them again under the same keys, which
        // the transport skips (docs/adr/0022).
        await markOutboxRowsSent(app.db, delivered);
        sent += delivered.length;
        if (rows.length < DRAIN_BATCH) break;
      }
      return { sent, retrying };
    });
    app.jobs.handle('notify', async ({ outboxId, outboxKey, ...event }, context) => {
      if (outboxId === undefined) return deliverNotification(deliverDeps(), event);
      const row = await claimOutboxRow(app.db, outboxId);
      if (!row) return { sent: 0, skipped: ['outbox: sent or being sent'] };
      try {
        const event = row.event as NotificationEvent;
        const result = await deliverNotification(deliverDeps(), event, outboxKey ?? row.key);
        await markOutboxSent(app.db, row.id);
        return result;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await releaseOutboxRow(app.db, row.id, message, context.attempt >= NOTIFY_ATTEMPTS);
        throw error;
      }
    });
    /** Pending rows past their first moments, and sending rows whose sender died. */
    const sweep = async () => {
      const rows = await orphanedOutboxRows(app.db, SWEEP_BATCH);
      for (const row of rows) {
        // A row past its claim had a job that died with its process: a job of its own.
        await queue(row, row.state === 'sending' ? `outbox_${row.id}_again` : undefined);
      }
      return rows.length;
    };
    app.jobs.handle('notify-scan', async (scan) => runScan(app.db, notify, scan));
    const tick = (now: Date = new Date()) =>
      notificationTick(
        app.db,
        async (scan, jobId) => {
          await app.jobs.enqueue('notify-scan', scan, { jobId });
        },
        now,
      );
    app.decorate('notifications', { notify, tick, sweep, queueRows });
    const sweepLogged = () =>
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'notification outbox sweep'));

    // What a crashed process left in the outbox goes out as soon as the app is up. The single
    // process on PGlite owns its data folder: a row it was sending when it died is sent again
    // at once (the mail transport skips a mail that did go out, by its key).
    app.addHook('onReady', async () => {
      if (app.jobs.backend === 'in-process') await releaseAllClaims(app.db);
      void sweepLogged();
    });
    const timers: NodeJS.Timeout[] = [];
    if (options.tickSeconds > 0) {
      app.addHook('onReady', async () => {
        timers.push(
          setInterval(() => {
            tick().catch((error: unknown) => app.log.error({ err: error }, 'notification tick'));
          }, options.tickSeconds * 1000),
          setInterval(() => void sweepLogged(), SWEEP_EVERY_MS),
        );
        for (const timer of timers) timer.unref();
      });
    }
    app.addHook('preClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
  { name: 'notifications', dependencies: ['jobs', 'mailer', 'database'] },
);
