// Owner CSV imports as rows (migration 0025, docs/adr/0032-durable-csv-imports.md): the file
// stays here until the import has finished, and its progress is read from here, not from the
// queue's bookkeeping.
import { hostname } from 'node:os';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { csvImports } from '../schema';

export type CsvImportRow = typeof csvImports.$inferSelect;
export type CsvImportState = 'waiting' | 'active' | 'completed' | 'failed';

/** This process, as a row's `worker` names it. */
export const WORKER_NAME = `${hostname()}:${process.pid}`;

export async function createCsvImport(
  db: Executor,
  values: { id: string; hoaid: string; csv: string; total: number; actor: unknown },
): Promise<void> {
  await db.insert(csvImports).values({ ...values, actor: values.actor ?? null });
}

export async function findCsvImport(db: Executor, id: string): Promise<CsvImportRow | null> {
  const [row] = await db.select().from(csvImports).where(eq(csvImports.id, id)).limit(1);
  return row ?? null;
}

/** The progress the admin polls: the row without its file (up to 5,000 rows of text). */
export async function findCsvImportProgress(db: Executor, id: string) {
  const [row] = await db
    .select({
      hoaid: csvImports.hoaid,
      state: csvImports.state,
      done: csvImports.done,
      total: csvImports.total,
      imported: csvImports.imported,
      failed_reason: csvImports.failed_reason,
    })
    .from(csvImports)
    .where(eq(csvImports.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * A worker starts (or resumes) the import: answers the row with its file, or null when it has
 * finished already (a job run again after the import committed) or does not exist.
 */
export async function startCsvImport(db: Executor, id: string): Promise<CsvImportRow | null> {
  const [row] = await db
    .update(csvImports)
    .set({
      state: 'active',
      runs: sql`${csvImports.runs} + 1`,
      worker: WORKER_NAME,
      updated_at: sql`now()`,
    })
    .where(and(eq(csvImports.id, id), inArray(csvImports.state, ['waiting', 'active'])))
    .returning();
  return row ?? null;
}

/** The row as one batch's transaction locks it: a run goes on only while it is the newest. */
export async function lockCsvImportProgress(
  db: Executor,
  id: string,
): Promise<{ state: CsvImportState; runs: number; imported: number } | null> {
  const [row] = await db
    .select({ state: csvImports.state, runs: csvImports.runs, imported: csvImports.imported })
    .from(csvImports)
    .where(eq(csvImports.id, id))
    .for('update');
  if (!row) return null;
  return { state: row.state as CsvImportState, runs: row.runs, imported: row.imported ?? 0 };
}

/**
 * One batch committed (in the batch's transaction): `imported` owners of the file are in, the
 * progress shows them; the last batch completes the import and drops the file.
 */
export async function commitCsvImportBatch(
  db: Executor,
  id: string,
  imported: number,
  total: number,
): Promise<void> {
  if (imported >= total) {
    await finishCsvImport(db, id, { imported });
    return;
  }
  await db
    .update(csvImports)
    .set({ imported, done: imported, updated_at: sql`now()` })
    .where(eq(csvImports.id, id));
}

/** The end, either way: the file (and its passwords) is dropped with it. */
export async function finishCsvImport(
  db: Executor,
  id: string,
  outcome: { imported: number } | { failed: string },
): Promise<void> {
  const done = 'imported' in outcome;
  await db
    .update(csvImports)
    .set({
      state: done ? 'completed' : 'failed',
      csv: null,
      ...(done
        ? { imported: outcome.imported, done: outcome.imported, total: outcome.imported }
        : { failed_reason: outcome.failed.slice(0, 500) }),
      updated_at: sql`now()`,
      finished_at: sql`now()`,
    })
    .where(eq(csvImports.id, id));
}

/**
 * Imports no worker has touched for `staleMs` (their job was lost with an in-process queue, or
 * given up by the queue while its instance was dead): queued again by the sweep.
 */
export async function staleCsvImports(db: Executor, staleMs: number): Promise<string[]> {
  const rows = await db
    .select({ id: csvImports.id })
    .from(csvImports)
    .where(
      and(
        inArray(csvImports.state, ['waiting', 'active']),
        lt(csvImports.updated_at, sql`now() - make_interval(secs => ${staleMs / 1000})`),
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}
