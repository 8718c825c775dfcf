// The job queue on PostgreSQL through BullMQ's PostgreSQL backend (ARCHITECTURE "Several
// instances"): jobs live beside the data, every instance runs a worker, and a job is claimed by
// one of them (FOR UPDATE SKIP LOCKED), so it runs once however many instances there are. A job
// whose instance dies mid-run is picked up again by another one once its lock lapses. Each lane
// (types.ts laneOf) is a queue of its own with its own worker: imports never wait behind mails.
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_SCHEMA,
  Queue,
  Worker,
  createPostgresBackend,
  quoteSchemaName,
  runMigrations,
  type Job,
} from 'bullmq';
import type { Pool } from 'pg';
import { createPool } from '../db/pool';
import {
  DEFAULT_ATTEMPTS,
  RETRY_DELAY_MS,
  laneOf,
  type JobContext,
  type JobLane,
  type JobName,
  type JobProgress,
  type JobQueue,
  type JobState,
  type JobStatus,
} from './types';

const QUEUE_NAMES: Record<JobLane, string> = { default: 'parking', imports: 'parking-imports' };
const LANES = Object.keys(QUEUE_NAMES) as JobLane[];
/** An import runs alone per instance; its lock lapses soon after its instance died. */
const LANE_WORKER: Record<JobLane, { concurrency: number; lockDuration?: number }> = {
  default: { concurrency: 4 },
  imports: { concurrency: 1, lockDuration: 15_000 },
};
const HOUR_S = 60 * 60;
// Finished jobs stay readable for a while: the admin screen polls an import's progress.
const KEEP_COMPLETED = { age: 24 * HOUR_S, count: 5000 };
const KEEP_FAILED = { age: 7 * 24 * HOUR_S };
const METRICS_MINUTES = 7 * 24 * 60;
// How long a shutdown waits for running jobs before it closes the worker without them.
const CLOSE_WAIT_MS = 10_000;

type AnyHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

const STATES: Record<string, JobState> = {
  waiting: 'waiting',
  delayed: 'waiting',
  prioritized: 'waiting',
  'waiting-children': 'waiting',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

function isProgress(value: unknown): value is JobProgress {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as JobProgress).done === 'number' &&
    typeof (value as JobProgress).total === 'number'
  );
}

const jobOptions = (attempts = DEFAULT_ATTEMPTS) => ({
  attempts,
  backoff: { type: 'exponential', delay: RETRY_DELAY_MS },
  removeOnComplete: KEEP_COMPLETED,
  removeOnFail: KEEP_FAILED,
});

export async function createBullmqQueue(options: {
  databaseUrl: string;
  log: FastifyBaseLogger;
  concurrency?: number;
}): Promise<JobQueue> {
  const { log } = options;
  // The queue's pools are ours (db/pool.ts), so a connection PostgreSQL ends while BullMQ has it
  // checked out is an error logged, not an unhandled 'error' event that ends the process.
  const onConnectionError = (error: Error) =>
    log.warn({ err: error }, 'job queue connection lost; the pool reconnects');
  const poolOf = (max: number): Pool =>
    createPool(
      {
        connectionString: options.databaseUrl,
        max,
        // BullMQ's SQL uses unqualified names in its own schema, as its own pools would set.
        options: `-c search_path=${quoteSchemaName(DEFAULT_SCHEMA)}`,
      },
      onConnectionError,
    );
  const queuePool = poolOf(3);
  // The worker's pool also lends each lane's long-lived LISTEN connection.
  const workerPool = poolOf(6);
  // BullMQ's own migrations run under its own advisory lock, in the schema "bullmq".
  const migrator = await queuePool.connect();
  try {
    await runMigrations(migrator, DEFAULT_SCHEMA);
  } catch (error) {
    migrator.release();
    await Promise.all([queuePool.end(), workerPool.end()]);
    throw error;
  }
  migrator.release();
  const openQueue = (lane: JobLane) =>
    new Queue(QUEUE_NAMES[lane], { connection: queuePool }, createPostgresBackend);
  const queues = {} as Record<JobLane, ReturnType<typeof openQueue>>;
  for (const lane of LANES) {
    const queue = openQueue(lane);
    queue.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
    await queue.waitUntilReady();
    queues[lane] = queue;
  }
  const queueOf = (name: JobName) => queues[laneOf(name)];
  const allQueues = () => LANES.map((lane) => queues[lane]);
  const handlers = new Map<string, AnyHandler>();
  const startWorker = (lane: JobLane) => {
    const { concurrency, lockDuration } = LANE_WORKER[lane];
    const started = new Worker(
      QUEUE_NAMES[lane],
      run,
      {
        connection: workerPool,
        // Jobs completed and failed per minute, a week of them (bullmq.metrics; test:faults).
        metrics: { maxDataPoints: METRICS_MINUTES },
        concurrency: lane === 'default' ? (options.concurrency ?? concurrency) : concurrency,
        ...(lockDuration ? { lockDuration, stalledInterval: lockDuration } : {}),
      },
      createPostgresBackend,
    );
    started.on('error', (error: Error) => log.error({ err: error }, 'job worker error'));
    started.on('failed', (job, error) =>
      log.warn({ err: error, job: job?.name, jobId: job?.id }, 'job attempt failed'),
    );
    return started;
  };
  let workers: ReturnType<typeof startWorker>[] = [];

  const run = async (job: Job) => {
    const handler = handlers.get(job.name);
    if (!handler) throw new Error(`No handler for job "${job.name}"`);
    const id = job.id ?? '';
    return handler(job.data, {
      id,
      attempt: job.attemptsMade + 1,
      log: log.child({ job: job.name, jobId: id }),
      reportProgress: (progress) => job.updateProgress(progress),
      replacePayload: (payload) => job.updateData(payload),
    });
  };

  return {
    backend: 'postgres',
    handle(name, handler) {
      if (handlers.has(name)) throw new Error(`Job "${name}" already has a handler`);
      handlers.set(name, handler as AnyHandler);
    },
    async enqueue(name, payload, enqueueOptions = {}) {
      const job = await queueOf(name).add(name, payload, {
        ...jobOptions(enqueueOptions.attempts),
        jobId: enqueueOptions.jobId,
        ...(enqueueOptions.delayMs
          ? { delay: Math.max(0, Math.round(enqueueOptions.delayMs)) }
          : {}),
      });
      if (!job.id) throw new Error('The queue gave the job no id');
      return job.id;
    },
    async enqueueMany(name, payloads, enqueueOptions = {}) {
      const opts = jobOptions(enqueueOptions.attempts);
      const ids = enqueueOptions.jobIds;
      const jobs = await queueOf(name).addBulk(
        payloads.map((data, i) => ({ name, data, opts: ids ? { ...opts, jobId: ids[i] } : opts })),
      );
      return jobs.map((job) => job.id ?? '');
    },
    async status(id) {
      let job: Job | undefined;
      for (const queue of allQueues()) job ??= await queue.getJob(id);
      if (!job) return null;
      const state = STATES[await job.getState()];
      if (!state) return null;
      const status: JobStatus = {
        id,
        name: job.name as JobName,
        state,
        progress: isProgress(job.progress) ? job.progress : null,
        result: job.returnvalue ?? null,
        failedReason: state === 'failed' ? (job.failedReason ?? 'failed') : null,
        payload: job.data,
      };
      return status;
    },
    async failed(limit) {
      const lists = await Promise.all(
        allQueues().map((queue) => queue.getFailed(0, Math.max(0, limit - 1))),
      );
      return lists
        .flat()
        .filter((job) => job.id)
        .sort((a, b) => (b.finishedOn ?? b.timestamp) - (a.finishedOn ?? a.timestamp))
        .slice(0, limit)
        .map((job) => ({
          id: job.id ?? '',
          name: job.name as JobName,
          failedReason: job.failedReason || 'failed',
          attemptsMade: job.attemptsMade,
          failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(),
          payload: job.data as unknown,
        }));
    },
    async ping() {
      await queues.default.getJobCounts('active');
    },
    async idle(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // Imports first: an import queues its mails before it completes, so mails queued by an
        // import seen finished are seen by the mail lane's count that follows.
        let empty = true;
        for (const queue of [queues.imports, queues.default]) {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
          empty &&= Object.values(counts).every((count) => count === 0);
          if (!empty) break;
        }
        if (empty) return;
        if (Date.now() > deadline) throw new Error(`jobs still queued after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async start() {
      if (workers.length > 0) return;
      workers = LANES.map(startWorker);
      await Promise.all(workers.map((worker) => worker.waitUntilReady()));
    },
    async close() {
      // Running jobs may finish; one stuck on a connection the server ended must not hold the
      // shutdown forever (its lock lapses and another instance runs it again).
      const closing = workers;
      workers = [];
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        Promise.all(closing.map((worker) => worker.close())).then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), CLOSE_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (gaveUp) {
        log.warn('jobs still running at shutdown; closing the workers without them');
        await Promise.all(closing.map((worker) => worker.close(true)));
      }
      await Promise.all(allQueues().map((queue) => queue.close()));
      await Promise.all([queuePool.end(), workerPool.end()]);
    },
  };
}
