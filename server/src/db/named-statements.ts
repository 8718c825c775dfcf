// Statements PostgreSQL parses once per connection (docs/adr/0040): a parameterised statement
// gets a name derived from its text, so the server keeps it parsed on the connection and the
// driver sends only its parameters the next time. Names are per text (a hash): two texts never
// share one. Each connection names at most MAX_NAMED texts, so texts that vary with their data
// (an IN list's length) cannot grow its memory without bound; later texts run unnamed as before.
// Statements without parameters (begin, commit, several statements in one text) are left alone:
// a name would send them through the extended protocol, which takes one statement at a time.
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Texts one connection keeps parsed. */
export const MAX_NAMED = 300;
/** Texts longer than this run unnamed (bulk inserts: their text varies with the row count). */
const MAX_TEXT = 16_000;

const names = new Map<string, string>();

/** The name a text is parsed under (statements built once, db/built-once.ts, name theirs so). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // The memo is a cache of a pure function: cleared when large, never wrong.
    if (names.size >= 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/** The query's arguments with a name for its text, when it is to have one. */
function withName(named: Set<string>, args: unknown[]): unknown[] {
  const [first, second] = args;
  // query(text, values) and query(config, values) (drizzle's shape) or query(config).
  const query: QueryConfigLike | null =
    typeof first === 'string'
      ? { text: first }
      : first !== null && typeof first === 'object' && !('submit' in first)
        ? (first as QueryConfigLike)
        : null;
  if (!query || query.name !== undefined) return args;
  const { text } = query;
  const values = query.values ?? (Array.isArray(second) ? second : undefined);
  if (typeof text !== 'string' || text.length > MAX_TEXT) return args;
  if (!Array.isArray(values) || values.length === 0) return args;
  const name = statementName(text);
  if (!named.has(name) && named.size >= MAX_NAMED) return args;
  named.add(name);
  return [{ ...query, name, values }, ...args.slice(Array.isArray(second) ? 2 : 1)];
}

/** A pg Client that names its parameterised statements (pass it as the Pool's `Client`). */
export class NamedStatementClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const named = new Set<string>();
    Object.defineProperty(this, 'query', {
      value: (...args: unknown[]) =>
        (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(
          this,
          withName(named, args),
        ),
    });
  }
}
