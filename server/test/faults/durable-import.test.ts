// "Imports are durable" (docs/adr/0032): the uploaded file lives in its csv_imports row
// until the import finishes, a run again after a crash imports each owner once and mails each
// once, the progress is read from the row, and imports do not wait behind mails.
import { like, sql } from 'drizzle-orm';
import { notificationOutbox, users } from '../../src/db/schema';
import { createCsvImport, findCsvImport, startCsvImport } from '../../src/db/queries/csv-imports';
import {
  importOwnersCsv,
  pauseAsLongAsTheBatch,
  resumeStaleImports,
} from '../../src/services/admin/csv-import';
import { bearer, multipart, readOutbox } from '../helpers/requests';
import { testAppWithRoles } from '../helpers/test-app';

declare module '../../src/jobs/types' {
  interface JobPayloads {
    'test-gate': { n: number };
  }
}

/** Polls `done` until it holds (2 s at most). */
async function waitFor(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
}

const HEADER = 'first_name,last_name,email,phone,unitnumber,pincode,password';
const csvOf = (prefix: string, count: number) =>
  [
    HEADER,
    ...Array.from(
      { length: count },
      (_, i) => `Dee,Ur${i},${prefix}${i}@example.org,302-555-0${i},${prefix}-${i},${2000 + i},`,
    ),
  ].join('\n');

describe('durable CSV imports', () => {
  const ctx = testAppWithRoles();

  const upload = async (csv: string) => {
    const body = multipart({ id: 'admin', name: 'owners.csv', hoaid: 'demo' }, csv);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/parking/uploadcsv',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(ctx.tokens.admin) },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { jobid: string }).jobid;
  };
  const progress = async (jobid: string) =>
    (
      await ctx.t.app.inject({
        method: 'GET',
        url: `/api/parking/csv_import/${jobid}`,
        headers: bearer(ctx.tokens.admin),
      })
    ).json() as Record<string, unknown>;
  const owners = async (prefix: string) =>
    (
      await ctx.t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(like(users.email, `${prefix}%@example.org`))
    )[0]?.n;
  const mailsTo = (prefix: string) =>
    readOutbox(ctx.t.config.mailOutbox).filter((mail) => mail.to.startsWith(prefix)).length;
  const deps = () => ({ db: ctx.t.app.db, queueMails: ctx.t.app.notifications.queueRows });

  it('keeps the file with its import row until the import has finished, then drops it', async () => {
    const jobid = await upload(csvOf('keep', 3));
    const queued = await findCsvImport(ctx.t.app.db, jobid);
    expect(queued).toMatchObject({
      hoaid: 'demo',
      total: 3,
      csv: expect.stringContaining('keep2'),
    });
    await ctx.t.app.jobs.idle();
    expect(await findCsvImport(ctx.t.app.db, jobid)).toMatchObject({
      state: 'completed',
      csv: null,
      imported: 3,
      runs: 1,
    });
    expect(await progress(jobid)).toEqual({
      jobid,
      state: 'completed',
      done: 3,
      total: 3,
      imported: 3,
      message: null,
    });
    expect(mailsTo('keep')).toBe(3);
  });

  it('resumes an import whose worker died mid-run: every owner once, one mail each', async () => {
    // The upload's row as a worker that then died (kill -9) left it: active, the file still there.
    const jobid = 'crashed-import';
    const csv = csvOf('crash', 40);
    await createCsvImport(ctx.t.app.db, {
      id: jobid,
      hoaid: 'demo',
      csv,
      total: 40,
      actor: undefined,
    });
    expect(await startCsvImport(ctx.t.app.db, jobid)).toMatchObject({ state: 'active', runs: 1 });
    const before = mailsTo('crash');

    // The stalled job's retry, and a sweep's second run racing it (a zombie): one commits.
    const runs = await Promise.all([
      importOwnersCsv(deps(), { importid: jobid }, { attempt: 2 }),
      importOwnersCsv(deps(), { importid: jobid }, { attempt: 1 }),
    ]);
    expect(runs.map((run) => run.imported).sort((a, b) => a - b)).toEqual([0, 40]);
    // A third run (the queue kept a copy of the job) meets a completed import and does nothing.
    expect(await importOwnersCsv(deps(), { importid: jobid }, { attempt: 3 })).toEqual({
      imported: 0,
    });
    await ctx.t.app.jobs.idle();
    expect(await owners('crash')).toBe(40);
    expect(mailsTo('crash') - before).toBe(40);
    // Never "Row 0: Missing columns": the retry read the file from the row.
    expect(await progress(jobid)).toMatchObject({
      state: 'completed',
      imported: 40,
      message: null,
    });
    expect((await findCsvImport(ctx.t.app.db, jobid))?.runs).toBe(3);
  });

  /** Outbox rows (one per mail) of the owners whose e-mail starts with `prefix`. */
  const outboxRowsOf = async (prefix: string) => {
    const result = await ctx.t.app.db
      .execute(sql`SELECT count(*)::int AS n, count(DISTINCT u.id)::int AS owners
      FROM notification_outbox o JOIN users u
        ON o.key IN ('account_reset_' || u.id, 'account_verify_' || u.id)
      WHERE u.email LIKE ${`${prefix}%@example.org`}`);
    return (result as unknown as { rows: { n: number; owners: number }[] }).rows[0];
  };
  const importRow = async (id: string, prefix: string, count: number) => {
    await createCsvImport(ctx.t.app.db, {
      id,
      hoaid: 'demo',
      csv: csvOf(prefix, count),
      total: count,
      actor: undefined,
    });
  };

  it('commits an import in batches, answering a request made during it before it ends', async () => {
    const jobid = 'batched-import';
    await importRow(jobid, 'batch', 75);
    const batches: number[] = [];
    let during: Promise<Record<string, unknown>> | undefined;
    let batchesWhenAnswered = -1;
    const result = await importOwnersCsv(
      {
        ...deps(),
        batch: 10,
        queueMails: async (rows) => {
          batches.push(rows.length);
          // A request made once the first batch has committed (the admin's progress poll).
          during ??= progress(jobid).then((body) => {
            batchesWhenAnswered = batches.length;
            return body;
          });
          await ctx.t.app.notifications.queueRows(rows);
        },
      },
      { importid: jobid },
      { attempt: 1 },
    );
    expect(result).toEqual({ imported: 75 });
    // Each batch's owners and their mails were committed, and their mails queued, on their own.
    expect(batches).toEqual([10, 10, 10, 10, 10, 10, 10, 5]);
    // The request ran between batches: answered before the last one, it saw the import partway.
    expect(batchesWhenAnswered).toBeGreaterThan(0);
    expect(batchesWhenAnswered).toBeLessThan(batches.length);
    const seen = await during;
    expect(seen).toMatchObject({ state: 'active', total: 75, imported: null });
    expect([10, 20, 30, 40, 50, 60, 70]).toContain(seen?.done);
    expect(await progress(jobid)).toMatchObject({ state: 'completed', done: 75, imported: 75 });
    expect(await owners('batch')).toBe(75);
    expect(await outboxRowsOf('batch')).toEqual({ n: 75, owners: 75 });
  });

  it('waits for its pause after each batch before the next one (paced on PGlite)', async () => {
    const jobid = 'paced-import';
    await importRow(jobid, 'paced', 30);
    const pauses: number[] = [];
    let release: (() => void) | undefined;
    const running = importOwnersCsv(
      {
        ...deps(),
        batch: 10,
        pause: (batchMs) => {
          pauses.push(batchMs);
          return new Promise<void>((resolve) => (release = resolve));
        },
      },
      { importid: jobid },
      { attempt: 1 },
    );
    // Held in its first pause, the import has committed its first batch and nothing more.
    await waitFor(() => pauses.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await findCsvImport(ctx.t.app.db, jobid)).toMatchObject({ state: 'active', done: 10 });
    expect(pauses).toHaveLength(1);
    expect(pauses[0]).toBeGreaterThan(0); // the batch's own time, which the pause matches
    for (let held = 1; held <= 3; held += 1) {
      await waitFor(() => pauses.length === held);
      release?.();
    }
    expect(await running).toEqual({ imported: 30 });
    expect(await owners('paced')).toBe(30);
  });

  it('pauses as long as the batch took, on a timer', async () => {
    const started = performance.now();
    await pauseAsLongAsTheBatch(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(29);
  });

  it('resumes an import after its last committed batch: every owner once, one mail each', async () => {
    const jobid = 'half-done-import';
    await importRow(jobid, 'half', 30);
    let batches = 0;
    // The worker dies (kill -9) right after its second batch committed.
    await expect(
      importOwnersCsv(
        {
          ...deps(),
          batch: 10,
          queueMails: async (rows) => {
            batches += 1;
            if (batches === 2) throw new Error('killed');
            await ctx.t.app.notifications.queueRows(rows);
          },
        },
        { importid: jobid },
        { attempt: 1 },
      ),
    ).rejects.toThrow('killed');
    expect(await findCsvImport(ctx.t.app.db, jobid)).toMatchObject({
      state: 'active',
      done: 20,
      imported: 20,
      csv: expect.stringContaining('half29@'),
    });
    expect(await owners('half')).toBe(20);
    // The retry checks the rows not imported yet and goes on from the 21st.
    expect(
      await importOwnersCsv({ ...deps(), batch: 10 }, { importid: jobid }, { attempt: 2 }),
    ).toEqual({ imported: 10 });
    expect(await findCsvImport(ctx.t.app.db, jobid)).toMatchObject({
      state: 'completed',
      imported: 30,
      csv: null,
      runs: 2,
    });
    expect(await owners('half')).toBe(30);
    // The second batch's mails wait in the outbox for its sweep; none is there twice.
    expect(await outboxRowsOf('half')).toEqual({ n: 30, owners: 30 });
  });

  it('fails an import whose e-mail was registered meanwhile, keeping the batches before and saying so', async () => {
    const jobid = 'raced-import';
    await importRow(jobid, 'raced', 30);
    await expect(
      importOwnersCsv(
        {
          ...deps(),
          batch: 10,
          queueMails: async (rows) => {
            // After the first batch, someone registers the address of the file's 16th row.
            if ((await owners('raced')) === 10) {
              await ctx.t.app.db.insert(users).values({
                hoaid: 'demo',
                first_name: 'Early',
                last_name: 'Bird',
                name: 'Early Bird',
                phone: '302-555-0199',
                email: 'raced15@example.org',
                unitnumber: 'raced-elsewhere',
                pincode: '9999',
                role: 'owner',
                password_hash: 'not-a-login',
              });
            }
            await ctx.t.app.notifications.queueRows(rows);
          },
        },
        { importid: jobid },
        { attempt: 1 },
      ),
    ).rejects.toThrow('An e-mail in the file was just registered');
    expect(await progress(jobid)).toMatchObject({
      state: 'failed',
      done: 10,
      imported: null,
      message: 'An e-mail in the file was just registered (the first 10 owners were imported)',
    });
    // The first batch stays, with one mail each; nothing of the batch that failed is kept.
    expect(await owners('raced')).toBe(11);
    expect(await outboxRowsOf('raced')).toEqual({ n: 10, owners: 10 });
    expect((await findCsvImport(ctx.t.app.db, jobid))?.csv).toBeNull();
  });

  it('stops an older run at its next batch once a newer run of the import has started', async () => {
    const jobid = 'fenced-import';
    await importRow(jobid, 'fence', 30);
    let newer: Promise<{ imported: number }> | undefined;
    const older = await importOwnersCsv(
      {
        ...deps(),
        batch: 10,
        queueMails: async (rows) => {
          // After the older run's first batch, a retry starts (its instance was thought dead).
          newer ??= importOwnersCsv({ ...deps(), batch: 10 }, { importid: jobid }, { attempt: 2 });
          await ctx.t.app.notifications.queueRows(rows);
        },
      },
      { importid: jobid },
      { attempt: 1 },
    );
    const later = await newer;
    expect(older.imported + (later?.imported ?? 0)).toBe(30);
    expect(older.imported).toBeLessThan(30);
    expect(await owners('fence')).toBe(30);
    expect(await outboxRowsOf('fence')).toEqual({ n: 30, owners: 30 });
    expect(await findCsvImport(ctx.t.app.db, jobid)).toMatchObject({ state: 'completed', runs: 2 });
  });

  it('answers the progress from the row when the queue no longer knows the job', async () => {
    // An import run without the queue (as after the queue evicted or lost its job).
    const jobid = await upload(csvOf('evict', 2));
    await ctx.t.app.jobs.idle();
    const gone = `${jobid}-never-queued`;
    await ctx.t.app.db.execute(sql`INSERT INTO csv_imports (id, hoaid, csv, total)
      VALUES (${gone}, 'demo', ${csvOf('evicted', 2)}, 2)`);
    expect(await ctx.t.app.jobs.status(gone)).toBeNull();
    expect(await progress(gone)).toMatchObject({ state: 'waiting', done: 0, total: 2 });
    // The sweep queues it (at start with the in-process queue; BullMQ after STALE_IMPORT_MS).
    await ctx.t.app.db.execute(
      sql`UPDATE csv_imports SET updated_at = now() - interval '1 hour' WHERE id = ${gone}`,
    );
    expect(await resumeStaleImports({ db: ctx.t.app.db, jobs: ctx.t.app.jobs }, 60_000)).toBe(1);
    await ctx.t.app.jobs.idle();
    expect(await progress(gone)).toMatchObject({ state: 'completed', imported: 2 });
    expect(await owners('evicted')).toBe(2);
  });

  it('runs an import while the mail lane is full', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let started = 0;
    ctx.t.app.jobs.handle('test-gate', async () => {
      started += 1;
      await gate;
    });
    // More gated jobs than the mail lane has places, on either queue.
    for (let n = 0; n < 8; n += 1) await ctx.t.app.jobs.enqueue('test-gate', { n });
    try {
      const jobid = await upload(csvOf('lane', 4));
      const deadline = Date.now() + 60_000;
      while ((await progress(jobid)).state !== 'completed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await progress(jobid)).toMatchObject({ state: 'completed', imported: 4 });
      expect(started).toBeLessThan(8); // the mail lane was still busy throughout
    } finally {
      open();
    }
    await ctx.t.app.jobs.idle(60_000);
    expect(mailsTo('lane')).toBe(4);
    const rows = await ctx.t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationOutbox)
      .where(like(notificationOutbox.key, 'account_%'));
    expect(rows[0]?.n).toBeGreaterThanOrEqual(4);
  }, 90_000);

  it('fails the import row when its job cannot be queued, so a second upload is the only one', async () => {
    const enqueue = ctx.t.app.jobs.enqueue;
    ctx.t.app.jobs.enqueue = () => Promise.reject(new Error('Connection terminated unexpectedly'));
    try {
      const body = multipart({ id: 'admin', name: 'owners.csv', hoaid: 'demo' }, csvOf('noq', 2));
      const response = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/parking/uploadcsv',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(ctx.tokens.admin) },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      ctx.t.app.jobs.enqueue = enqueue;
    }
    const rows = await ctx.t.app.db.execute(
      sql`SELECT state, csv FROM csv_imports WHERE csv IS NULL AND failed_reason = 'The import could not be queued'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ state: 'failed', csv: null }]);
    // The admin uploads again: that import runs, once.
    await upload(csvOf('noq', 2));
    await ctx.t.app.jobs.idle();
    expect(await owners('noq')).toBe(2);
  });

  it('marks a run started twice as run twice (the row counts runs)', async () => {
    const jobid = await upload(csvOf('twice', 1));
    await ctx.t.app.jobs.idle();
    expect(await startCsvImport(ctx.t.app.db, jobid)).toBeNull(); // completed: nothing to resume
    expect((await findCsvImport(ctx.t.app.db, jobid))?.runs).toBe(1);
  });
});
