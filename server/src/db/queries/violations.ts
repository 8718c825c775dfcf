// Violations (spec §3 Violation) in the wire shape; who reported one is kept beside it.
import { and, desc, eq } from 'drizzle-orm';
import type { Violation } from '@parking/shared/domain';
import type { Executor } from '../client';
import { violations } from '../schema';
import { isUuid } from '../../util/ids';

export type ViolationRow = typeof violations.$inferSelect;
export type NewViolationRow = typeof violations.$inferInsert;

export function toViolation(row: ViolationRow): Violation {
  const {
    id,
    created_at: _c,
    reported_by: _by,
    reporter_role: _role,
    client_key: _key,
    ...fields
  } = row;
  return { _id: id, ...fields };
}

/** The reporter's earlier report with this idempotency key (docs/adr/0027), if any. */
export async function findViolationByClientKey(
  db: Executor,
  hoaid: string,
  reportedBy: string,
  clientKey: string,
): Promise<ViolationRow | undefined> {
  const [row] = await db
    .select()
    .from(violations)
    .where(
      and(
        eq(violations.hoaid, hoaid),
        eq(violations.reported_by, reportedBy),
        eq(violations.client_key, clientKey),
      ),
    )
    .limit(1);
  return row;
}

/** The new row; undefined only when a row with the same client_key is already saved. */
export async function insertViolationRow(
  db: Executor,
  values: NewViolationRow,
): Promise<ViolationRow | undefined> {
  if (values.client_key) {
    const [row] = await db.insert(violations).values(values).onConflictDoNothing().returning();
    return row;
  }
  const [row] = await db.insert(violations).values(values).returning();
  if (!row) throw new Error('insert into violations returned no row');
  return row;
}

/** Newest first, as the Violations panel shows them before sorting (spec §2). */
export async function listViolations(db: Executor, hoaid: string): Promise<Violation[]> {
  const rows = await db
    .select()
    .from(violations)
    .where(eq(violations.hoaid, hoaid))
    .orderBy(
      desc(violations.violation_date),
      desc(violations.violation_time),
      desc(violations.created_at),
    );
  return rows.map(toViolation);
}

export async function findViolation(
  db: Executor,
  hoaid: string,
  id: string,
): Promise<ViolationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(violations)
    .where(and(eq(violations.id, id), eq(violations.hoaid, hoaid)))
    .limit(1);
  return row;
}

export async function deleteViolationRow(db: Executor, id: string): Promise<void> {
  await db.delete(violations).where(eq(violations.id, id));
}
