// Windowed counters on rate-limiter-flexible (ARCHITECTURE "Auth"): in Redis when the app has
// a client, so every instance shares them, in process memory otherwise. A Redis outage falls
// back to memory (the library's insurance limiter) instead of failing the sign-in.
import {
  RateLimiterMemory,
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

const EMPTY: CounterState = { count: 0, msLeft: 0 };

function stateOf(res: RateLimiterRes | null): CounterState {
  if (!res) return EMPTY;
  return { count: res.consumedPoints, msLeft: Math.max(0, res.msBeforeNext) };
}

function limiterFor(
  rule: RateLimitRule,
  keyPrefix: string,
  redis: RedisStoreClient | undefined,
): RateLimiterAbstract {
  // points only bounds consume(); counters use penalty()/get(), so the window is what matters.
  const options = {
    keyPrefix,
    points: rule.max,
    duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
  };
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory });
}

export function createCounter(
  name: string,
  rule: RateLimitRule,
  redis?: RedisStoreClient,
): Counter {
  const limiter = limiterFor(rule, `parking-limit:${name}`, redis);
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
