// The job queue (ARCHITECTURE "Several instances"): in-process with PGlite, BullMQ on the
// PostgreSQL server when DATABASE_URL is set. The same behaviour is asked of both.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { readOutbox } from '../helpers/requests';
import { createTestApp, type TestApp } from '../helpers/test-app';

declare module '../../src/jobs/types' {
  interface JobPayloads {
    'test-echo': { text: string; failTimes?: number };
    'test-slow': { ms: number };
    'test-gated': { text: string };
  }
}

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('job queue', () => {
  let t: TestApp;
  const runs: { instance: string; id: string; text: string; attempt: number }[] = [];

  const handleEcho = (app: FastifyInstance, instance: string) =>
    app.jobs.handle('test-echo', async (payload, context) => {
      runs.push({ instance, id: context.id, text: payload.text, attempt: context.attempt });
      if (context.attempt <= (payload.failTimes ?? 0)) throw new Error(`refused ${payload.text}`);
      await context.reportProgress({ done: 1, total: 1 });
      return { echoed: payload.text };
    });

  beforeAll(async () => {
    t = await createTestApp();
    handleEcho(t.app, 'first');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    runs.length = 0;
  });

  it(`runs on ${onPostgres ? 'BullMQ over PostgreSQL' : 'the in-process runner'}`, () => {
    expect(t.app.jobs.backend).toBe(onPostgres ? 'postgres' : 'in-process');
  });

  it('answers the caller before the job has finished', async () => {
    // The handler waits on a gate only the test opens: enqueue must return while the job
    // is queued or running, never after it (a worker may well pick it up at once).
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    t.app.jobs.handle('test-gated', async () => {
      await gate;
      return { done: true };
    });
    const id = await t.app.jobs.enqueue('test-gated', { text: 'wait' });
    expect((await t.app.jobs.status(id))?.state).not.toBe('completed');
    open();
    await t.app.jobs.idle();
    expect(await t.app.jobs.status(id)).toMatchObject({
      state: 'completed',
      result: { done: true },
    });
  });

  it('runs a queued job once and keeps its result', async () => {
    const id = await t.app.jobs.enqueue('test-echo', { text: 'hello' });
    await t.app.jobs.idle();
    expect(runs).toEqual([{ instance: 'first', id, text: 'hello', attempt: 1 }]);
    expect(await t.app.jobs.status(id)).toMatchObject({
      id,
      name: 'test-echo',
      state: 'completed',
      progress: { done: 1, total: 1 },
      result: { echoed: 'hello' },
      failedReason: null,
      payload: { text: 'hello' },
    });
  });

  it('retries a failing job and reports the final failure', async () => {
    const retried = await t.app.jobs.enqueue('test-echo', { text: 'flaky', failTimes: 1 });
    const doomed = await t.app.jobs.enqueue(
      'test-echo',
      { text: 'doomed', failTimes: 9 },
      { attempts: 2 },
    );
    await t.app.jobs.idle(20_000);
    expect(await t.app.jobs.status(retried)).toMatchObject({ state: 'completed' });
    expect(await t.app.jobs.status(doomed)).toMatchObject({
      state: 'failed',
      failedReason: 'refused doomed',
    });
    expect(runs.filter((run) => run.text === 'doomed').map((run) => run.attempt)).toEqual([1, 2]);
  });

  it('queues a job with a given id only once', async () => {
    const first = await t.app.jobs.enqueue('test-echo', { text: 'once' }, { jobId: 'echo-once' });
    const again = await t.app.jobs.enqueue('test-echo', { text: 'once' }, { jobId: 'echo-once' });
    await t.app.jobs.idle();
    expect([first, again]).toEqual(['echo-once', 'echo-once']);
    expect(runs.filter((run) => run.text === 'once')).toHaveLength(1);
  });

  it('holds a delayed job until its time, and idle() waits for it', async () => {
    const queued = Date.now();
    const id = await t.app.jobs.enqueue('test-echo', { text: 'later' }, { delayMs: 400 });
    expect((await t.app.jobs.status(id))?.state).toBe('waiting');
    await t.app.jobs.idle(20_000);
    expect(runs).toEqual([{ instance: 'first', id, text: 'later', attempt: 1 }]);
    expect(Date.now() - queued).toBeGreaterThanOrEqual(390);
  });

  it('answers null for a job it never had', async () => {
    expect(await t.app.jobs.status('no-such-job')).toBeNull();
  });

  it('sends mail through the queue, not inside the caller', async () => {
    const before = readOutbox(t.config.mailOutbox).length;
    await t.app.mailer.send({
      to: 'q@example.test',
      subject: 'Queued',
      text: 'hi',
      html: '<p>hi</p>',
    });
    await t.app.jobs.idle();
    const mails = readOutbox(t.config.mailOutbox);
    expect(mails).toHaveLength(before + 1);
    expect(mails.some((mail) => mail.to === 'q@example.test' && mail.subject === 'Queued')).toBe(
      true,
    );
  });

  it('writes an account mail from the user id alone, making its link when it runs', async () => {
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    if (!owner) throw new Error('no demo owner');
    const sent = await t.app.jobs.enqueue('account-mail', { kind: 'reset', userid: owner.id });
    const nobody = await t.app.jobs.enqueue('account-mail', {
      kind: 'verify',
      userid: '00000000-0000-4000-8000-000000000000',
    });
    await t.app.jobs.idle();
    expect(await t.app.jobs.status(sent)).toMatchObject({
      state: 'completed',
      result: { sent: true },
    });
    expect(await t.app.jobs.status(nobody)).toMatchObject({ result: { sent: false } });
    const mails = readOutbox(t.config.mailOutbox).filter((m) => m.to === 'owner@demo.test');
    expect(mails.map((m) => m.subject)).toEqual(['Reset your parking portal password']);
  });

  (onPostgres ? it : it.skip)(
    'runs each job on exactly one of several instances sharing the database',
    async () => {
      const second = await buildApp({ config: { ...t.config, demoSeed: false }, logger: false });
      try {
        handleEcho(second, 'second');
        const ids = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            (i % 2 ? second : t.app).jobs.enqueue('test-echo', { text: `many-${i}` }),
          ),
        );
        await t.app.jobs.idle(20_000);
        expect(runs.map((run) => run.id).sort()).toEqual([...ids].sort());
      } finally {
        await second.close();
      }
    },
  );
});

describe('closing the app', () => {
  it('lets a running job finish, database included, before the database closes', async () => {
    const t = await createTestApp();
    const finished: boolean[] = [];
    t.app.jobs.handle('test-slow', async ({ ms }) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await t.app.db.execute(sql`select 1`);
      finished.push(true);
    });
    await t.app.jobs.enqueue('test-slow', { ms: 300 });
    await new Promise((resolve) => setTimeout(resolve, 50)); // running now
    await t.close();
    expect(finished).toEqual([true]);
  });
});
