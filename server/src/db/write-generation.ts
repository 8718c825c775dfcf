// The embedded database's write generation (docs/adr/0039-pglite-read-answers-from-memory.md).
// PGlite's data folder belongs to this one process, so every statement that can change the data
// passes through its client here. countWrites(client) wraps that client: every statement moves a
// process-wide counter before it runs and again once it has finished (resolved or rejected),
// except a plain read (one SELECT, see isPlainRead) run inside a cacheable read (a request of
// plugins/read-cache.ts while its handler runs). An answer computed while the counter did not
// move, and served only while it still has not, saw the same data as a fresh computation would.
//
// Conservative on purpose: a read of a job, a timer, a migration or another request moves the
// counter too (it might call a function that writes; only the cacheable handlers are known not
// to), and so does every statement of a transaction, its start and its end. Never used on
// PostgreSQL, which other processes write to.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

let generation = 0;

/** The current generation: it moves before and after every statement but plain cacheable reads. */
export function writeGeneration(): number {
  return generation;
}

function bump(): void {
  generation += 1;
}

interface ReadScope {
  open: boolean;
}

const cacheable = new AsyncLocalStorage<ReadScope>();

export interface CacheableRead {
  /** Runs `next` (and everything it starts) as the cacheable read. */
  run(next: () => void): void;
  /** Ends it: work it left behind (a timer, a late promise) no longer counts as part of it. */
  close(): void;
}

/** A cacheable read: its plain SELECTs do not move the generation while it is open. */
export function cacheableRead(): CacheableRead {
  const scope: ReadScope = { open: true };
  return {
    run: (next) => cacheable.run(scope, next),
    close: () => {
      scope.open = false;
    },
  };
}

/** Leading white space and comments. */
const LEADING = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;
/**
 * Words that may write, lock or change the session, anywhere in the text (a string literal or a
 * column that holds one only costs the cache an answer). `update` covers `for update` and
 * `for no key update`; `into` covers `select ... into table`.
 */
const NOT_A_READ =
  /\b(?:insert|update|delete|merge|truncate|into|nextval|setval|set_config|share|lock|notify|pg_notify|listen|copy|call|pg_advisory_\w*)\b/i;
const known = new Map<string, boolean>();
const KNOWN_MAX = 2_000;

/** One SELECT statement and none of the words above (`WITH ...` is not taken for a read). */
export function isPlainRead(text: string): boolean {
  const seen = known.get(text);
  if (seen !== undefined) return seen;
  const rest = text.replace(LEADING, '');
  const semicolon = rest.indexOf(';');
  const plain =
    /^select\b/i.test(rest) &&
    !NOT_A_READ.test(rest) &&
    (semicolon === -1 || rest.slice(semicolon + 1).trim() === '');
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(text, plain);
  return plain;
}

function inCacheableRead(text: string): boolean {
  return cacheable.getStore()?.open === true && isPlainRead(text);
}

/** Runs a statement that may write: the generation moves before it and after it settles. */
async function writing<T>(run: () => Promise<T>): Promise<T> {
  bump();
  try {
    return await run();
  } finally {
    bump();
  }
}

const wrapped = new WeakSet<object>();

/** Every statement of a transaction writes (its start and end move the generation too). */
function countTransactionWrites(tx: Transaction): void {
  const { query, sql, exec } = tx;
  tx.query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    writing(() => query.call(tx, text, params, options) as Promise<Results<T>>);
  tx.sql = <T>(strings: TemplateStringsArray, ...params: unknown[]) =>
    writing(() => sql.call(tx, strings, ...params) as Promise<Results<T>>);
  tx.exec = (text: string, options?: QueryOptions) => writing(() => exec.call(tx, text, options));
}

/**
 * Wraps the PGlite client so every path a statement can take moves the generation: query, sql,
 * exec, transaction (and the statements of its handle), runExclusive and execProtocol. (PGlite's
 * own query and exec call execProtocolStream and execProtocolRaw: those are not wrapped, or every
 * read would count as a write.)
 */
export function countWrites(client: PGlite): PGlite {
  if (wrapped.has(client)) return client;
  wrapped.add(client);
  const { query, sql, exec, transaction, runExclusive, execProtocol } = client;
  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    const run = () => query.call(client, text, params, options) as Promise<Results<T>>;
    return inCacheableRead(text) ? run() : writing(run);
  };
  client.sql = <T>(strings: TemplateStringsArray, ...params: unknown[]) => {
    const run = () => sql.call(client, strings, ...params) as Promise<Results<T>>;
    return inCacheableRead(strings.join('$')) ? run() : writing(run);
  };
  client.exec = (text: string, options?: QueryOptions) => {
    const run = () => exec.call(client, text, options);
    return inCacheableRead(text) ? run() : writing(run);
  };
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    writing(
      () =>
        transaction.call(client, (tx: Transaction) => {
          countTransactionWrites(tx);
          return callback(tx);
        }) as Promise<T>,
    );
  client.runExclusive = <T>(fn: () => Promise<T>) =>
    writing(() => runExclusive.call(client, fn) as Promise<T>);
  client.execProtocol = (...args: Parameters<PGlite['execProtocol']>) =>
    writing(() => execProtocol.apply(client, args));
  return client;
}
