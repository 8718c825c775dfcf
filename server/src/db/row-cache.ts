// Per-request cost: the rows every signed-in call needs (the token's user, whether its session
// was ended by a logout, the community and its public record) are read once and kept in memory, keyed by id, instead of
// being read again on every request. A cache belongs to one database handle (`app.db`); a
// transaction handle is never cached, so reads inside a transaction always see the database.
//
// Correctness (docs/adr/0012-lot-counter-and-row-cache.md):
// - Every query that writes a user, a community, its contacts or its spot types calls
//   invalidate(key). That drops the key at once in every cache of this process (the next request
//   reads the database), and again when the request that wrote ends (after its transaction
//   committed), so a read that raced the uncommitted write cannot leave an old row behind.
// - With REDIS_URL the key is also published on a Redis channel once the request ended; every
//   instance drops it when the message arrives (plugins/row-cache.ts).
// - Entries expire after a TTL anyway: long on one process (nothing else writes), one second
//   when several instances share PostgreSQL without Redis (nothing tells them about writes).
import { AsyncLocalStorage } from 'node:async_hooks';

export type CacheKey = `user:${string}` | `community:${string}` | `session:${string}`;

interface Entry<T> {
  value: T;
  expires: number;
}

/** Keys written during the current request, dropped again and published when it ends. */
const written = new AsyncLocalStorage<Set<CacheKey>>();
const caches = new Set<RowCache>();
const publishers = new Set<(keys: CacheKey[]) => Promise<void>>();
/** Outside a request (jobs, scripts) the second drop runs this long after the write. */
const LATE_DROP_MS = 1000;
const MAX_ENTRIES = 20_000;

export class RowCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  /** Raised by every drop: a read that started before a drop does not store its result. */
  private generation = 0;
  hits = 0;
  misses = 0;
  /** True while invalidations from other instances might be missed: every read goes through. */
  bypass = false;

  /**
   * @param oneProcess true when this process is the database's only writer (the embedded
   *   database): every write is seen here, so even answers that guard a logout may be kept.
   */
  constructor(
    private readonly ttlMs: number,
    readonly oneProcess = false,
  ) {}

  async get<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const entry = this.entries.get(key);
    const now = Date.now();
    if (this.bypass) return load();
    if (entry && entry.expires > now) {
      this.hits += 1;
      return entry.value as T;
    }
    this.misses += 1;
    const generation = this.generation;
    const value = await load();
    // Missing rows are not kept (a new account must be found at once).
    if (value !== undefined && generation === this.generation && this.ttlMs > 0) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { value: Object.freeze(value), expires: now + this.ttlMs });
    }
    return value;
  }

  drop(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
    this.entries.delete(viewKey(key));
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** A second entry under the same key (e.g. the public community record beside its row). */
export const viewKey = (key: string): string => `${key}|view`;

const byDatabase = new WeakMap<object, RowCache>();

/** Gives `db` a cache; queries run on `db` itself (not a transaction of it) then use it. */
export function attachRowCache(db: object, ttlMs: number, oneProcess = false): RowCache {
  const cache = new RowCache(ttlMs, oneProcess);
  byDatabase.set(db, cache);
  caches.add(cache);
  return cache;
}

export function detachRowCache(db: object): void {
  const cache = byDatabase.get(db);
  if (cache) caches.delete(cache);
  byDatabase.delete(db);
}

/** The cache of this database handle, or undefined (a transaction, or no cache attached). */
export function rowCacheOf(db: object): RowCache | undefined {
  return byDatabase.get(db);
}

/** Drops keys in every cache of this process, without publishing (a message from Redis). */
export function dropLocally(keys: readonly string[]): void {
  for (const cache of caches) for (const key of keys) cache.drop(key);
}

export function addPublisher(publish: (keys: CacheKey[]) => Promise<void>): () => void {
  publishers.add(publish);
  return () => publishers.delete(publish);
}

function publish(keys: CacheKey[]): Promise<void> {
  return Promise.all([...publishers].map((send) => send(keys))).then(() => undefined);
}

/** Call after (or while) writing the row behind `key`. */
export function invalidate(key: CacheKey): void {
  dropLocally([key]);
  const pending = written.getStore();
  if (pending) {
    pending.add(key);
    return;
  }
  // No request around it: publish now, and drop again once the writer's transaction is done.
  void publish([key]);
  setTimeout(() => {
    dropLocally([key]);
    void publish([key]);
  }, LATE_DROP_MS).unref();
}

export const userKey = (id: string): CacheKey => `user:${id}`;
export const communityKey = (hoaid: string): CacheKey => `community:${hoaid}`;
/** A session token's id: kept while the session is live, dropped when a logout ends it. */
export const sessionKey = (jti: string): CacheKey => `session:${jti}`;

/** Runs `next` with a fresh set of written keys (a request). */
export function trackWrites(next: () => void): void {
  written.run(new Set(), next);
}

/**
 * The request's writes are committed: drop their keys again and tell the other instances,
 * before the answer leaves (so the caller's next request, wherever it lands, reads them anew).
 */
export async function flushWrites(): Promise<void> {
  const pending = written.getStore();
  if (!pending || pending.size === 0) return;
  const keys = [...pending];
  pending.clear();
  dropLocally(keys);
  await publish(keys);
}
