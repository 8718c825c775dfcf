// Owner CSV import (spec §7 uploadcsv). The request checks every row and answers at once: a
// file with any bad row imports nothing (400 naming the rows); a good file becomes a row of
// csv_imports holding the file (docs/adr/0032) and a 'csv-import' job carrying the row's id,
// which is the import's id. The job checks again (the community may have changed), then works
// in batches of IMPORT_BATCH owners: it hashes a batch's passwords, and in one transaction that
// locks the import row inserts the batch's owners with their audit entries, adds a verification
// mail for owners with a password and a password-reset mail for the others to the outbox (no
// password is ever invented), and moves the row's progress on (the last batch completes it);
// then it yields so other requests run. A job run again after its instance died reads the file
// and the committed progress from the row and goes on from there; a batch commits only for the
// newest run of the import, so no owner is imported twice and no mail is sent twice.
import { randomBytes, randomUUID } from 'node:crypto';
import { findCommunityRow } from '../../db/queries/communities';
import { insertUsers, listOpenAccounts, type NewUserRow } from '../../db/queries/users';
import type { Database, Executor } from '../../db/client';
import type { JobContext, JobQueue } from '../../jobs/types';
import {
  createCsvImport,
  finishCsvImport,
  commitCsvImportBatch,
  findCsvImport,
  lockCsvImportProgress,
  staleCsvImports,
  startCsvImport,
} from '../../db/queries/csv-imports';
import { addManyToOutbox, type OutboxRow } from '../../db/queries/notification-outbox';
import type { NotificationEvent } from '../notifications/events';
import { HttpError } from '../../util/http-error';
import { isUniqueViolation } from '../../util/ids';
import { hashPassword } from '../passwords';
import { parseOwnerCsv, type OwnerCsvRow, type RowProblem } from './csv-rows';
import { USER_FIELDS, fieldsOf, recordAudit, type Actor, type AuditInput } from '../audit';

export const CSV_REFUSED = 'The file was not imported: please correct the rows listed';
/**
 * Owners per transaction (docs/adr/0032 "Batches"): each batch locks the import row and commits
 * its owners, audit entries, mails and the row's progress together, then yields, so a request
 * waits at most one batch behind an import on PGlite's one connection.
 */
export const IMPORT_BATCH = 25;
/** The event loop's next turn: requests that arrived during a batch are read before the next. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * On the embedded database the import shares the API's one thread with every request: after
 * each batch it pauses as long as the batch took, so it never holds more than half the thread
 * and a request waits about one batch behind it at most (docs/adr/0032 "Batches").
 */
export const pauseAsLongAsTheBatch = (batchMs: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(1, Math.round(batchMs))));

/** Runs of one import in all: a crash or a lost connection is retried, a bad file is not. */
export const IMPORT_ATTEMPTS = 3;

/** 400 with the refused rows (UploadCsvErrorBody). */
export class CsvRefused extends HttpError {
  constructor(
    readonly rows: RowProblem[],
    message = CSV_REFUSED,
  ) {
    super(400, message, 'validation_error');
  }
}

/** What a finished import job returns (its `result`). */
export interface CsvImportResult {
  imported: number;
}

// Not an argon2 hash, so verifyPassword always answers false until the owner resets it.
const unusablePassword = () => `!unusable:${randomBytes(24).toString('hex')}`;

/**
 * Every row checked against the file and the community (its owners, and today's settings for
 * the allowances left on community default); throws CsvRefused on any problem. The upload and
 * the job both call it, so HOA Settings changed in between are honoured.
 */
export async function checkOwnersCsv(
  db: Executor,
  hoaid: string,
  csv: string,
  /** Rows already imported by this import's committed batches: theirs are no problem. */
  imported = 0,
): Promise<OwnerCsvRow[]> {
  const community = await findCommunityRow(db, hoaid);
  if (!community) throw new Error(`Community ${hoaid} not found`);
  const existing = await listOpenAccounts(db, hoaid);
  const taken = {
    emails: new Set(existing.map((user) => user.email)),
    units: new Set(existing.filter((u) => u.role === 'owner').map((u) => u.unitnumber)),
  };
  const parsed = await parseOwnerCsv(csv, taken, community);
  const problems = parsed.problems.filter((problem) => problem.row === 0 || problem.row > imported);
  if (problems.length > 0) throw new CsvRefused(problems);
  const { rows } = parsed;
  return rows;
}

async function ownerValues(hoaid: string, rows: OwnerCsvRow[]): Promise<NewUserRow[]> {
  const values: NewUserRow[] = [];
  for (const { password, ...owner } of rows) {
    values.push({
      ...owner,
      hoaid,
      name: `${owner.first_name} ${owner.last_name}`,
      role: 'owner',
      crud: 'write',
      // argon2 runs on libuv's thread pool (@node-rs/argon2), not on the event loop.
      password_hash: password === '' ? unusablePassword() : await hashPassword(password),
    });
  }
  return values;
}

/** The upload's part: the file checked, its import row stored, its job queued. */
export async function queueOwnersImport(
  deps: { db: Database; jobs: JobQueue },
  input: { hoaid: string; csv: string; actor: Actor | undefined },
): Promise<{ jobid: string; count: number }> {
  const rows = await checkOwnersCsv(deps.db, input.hoaid, input.csv);
  const id = randomUUID();
  await createCsvImport(deps.db, { id, ...input, total: rows.length });
  // The job carries the id only; a retry finds the file in the row (docs/adr/0032).
  await deps.jobs
    .enqueue('csv-import', { importid: id }, { jobId: id, attempts: IMPORT_ATTEMPTS })
    .catch(async (error: unknown) => {
      // The admin is told it failed (503) and may upload again: this row must not run later.
      await finishCsvImport(deps.db, id, { failed: 'The import could not be queued' }).catch(
        () => undefined,
      );
      throw error;
    });
  return { jobid: id, count: rows.length };
}

/** Queues the imports untouched for `staleMs` again, each under a job id of its own. */
export async function resumeStaleImports(
  deps: { db: Database; jobs: JobQueue },
  staleMs: number,
): Promise<number> {
  const ids = await staleCsvImports(deps.db, staleMs);
  for (const id of ids) {
    await deps.jobs.enqueue(
      'csv-import',
      { importid: id },
      { jobId: `${id}_resume_${Date.now()}`, attempts: IMPORT_ATTEMPTS },
    );
  }
  return ids.length;
}

type ImportDeps = {
  db: Database;
  /** Queues the mails' jobs once their outbox rows are committed (plugins/notifications). */
  queueMails: (rows: OutboxRow[]) => Promise<void>;
  /** Owners per transaction (IMPORT_BATCH unless a test says otherwise). */
  batch?: number;
  /** Waited for after each batch, given how long it took (default: the event loop's next turn). */
  pause?: (batchMs: number) => Promise<void>;
};

/** The 'csv-import' job: runs (or resumes) the import of one csv_imports row. */
export async function importOwnersCsv(
  deps: ImportDeps,
  payload: { importid?: string },
  context: Pick<JobContext, 'attempt'>,
): Promise<CsvImportResult> {
  const { db } = deps;
  const id = payload.importid;
  // A job queued before imports were rows carried its file, which it no longer has.
  if (!id) throw new Error('This import was queued by an earlier version: please upload again');
  const row = await startCsvImport(db, id);
  if (!row) return { imported: 0 }; // finished already: this run is a repeat
  try {
    return await runImport(deps, {
      id: row.id,
      hoaid: row.hoaid,
      csv: row.csv ?? '',
      actor: row.actor as Actor | null,
      runs: row.runs,
      from: row.imported ?? 0,
    });
  } catch (error) {
    const refused = error instanceof CsvRefused;
    const message = error instanceof Error ? error.message : String(error);
    // A bad file fails at once; anything else (a lost connection) is retried from the row.
    if (refused || context.attempt >= IMPORT_ATTEMPTS)
      await finishCsvImport(db, id, { failed: message });
    throw refused ? new Error(message) : error;
  }
}

async function runImport(
  deps: ImportDeps,
  run: { id: string; hoaid: string; csv: string; actor: Actor | null; runs: number; from: number },
): Promise<CsvImportResult> {
  const { db } = deps;
  const { id, hoaid, actor } = run;
  const rows = await checkOwnersCsv(db, hoaid, run.csv, run.from).catch(async (error: unknown) => {
    if (!(error instanceof CsvRefused)) throw error;
    // A newer run of this import committed meanwhile: its owners are what the check meets.
    const now = await findCsvImport(db, id);
    if (now?.state === 'completed' || (now && now.runs !== run.runs)) return null;
    const first = error.rows[0];
    throw new CsvRefused(error.rows, first ? `Row ${first.row}: ${first.message}` : CSV_REFUSED);
  });
  if (!rows) return { imported: 0 };
  const batchSize = deps.batch ?? IMPORT_BATCH;
  let imported = 0;
  for (let start = run.from; start < rows.length; start += batchSize) {
    const batchStarted = performance.now();
    const slice = rows.slice(start, start + batchSize);
    const values = await ownerValues(hoaid, slice);
    const outcome = await db
      .transaction(async (tx) => {
        // The batch commits only for the newest run, from where the last commit left off.
        const row = await lockCsvImportProgress(tx, id);
        if (!row || row.state !== 'active' || row.runs !== run.runs) return null;
        if (row.imported !== start)
          throw new Error(`Import ${id} is at ${row.imported}, not ${start}`);
        const mails = await insertOwners(tx, { hoaid, actor, rows: slice, values });
        await commitCsvImportBatch(tx, id, start + slice.length, rows.length);
        return mails;
      })
      .catch((error: unknown) => {
        // A registration took an e-mail or unit between the check and the insert.
        if (!isUniqueViolation(error)) throw error;
        const kept = start > 0 ? ` (the first ${start} owners were imported)` : '';
        throw new CsvRefused([], `An e-mail in the file was just registered${kept}`);
      });
    if (!outcome) break; // another run finished it or took it over
    imported += slice.length;
    // Lost here (a crash after the commit), the rows' jobs are queued by the outbox sweep.
    await deps.queueMails(outcome);
    // Requests queued behind this batch run before the next one (docs/adr/0032 "Batches").
    await (deps.pause ?? nextTurn)(performance.now() - batchStarted);
  }
  return { imported };
}

/** One batch's owners, their audit entries and their mails' outbox rows (in its transaction). */
async function insertOwners(
  tx: Executor,
  batch: { hoaid: string; actor: Actor | null; rows: OwnerCsvRow[]; values: NewUserRow[] },
): Promise<OutboxRow[]> {
  const { hoaid, rows, values } = batch;
  if (values.length === 0) return [];
  const saved = await insertUsers(tx, values);
  const entries: AuditInput[] = saved.map((user, i) => ({
    kind: 'owner',
    action: 'create',
    entityid: user.id,
    unitnumber: values[i]?.unitnumber ?? '',
    before: null,
    after: values[i] ? fieldsOf(values[i], USER_FIELDS) : null,
  }));
  // One entry per imported owner, in bulk INSERTs, named after the uploader.
  await recordAudit(
    tx,
    batch.actor ?? { hoaid, userid: null, username: '', role: 'system' },
    entries,
  );
  // One mail per owner, kept exactly when the owners are (docs/adr/0022 "Mails that go once").
  return addManyToOutbox(
    tx,
    saved.map((user, i) => {
      const mail = rows[i]?.password === '' ? 'reset' : 'verify';
      const event: NotificationEvent = { kind: 'account', hoaid, userid: user.id, mail };
      return { event, key: `account_${mail}_${user.id}` };
    }),
  );
}
