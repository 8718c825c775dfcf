// Login and check-in limits (ARCHITECTURE "Auth": PIN check-in per unit, address, community).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';
import { RateLimiter } from '../util/rate-limiter';
import { HttpError } from '../util/http-error';

export type LimitName = keyof RateLimitConfig;

export interface RateLimits {
  /** Counts an attempt against each named limit; throws 429 when any is exceeded. */
  enforce(request: FastifyRequest, checks: [LimitName, string][]): void;
  reset(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait and try again later.';

export default fp<{ rules: RateLimitConfig }>(
  async (app, { rules }) => {
    const limiters = new Map<LimitName, RateLimiter>();
    for (const name of Object.keys(rules) as LimitName[]) {
      limiters.set(name, new RateLimiter(rules[name]));
    }
    app.decorate('rateLimits', {
      enforce(request, checks) {
        let retryAfter = 0;
        for (const [name, key] of checks) {
          const wait = limiters.get(name)?.hit(key.toLowerCase()) ?? 0;
          retryAfter = Math.max(retryAfter, wait);
        }
        if (retryAfter > 0) {
          request.log.warn({ limits: checks.map(([name]) => name) }, 'rate limited');
          throw Object.assign(new HttpError(429, TOO_MANY_ATTEMPTS, 'rate_limited'), {
            retryAfter,
          });
        }
      },
      reset() {
        for (const limiter of limiters.values()) limiter.reset();
      },
    });
  },
  { name: 'rate-limits' },
);
