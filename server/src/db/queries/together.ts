// Writes of one transaction that need nothing from one another, sent as one statement: every
// write but the last is a data-modifying WITH of the last one. PostgreSQL runs each exactly once,
// all on the statement's one snapshot, so the writes must not read or touch one another's rows
// (docs/adr/0040: one round trip per write, not one per table a save records in).
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../client';

/** A write built but not yet sent (a query function's builder, or its SQL). */
export type PendingWrite = SQLWrapper;

export async function writeTogether(
  db: Executor,
  writes: readonly (PendingWrite | null)[],
): Promise<void> {
  const list = writes.filter((write): write is PendingWrite => write !== null);
  const last = list.at(-1);
  if (!last) return;
  const before = list
    .slice(0, -1)
    .map((write, index) => sql`${sql.raw(`together_${index}`)} AS (${write.getSQL()})`);
  await db.execute(
    before.length === 0 ? last.getSQL() : sql`WITH ${sql.join(before, sql`, `)} ${last.getSQL()}`,
  );
}
