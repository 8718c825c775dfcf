// Owner CSV import (spec §7 uploadcsv). The request checks every row and answers at once: a
// file with any bad row imports nothing (400 naming the rows); a good file is queued as a
// 'csv-import' job with its id. The job checks again (the community may have changed), hashes
// the passwords, inserts every owner in ONE transaction, then queues a verification mail for
// owners with a password and a password-reset mail for the others, so no password is ever
// invented for them.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { findCommunityRow } from '../../db/queries/communities';
import type { NewUserRow } from '../../db/queries/users';
import type { Database, Executor } from '../../db/client';
import type { JobContext, JobPayloads, JobQueue } from '../../jobs/types';
import { HttpError } from '../../util/http-error';
import { isUniqueViolation } from '../../util/ids';
import { hashPassword } from '../passwords';
import { parseOwnerCsv, type OwnerCsvRow, type RowProblem } from './csv-rows';
import { USER_FIELDS, fieldsOf, recordAudit, type AuditInput } from '../audit';

export const CSV_REFUSED = 'The file was not imported: please correct the rows listed';
const INSERT_BATCH = 500;
const PROGRESS_EVERY = 25;

/** 400 with the refused rows (UploadCsvErrorBody). */
export class CsvRefused extends HttpError {
  constructor(readonly rows: RowProblem[]) {
    super(400, CSV_REFUSED, 'validation_error');
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
  context: Pick<JobContext, 'reportProgress'>,
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
      await context.reportProgress({ done: index + 1, total: rows.length });
    }
  }
  return values;
}

/** The 'csv-import' job. Fails (importing nothing) when a row no longer fits the community. */
export async function importOwnersCsv(
  deps: { db: Database; jobs: JobQueue },
  { hoaid, csv, actor }: JobPayloads['csv-import'],
  context: Pick<JobContext<JobPayloads['csv-import']>, 'reportProgress' | 'replacePayload'>,
): Promise<CsvImportResult> {
  const { db } = deps;
  // The file may hold passwords: it is not kept in the queue once read.
  await context.replacePayload({ hoaid, csv: '', ...(actor ? { actor } : {}) });
  const rows = await checkOwnersCsv(db, hoaid, csv).catch((error: unknown) => {
    if (error instanceof CsvRefused) {
      const first = error.rows[0];
      throw new Error(first ? `Row ${first.row}: ${first.message}` : CSV_REFUSED);
    }
    throw error;
  });
  await context.reportProgress({ done: 0, total: rows.length });
  const values = await ownerValues(hoaid, rows, context);
  const inserted = await db
    .transaction(async (tx) => {
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
      // Issue 15: one entry per imported owner, in bulk INSERTs, named after the uploader.
      const importer = actor ?? { hoaid, userid: null, username: '', role: 'system' };
      await recordAudit(tx, importer, entries);
      return ids;
    })
    .catch((error: unknown) => {
      // A registration took an e-mail or unit between the check and the insert.
      if (isUniqueViolation(error)) throw new Error('An e-mail in the file was just registered');
      throw error;
    });
  // One 'account-mail' job per owner, queued in bulk: each makes its link when it runs.
  await deps.jobs.enqueueMany(
    'account-mail',
    inserted.map((user) => ({ kind: user.reset ? 'reset' : 'verify', userid: user.id })),
  );
  await context.reportProgress({ done: rows.length, total: rows.length });
  return { imported: inserted.length };
}
