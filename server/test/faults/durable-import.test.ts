// "Imports are durable" (docs/adr/0032): the uploaded file lives in its csv_imports row
// until the import finishes, a run again after a crash imports each owner once and mails each
// once, the progress is read from the row, and imports do not wait behind mails.
import { like, sql } from 'drizzle-orm';
import { notificationOutbox, users } from '../../src/db/schema';
import { createCsvImport, findCsvImport, startCsvImport } from '../../src/db/queries/csv-imports';
import { importOwnersCsv, resumeStaleImports } from '../../src/services/admin/csv-import';
import { bearer, multipart, readOutbox } from '../helpers/requests';
import { testAppWithRoles } from '../helpers/test-app';

declare module '../../src/jobs/types' {
  interface JobPayloads {
    'test-gate': { n: number };
  }
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
