// A small in-memory fixed-window limiter: several keys per request (account, address,
// community), which one route-level @fastify/rate-limit config cannot express.
import type { RateLimitRule } from '../config';

interface Window {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for `key`; returns seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.rule.windowMs });
      return 0;
    }
    window.count += 1;
    return window.count > this.rule.max ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  reset(): void {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
