// Writes of one transaction that need nothing from one another, sent as one statement: every
// write but the last is a data-modifying WITH of the last one. PostgreSQL runs each exactly once,
// all on the statement's one snapshot, so the writes must not read or touch one another's rows
// (docs/adr/0040: one round trip per write, not one per table a save records in).
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../client';

/** A write built but not yet sent (a query function's builder, or its SQL). */
export type PendingWrite = SQLWrapper;

/** The writes as data-modifying WITHs of `last`. */
function withWrites(writes: readonly PendingWrite[], last: SQLWrapper): SQLWrapper {
  if (writes.length === 0) return last;
  const before = writes.map(
    (write, index) => sql`${sql.raw(`together_${index}`)} AS (${write.getSQL()})`,
  );
  return sql`WITH ${sql.join(before, sql`, `)} ${last.getSQL()}`;
}

const sent = (writes: readonly (PendingWrite | null)[]) =>
  writes.filter((write): write is PendingWrite => write !== null);

export async function writeTogether(
  db: Executor,
  writes: readonly (PendingWrite | null)[],
): Promise<void> {
  const list = sent(writes);
  const last = list.at(-1);
  if (!last) return;
  await db.execute(withWrites(list.slice(0, -1), last));
}

/**
 * The writes, and a read that needs none of them, in one statement. The read sees what the
 * transaction wrote before this statement, not these writes (the statement's one snapshot), so it
 * must not read the tables they write.
 */
export async function writeTogetherThenRead<Row>(
  db: Executor,
  writes: readonly (PendingWrite | null)[],
  read: SQLWrapper,
): Promise<Row[]> {
  const result = (await db.execute(withWrites(sent(writes), read))) as unknown as { rows: Row[] };
  return result.rows;
}
