// Owner CSV import (spec §7 uploadcsv): every row is checked first and a file with any bad row
// imports nothing; a good file is inserted in ONE transaction. Owners without a password get
// an unusable one and a password-reset mail, so no password is ever invented for them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SUCCESS, type UploadCsvResponse } from '@parking/shared/domain';
import { users } from '../../db/schema';
import type { NewUserRow } from '../../db/queries/users';
import { HttpError } from '../../util/http-error';
import { isUniqueViolation } from '../../util/ids';
import { sendPasswordResetMail, type AccountMailDeps } from '../account-mail';
import { hashPassword } from '../passwords';
import type { Database } from '../../db/client';
import { parseOwnerCsv, type RowProblem } from './csv-rows';

export const CSV_REFUSED = 'The file was not imported: please correct the rows listed';
const INSERT_BATCH = 500;

/** 400 with the refused rows (UploadCsvErrorBody). */
export class CsvRefused extends HttpError {
  constructor(readonly rows: RowProblem[]) {
    super(400, CSV_REFUSED, 'validation_error');
  }
}

// Not an argon2 hash, so verifyPassword always answers false until the owner resets it.
const unusablePassword = () => `!unusable:${randomBytes(24).toString('hex')}`;

export async function importOwnersCsv(
  deps: AccountMailDeps & { db: Database },
  hoaid: string,
  csv: string,
  onMailError: (error: unknown) => void,
): Promise<UploadCsvResponse> {
  const { db } = deps;
  const existing = await db
    .select({ email: users.email, unitnumber: users.unitnumber, role: users.role })
    .from(users)
    .where(eq(users.hoaid, hoaid));
  const taken = {
    emails: new Set(existing.map((user) => user.email)),
    units: new Set(existing.filter((u) => u.role === 'owner').map((u) => u.unitnumber)),
  };
  const { rows, problems } = parseOwnerCsv(csv, taken);
  if (problems.length > 0) throw new CsvRefused(problems);

  const values: NewUserRow[] = await Promise.all(
    rows.map(async ({ password, ...owner }) => ({
      ...owner,
      hoaid,
      name: `${owner.first_name} ${owner.last_name}`,
      role: 'owner' as const,
      crud: 'write' as const,
      password_hash: password === '' ? unusablePassword() : await hashPassword(password),
    })),
  );
  const inserted = await db
    .transaction(async (tx) => {
      const ids: { id: string; email: string; name: string; hoaid: string; reset: boolean }[] = [];
      for (let start = 0; start < values.length; start += INSERT_BATCH) {
        const batch = values.slice(start, start + INSERT_BATCH);
        const saved = await tx
          .insert(users)
          .values(batch)
          .returning({ id: users.id, email: users.email, name: users.name, hoaid: users.hoaid });
        saved.forEach((user, i) => {
          const source = rows[start + i];
          ids.push({ ...user, reset: source !== undefined && source.password === '' });
        });
      }
      return ids;
    })
    .catch((error: unknown) => {
      // A concurrent registration took an e-mail between the check and the insert.
      if (isUniqueViolation(error)) {
        throw new CsvRefused([{ row: 0, message: 'An e-mail in the file was just registered' }]);
      }
      throw error;
    });
  for (const user of inserted.filter((u) => u.reset)) {
    await sendPasswordResetMail(deps, user).catch(onMailError);
  }
  return { message: SUCCESS.uploadCsv, count: inserted.length };
}
