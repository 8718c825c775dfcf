// The job queue's typed contract (ARCHITECTURE "Several instances"). A feature adds its job by
// merging into JobPayloads:
//   declare module '../jobs/types' { interface JobPayloads { receipt: { paymentid: string } } }
// then registers one handler (`app.jobs.handle('receipt', …)`) and enqueues from anywhere
// (`await app.jobs.enqueue('receipt', { paymentid })`). Payloads are JSON: no Dates, no classes.
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../mail/mailer';

export interface JobPayloads {
  /** One finished message, sent as is. */
  mail: MailMessage;
  /** The token is made when the mail is sent, so no secret waits in the queue. */
  'account-mail': { kind: 'verify' | 'reset'; userid: string };
  /** An import row of csv_imports (services/admin/csv-import.ts, docs/adr/0032): the file and
   * the uploading admin are read from the row, so a retried job finds them again. Jobs queued
   * before the row existed carry the file; they fail with a message naming the cause. */
  'csv-import': { importid: string };
}

/**
 * Jobs run on lanes of their own (docs/adr/0032): an import never waits behind thousands of
 * mails, nor the mails behind an import. Each lane has its own workers and concurrency.
 */
export type JobLane = 'default' | 'imports';
export const laneOf = (name: JobName): JobLane => (name === 'csv-import' ? 'imports' : 'default');

export type JobName = keyof JobPayloads & string;

/** How far a job has come; shown to the user who started it. */
export interface JobProgress {
  done: number;
  total: number;
}

export type JobState = 'waiting' | 'active' | 'completed' | 'failed';

export interface JobStatus {
  id: string;
  name: JobName;
  state: JobState;
  progress: JobProgress | null;
  /** What the handler returned, once completed. */
  result: unknown;
  /** Why it failed, once failed after its last attempt. */
  failedReason: string | null;
  /** The payload it was queued with (callers check ownership with it). */
  payload: unknown;
}

export interface FailedJob {
  id: string;
  name: JobName;
  failedReason: string;
  attemptsMade: number;
  /** When the last attempt failed (ISO). */
  failedAt: string;
  payload: unknown;
}

export interface JobContext<Payload = unknown> {
  id: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  log: FastifyBaseLogger;
  reportProgress(progress: JobProgress): Promise<void>;
  /** Replaces the stored payload, e.g. to drop secrets once read (then set attempts to 1). */
  replacePayload(payload: Payload): Promise<void>;
}

export type JobHandler<N extends JobName> = (
  payload: JobPayloads[N],
  context: JobContext<JobPayloads[N]>,
) => Promise<unknown>;

export interface EnqueueOptions {
  /** A stable id makes enqueueing idempotent: the same id is queued once. */
  jobId?: string;
  /** Runs in all, the first included (default 3, with back-off). */
  attempts?: number;
  /** Runs no sooner than this many milliseconds from now (waiting until then). */
  delayMs?: number;
}

export interface JobQueue {
  /** 'postgres' (BullMQ on the DATABASE_URL server) or 'in-process' (embedded PGlite). */
  readonly backend: 'postgres' | 'in-process';
  /** Register before the app is ready; one handler per name. */
  handle<N extends JobName>(name: N, handler: JobHandler<N>): void;
  enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Many jobs of one kind in one round trip (e.g. an import's invitation mails). */
  enqueueMany<N extends JobName>(
    name: N,
    payloads: JobPayloads[N][],
    options?: Omit<EnqueueOptions, 'jobId'> & {
      /** Stable ids, one per payload (each queued once, as `jobId` does for one job). */
      jobIds?: string[];
    },
  ): Promise<string[]>;
  status(id: string): Promise<JobStatus | null>;
  /** Jobs that failed after their last attempt, newest first (admin Maintenance). */
  failed(limit: number): Promise<FailedJob[]>;
  /** Resolves when the queue's store answers (GET /api/health). */
  ping(): Promise<void>;
  /** Starts working on jobs (the plugin calls it when the app is ready). */
  start(): Promise<void>;
  /** Resolves once no job is waiting, delayed for a retry, or running (tests, tools). */
  idle(timeoutMs?: number): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1000;
