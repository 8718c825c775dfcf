// Windowed counters on rate-limiter-flexible (ARCHITECTURE "Auth"). On PostgreSQL they live in
// its rate_limits table, so every instance shares them and a Redis outage changes nothing
// (docs/adr/0022-surviving-faults.md); with the embedded database (one process) in Redis when
// REDIS_URL is set, falling back to memory while it is away, else in memory.
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config';

export interface CounterState {
  /** Attempts counted in the current window. */
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  msLeft: number;
}

export interface Counter {
  readonly max: number;
  peek(key: string): Promise<CounterState>;
  /** Counts one attempt and returns the state after it. */
  hit(key: string): Promise<CounterState>;
  clear(key: string): Promise<void>;
  /** Forgets every key this process counted (tests). */
  clearAll(): Promise<void>;
}

/** The Redis client rate-limiter-flexible accepts (ioredis). */
export type RedisStoreClient = object;

/** Where counters are kept: the PostgreSQL pool wins over Redis; neither means memory. */
export interface CounterStore {
  pool?: Pool | null;
  redis?: RedisStoreClient | null;
}

/** The table RateLimiterPostgres keeps counters in (migration 0015). */
export const RATE_LIMIT_TABLE = 'rate_limits';

const EMPTY: CounterState = { count: 0, msLeft: 0 };

function stateOf(res: RateLimiterRes | null): CounterState {
  if (!res) return EMPTY;
  return { count: res.consumedPoints, msLeft: Math.max(0, res.msBeforeNext) };
}

function limiterFor(
  rule: RateLimitRule,
  keyPrefix: string,
  { pool, redis }: CounterStore,
): RateLimiterAbstract {
  // points only bounds consume(); counters use penalty()/get(), so the window is what matters.
  const options = {
    keyPrefix,
    points: rule.max,
    duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
  };
  const memory = new RateLimiterMemory(options);
  if (pool) {
    // No insurance: while PostgreSQL is away a sign-in fails (503) rather than count in memory,
    // which would multiply the allowed guesses by the number of instances.
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      // Expired rows are deleted by the rate-limit plugin's own sweep.
      clearExpiredByTimeout: false,
    });
  }
  if (!redis) return memory;
  return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory });
}

export function createCounter(
  name: string,
  rule: RateLimitRule,
  store: CounterStore = {},
): Counter {
  const limiter = limiterFor(rule, `parking-limit:${name}`, store);
  const touched = new Set<string>();
  return {
    max: rule.max,
    async peek(key) {
      return stateOf(await limiter.get(key.toLowerCase()));
    },
    async hit(key) {
      const k = key.toLowerCase();
      touched.add(k);
      return stateOf(await limiter.penalty(k, 1));
    },
    async clear(key) {
      const k = key.toLowerCase();
      touched.delete(k);
      await limiter.delete(k);
    },
    async clearAll() {
      await Promise.all([...touched].map((key) => limiter.delete(key)));
      touched.clear();
    },
  };
}
