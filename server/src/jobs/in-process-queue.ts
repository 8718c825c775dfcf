// The job queue with the embedded database (one process by design, ARCHITECTURE "Several
// instances"): jobs run in this process after the request that queued them has answered,
// with the same retries as BullMQ. Queued jobs are finished before the app closes; a crash
// loses what had not run yet, which is why PostgreSQL deployments use the BullMQ queue. Each
// lane (types.ts laneOf) has its own places: an import never waits behind mails.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_ATTEMPTS,
  RETRY_DELAY_MS,
  laneOf,
  type JobContext,
  type JobLane,
  type JobQueue,
  type JobStatus,
} from './types';

type AnyHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

interface Entry {
  status: JobStatus;
  attempts: number;
  attemptsMade: number;
  failedAt?: Date;
}

const KEEP_FINISHED = 5000;
const DRAIN_TIMEOUT_MS = 15_000;

export function createInProcessQueue(options: {
  log: FastifyBaseLogger;
  concurrency?: number;
}): JobQueue {
  const { log } = options;
  const concurrency: Record<JobLane, number> = { default: options.concurrency ?? 2, imports: 1 };
  const handlers = new Map<string, AnyHandler>();
  const jobs = new Map<string, Entry>();
  const ready: Record<JobLane, Entry[]> = { default: [], imports: [] };
  const lanes = Object.keys(ready) as JobLane[];
  const queueReady = (entry: Entry) => ready[laneOf(entry.status.name)].push(entry);
  const timers = new Map<NodeJS.Timeout, Entry>();
  const running: Record<JobLane, number> = { default: 0, imports: 0 };
  let started = false;
  let closing = false;
  const idleWaiters = new Set<() => void>();

  const forgetOldFinished = () => {
    if (jobs.size <= KEEP_FINISHED) return;
    for (const [id, entry] of jobs) {
      if (jobs.size <= KEEP_FINISHED) break;
      if (entry.status.state === 'completed' || entry.status.state === 'failed') jobs.delete(id);
    }
  };

  const busy = () =>
    lanes.some((lane) => running[lane] > 0 || ready[lane].length > 0) || timers.size > 0;

  const pump = () => {
    for (const lane of lanes) {
      while (started && running[lane] < concurrency[lane] && ready[lane].length > 0) {
        const entry = ready[lane].shift();
        if (entry) void execute(entry);
      }
    }
    if (!busy()) for (const resolve of idleWaiters) resolve();
  };

  const execute = async (entry: Entry) => {
    const { status } = entry;
    const handler = handlers.get(status.name);
    const lane = laneOf(status.name);
    running[lane] += 1;
    status.state = 'active';
    entry.attemptsMade += 1;
    try {
      if (!handler) throw new Error(`No handler for job "${status.name}"`);
      status.result =
        (await handler(status.payload, {
          id: status.id,
          attempt: entry.attemptsMade,
          log: log.child({ job: status.name, jobId: status.id }),
          reportProgress: async (progress) => {
            status.progress = progress;
          },
          replacePayload: async (payload) => {
            status.payload = payload;
          },
        })) ?? null;
      status.state = 'completed';
    } catch (error) {
      log.warn({ err: error, job: status.name, jobId: status.id }, 'job attempt failed');
      if (entry.attemptsMade < entry.attempts && !closing) {
        status.state = 'waiting';
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            queueReady(entry);
            pump();
          },
          RETRY_DELAY_MS * 2 ** (entry.attemptsMade - 1),
        );
        timers.set(timer, entry);
      } else {
        status.state = 'failed';
        entry.failedAt = new Date();
        status.failedReason = error instanceof Error ? error.message : String(error);
      }
    } finally {
      running[lane] -= 1;
      forgetOldFinished();
      pump();
    }
  };

  return {
    backend: 'in-process',
    handle(name, handler) {
      if (handlers.has(name)) throw new Error(`Job "${name}" already has a handler`);
      handlers.set(name, handler as AnyHandler);
    },
    async enqueue(name, payload, enqueueOptions = {}) {
      if (closing) throw new Error('The job queue is closing');
      const id = enqueueOptions.jobId ?? randomUUID();
      if (jobs.has(id)) return id;
      const entry: Entry = {
        status: {
          id,
          name,
          state: 'waiting',
          progress: null,
          result: null,
          failedReason: null,
          // A copy, as a real queue would store it: the caller may change its object later.
          payload: JSON.parse(JSON.stringify(payload)) as unknown,
        },
        attempts: enqueueOptions.attempts ?? DEFAULT_ATTEMPTS,
        attemptsMade: 0,
      };
      jobs.set(id, entry);
      const delay = Math.round(enqueueOptions.delayMs ?? 0);
      if (delay > 0) {
        // Held on a timer as a retry is: idle() waits for it, close() runs it at once.
        const timer = setTimeout(() => {
          timers.delete(timer);
          queueReady(entry);
          pump();
        }, delay);
        // The server keeps the process alive; close() runs the job at once.
        timer.unref();
        timers.set(timer, entry);
        return id;
      }
      queueReady(entry);
      // After the current request has answered: no job work inside a request.
      setImmediate(pump);
      return id;
    },
    async enqueueMany(name, payloads, enqueueOptions = {}) {
      const ids: string[] = [];
      const { jobIds, ...options } = enqueueOptions;
      for (const [i, payload] of payloads.entries()) {
        ids.push(await this.enqueue(name, payload, { ...options, jobId: jobIds?.[i] }));
      }
      return ids;
    },
    async status(id) {
      const entry = jobs.get(id);
      return entry ? { ...entry.status } : null;
    },
    async failed(limit) {
      return [...jobs.values()]
        .filter((entry) => entry.status.state === 'failed')
        .sort((a, b) => (b.failedAt?.getTime() ?? 0) - (a.failedAt?.getTime() ?? 0))
        .slice(0, limit)
        .map(({ status, attemptsMade, failedAt }) => ({
          id: status.id,
          name: status.name,
          failedReason: status.failedReason ?? 'failed',
          attemptsMade,
          failedAt: (failedAt ?? new Date()).toISOString(),
          payload: status.payload,
        }));
    },
    async ping() {},
    idle(timeoutMs = DRAIN_TIMEOUT_MS) {
      if (!busy()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const done = () => {
          clearTimeout(timeout);
          idleWaiters.delete(done);
          resolve();
        };
        const timeout = setTimeout(() => {
          idleWaiters.delete(done);
          reject(new Error(`jobs still running after ${timeoutMs} ms`));
        }, timeoutMs);
        idleWaiters.add(done);
      });
    },
    async start() {
      started = true;
      pump();
    },
    async close() {
      closing = true;
      // Retries waiting on a timer are run now rather than lost.
      for (const [timer, entry] of timers) {
        clearTimeout(timer);
        queueReady(entry);
      }
      timers.clear();
      if (!started) return;
      pump();
      await this.idle().catch(() => {
        const left = lanes.reduce((sum, lane) => sum + ready[lane].length + running[lane], 0);
        log.warn({ left }, 'job queue closed with jobs unfinished');
      });
    },
  };
}
