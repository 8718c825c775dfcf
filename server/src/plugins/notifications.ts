// Issue 15: notification mails on the job queue. Services call `app.notifications.notify`
// after their transaction has committed; a 'notify' job writes the mail and sends it with
// retries (back-off); every instance ticks once a minute and the queue runs each community's
// reminder and summary scan once (services/notifications/schedule.ts).
import fp from 'fastify-plugin';
import type { NotificationEvent, NotificationScan, Notify } from '../services/notifications/events';
import { deliverNotification } from '../services/notifications/deliver';
import { notificationTick, runScan } from '../services/notifications/schedule';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      notify: Notify;
      /** Queues the scans due at `now` (the clock is injected for tests and tools). */
      tick(now?: Date): Promise<string[]>;
    };
  }
}

declare module '../jobs/types' {
  interface JobPayloads {
    notify: NotificationEvent;
    'notify-scan': NotificationScan;
  }
}

/** A mail is worth a few tries: 1 s, 2 s, 4 s, 8 s apart. */
export const NOTIFY_ATTEMPTS = 5;

export default fp<{ tickSeconds: number }>(
  async (app, options) => {
    const notify: Notify = async (event, jobId) => {
      await app.jobs.enqueue('notify', event, { attempts: NOTIFY_ATTEMPTS, jobId });
    };
    app.jobs.handle('notify', async (event) =>
      deliverNotification(
        {
          db: app.db,
          transport: app.mailTransport,
          publicUrl: app.config.publicUrl,
          secret: app.config.jwtSecret,
        },
        event,
      ),
    );
    app.jobs.handle('notify-scan', async (scan) => runScan(app.db, notify, scan));
    const tick = (now: Date = new Date()) =>
      notificationTick(
        app.db,
        async (scan, jobId) => {
          await app.jobs.enqueue('notify-scan', scan, { jobId });
        },
        now,
      );
    app.decorate('notifications', { notify, tick });

    let timer: NodeJS.Timeout | undefined;
    if (options.tickSeconds > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          tick().catch((error: unknown) => app.log.error({ err: error }, 'notification tick'));
        }, options.tickSeconds * 1000);
        timer.unref();
      });
    }
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'notifications', dependencies: ['jobs', 'mailer', 'database'] },
);
