// The job queue (ARCHITECTURE "Several instances"): BullMQ on PostgreSQL when DATABASE_URL is
// set, an in-process runner with the embedded database. Features register their handlers while
// the app is built; workers start when it is ready and finish their jobs before it closes.
import fp from 'fastify-plugin';
import { createBullmqQueue } from '../jobs/bullmq-queue';
import { createInProcessQueue } from '../jobs/in-process-queue';
import type { JobQueue } from '../jobs/types';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export default fp<{ databaseUrl: string | undefined }>(
  async (app, options) => {
    const log = app.log.child({ component: 'jobs' });
    const jobs = options.databaseUrl
      ? await createBullmqQueue({ databaseUrl: options.databaseUrl, log })
      : createInProcessQueue({ log });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => {
      await jobs.start();
    });
    app.addHook('onClose', async () => {
      await jobs.close();
    });
    app.log.info({ backend: jobs.backend }, 'job queue ready');
  },
  { name: 'jobs', dependencies: ['database'] },
);
