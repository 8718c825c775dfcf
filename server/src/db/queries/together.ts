// Writes of one transaction that need nothing from one another, sent as one statement: every
// write but the last is a data-modifying WITH of the last one. PostgreSQL runs each exactly once,
// all on the statement's one snapshot, so the writes must not read or touch one another's rows
// (docs/adr/0040: one round trip per write, not one per table a save records in). The statement
// is built once per combination of its parts' shapes (docs/adr/0042).
import { sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../client';
import { composedSql, value, type Values } from '../built-once';

/**
 * A statement built but not yet sent. `build` writes every value that varies as `value(key)` (its
 * value is `values[key]`) and reads nothing else that varies: what the SQL itself depends on (a
 * table, how many rows, which columns) is named in `shape`.
 */
export interface PendingSql {
  readonly shape: string;
  readonly values: Values;
  build(db: Executor, value: (key: string) => Placeholder): SQLWrapper;
}

/** A write to send with others (writeTogether). */
export type PendingWrite = PendingSql;

const run = composedSql<unknown>();

/** The parts as data-modifying WITHs of the last, each part's values under its own prefix. */
function sendTogether<Row>(db: Executor, parts: readonly PendingSql[]): Promise<Row[]> {
  const shape = parts.map((part) => part.shape).join('|');
  const values: Record<string, unknown> = {};
  parts.forEach((part, index) => {
    for (const [key, partValue] of Object.entries(part.values)) {
      values[`p${index}_${key}`] = partValue;
    }
  });
  const build = () => {
    const built = parts.map((part, index) =>
      part.build(db, (key) => value(`p${index}_${key}`)).getSQL(),
    );
    const last = built.pop();
    if (built.length === 0) return last ?? sql``;
    const before = built.map((write, index) => sql`${sql.raw(`together_${index}`)} AS (${write})`);
    return sql`WITH ${sql.join(before, sql`, `)} ${last}`;
  };
  return run(db, shape, build, values) as Promise<Row[]>;
}

const sent = (writes: readonly (PendingWrite | null)[]) =>
  writes.filter((write): write is PendingWrite => write !== null);

export async function writeTogether(
  db: Executor,
  writes: readonly (PendingWrite | null)[],
): Promise<void> {
  const list = sent(writes);
  if (list.length === 0) return;
  await sendTogether(db, list);
}

/**
 * The writes, and a read that needs none of them, in one statement. The read sees what the
 * transaction wrote before this statement, not these writes (the statement's one snapshot), so it
 * must not read the tables they write.
 */
export function writeTogetherThenRead<Row>(
  db: Executor,
  writes: readonly (PendingWrite | null)[],
  read: PendingSql,
): Promise<Row[]> {
  return sendTogether<Row>(db, [...sent(writes), read]);
}

/** A pending read sent alone. */
export function readPending<Row>(db: Executor, read: PendingSql): Promise<Row[]> {
  return sendTogether<Row>(db, [read]);
}
