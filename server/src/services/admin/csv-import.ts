// Owner CSV import (spec §7 uploadcsv). The request checks every row and answers at once: a
// file with any bad row imports nothing (400 naming the rows); a good file becomes a row of
// csv_imports holding the file (docs/adr/0032) and a 'csv-import' job carrying the row's id,
// which is the import's id. The job checks again (the community may have changed), hashes
// the passwords and, in ONE transaction, inserts every owner, adds a verification mail for
// owners with a password and a password-reset mail for the others to the outbox (no password
// is ever invented), and marks the import completed. A job run again after its instance died
// reads the file from the row; one that meets a completed import does nothing, so no owner is
// imported twice and no mail is sent twice.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { findCommunityRow } from '../../db/queries/communities';
import type { NewUserRow } from '../../db/queries/users';
import type { Database, Executor } from '../../db/client';
import type { JobContext, JobQueue } from '../../jobs/types';
import {
  createCsvImport,
  finishCsvImport,
  lockCsvImport,
  reportCsvImport,
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
const INSERT_BATCH = 500;
const PROGRESS_EVERY = 25;
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
): Promise<OwnerCsvRow[]> {
  const community = await findCommunityRow(db, hoaid);
  if (!community) throw new Error(`Community ${hoaid} not found`);
  // A deleted owner's closed row keeps its unit's history only: the unit can have a new owner.
  const existing = await db
    .select({ email: users.email, unitnumber: users.unitnumber, role: users.role })
    .from(users)
    .where(and(eq(users.hoaid, hoaid), isNull(users.closed_at)));
  const taken = {
    emails: new Set(existing.map((user) => user.email)),
    units: new Set(existing.filter((u) => u.role === 'owner').map((u) => u.unitnumber)),
  };
  const { rows, problems } = parseOwnerCsv(csv, taken, community);
  if (problems.length > 0) throw new CsvRefused(problems);
  return rows;
}

async function ownerValues(
  hoaid: string,
  rows: OwnerCsvRow[],
  report: (done: number, total: number) => Promise<void>,
): Promise<NewUserRow[]> {
  const values: NewUserRow[] = [];
  for (const [index, { password, ...owner }] of rows.entries()) {
    values.push({
      ...owner,
      hoaid,
      name: `${owner.first_name} ${owner.last_name}`,
      role: 'owner',
      crud: 'write',
      password_hash: password === '' ? unusablePassword() : await hashPassword(password),
    });
    if ((index + 1) % PROGRESS_EVERY === 0) {
      await report(index + 1, rows.length);
    }
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
    return await runImport(deps, row.id, row.hoaid, row.csv ?? '', row.actor as Actor | null);
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
  id: string,
  hoaid: string,
  csv: string,
  actor: Actor | null,
): Promise<CsvImportResult> {
  const { db } = deps;
  const rows = await checkOwnersCsv(db, hoaid, csv).catch(async (error: unknown) => {
    if (!(error instanceof CsvRefused)) throw error;
    // Another run of this import committed meanwhile: its owners are what the check meets.
    if ((await lockCsvImport(db, id)) === 'completed') return null;
    const first = error.rows[0];
    throw new CsvRefused(error.rows, first ? `Row ${first.row}: ${first.message}` : CSV_REFUSED);
  });
  if (!rows) return { imported: 0 };
  const report = (done: number, total: number) => reportCsvImport(db, id, done, total);
  await report(0, rows.length);
  const values = await ownerValues(hoaid, rows, report);
  const outcome = await db
    .transaction(async (tx) => {
      // One run commits: a second one waits here, then finds the import completed.
      if ((await lockCsvImport(tx, id)) !== 'active') return null;
      const ids: { id: string; reset: boolean }[] = [];
      const entries: AuditInput[] = [];
      for (let start = 0; start < values.length; start += INSERT_BATCH) {
        const batch = values.slice(start, start + INSERT_BATCH);
        const saved = await tx.insert(users).values(batch).returning({ id: users.id });
        saved.forEach((user, i) => {
          const source = rows[start + i];
          ids.push({ id: user.id, reset: source !== undefined && source.password === '' });
          const value = batch[i];
          entries.push({
            kind: 'owner',
            action: 'create',
            entityid: user.id,
            unitnumber: value?.unitnumber ?? '',
            before: null,
            after: value ? fieldsOf(value, USER_FIELDS) : null,
          });
        });
      }
      // One entry per imported owner, in bulk INSERTs, named after the uploader.
      const importer = actor ?? { hoaid, userid: null, username: '', role: 'system' };
      await recordAudit(tx, importer, entries);
      // One mail per owner, kept exactly when the owners are (docs/adr/0022 "Mails that go once").
      const mails: OutboxRow[] = [];
      for (let start = 0; start < ids.length; start += INSERT_BATCH) {
        const batch = ids.slice(start, start + INSERT_BATCH).map((user) => {
          const mail = user.reset ? 'reset' : 'verify';
          const event: NotificationEvent = { kind: 'account', hoaid, userid: user.id, mail };
          return { event, key: `account_${mail}_${user.id}` };
        });
        mails.push(...(await addManyToOutbox(tx, batch)));
      }
      await finishCsvImport(tx, id, { imported: ids.length });
      return { imported: ids.length, mails };
    })
    .catch((error: unknown) => {
      // A registration took an e-mail or unit between the check and the insert.
      if (isUniqueViolation(error))
        throw new CsvRefused([], 'An e-mail in the file was just registered');
      throw error;
    });
  if (!outcome) return { imported: 0 };
  // Lost here (a crash after the commit), the rows' jobs are queued by the outbox sweep.
  await deps.queueMails(outcome.mails);
  return { imported: outcome.imported };
}
