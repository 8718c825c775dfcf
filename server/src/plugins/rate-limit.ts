// Sign-in and check-in limits (ARCHITECTURE "Auth"). Only failures count and a success clears
// its account-and-address pair, so a resident signing in often is never locked out. An address
// or an account-and-address pair that keeps failing gets 429 until its window ends; guessing
// spread over many addresses (one account, one unit, or PINs across a whole community) only
// slows every attempt down, and a community-wide PIN spray mails the community's admins. PIN
// check-ins of one unit take turns across addresses and instances, the gap growing with the
// unit's failures, and the owner is mailed at the 20th wrong PIN in an hour (db/queries/pin-gates.ts).
// Counters live in PostgreSQL's rate_limits table when the app runs on it, so every instance
// shares them with or without Redis (docs/adr/0022); with the embedded database in Redis when the
// app has a client (plugins/redis.ts), in memory otherwise.
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';
import { OWNER_ALARM_AT, clearPinGates, recordFailure, takeTurn } from '../db/queries/pin-gates';
import { notifyAdminsOfPinGuessing, notifyOwnerOfPinGuessing } from '../services/sign-in-alarm';
import { HttpError } from '../util/http-error';
import {
  RATE_LIMIT_TABLE,
  createCounter,
  type Counter,
  type CounterStore,
  type RedisStoreClient,
} from '../util/rate-limiter';

// Expired counters and idle PIN gates are deleted this often.
const SWEEP_MS = 10 * 60 * 1000;

export type LimitName = keyof RateLimitConfig;

/** One sign-in attempt: check before the credentials, then report how it went. */
export interface SignInAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

export interface SignInSubject {
  kind: 'login' | 'renter';
  hoaid: string;
  /** The e-mail for a login, the unit number for a renter check-in. */
  account: string;
}

export interface RateLimits {
  /** Counts every attempt (mail, feedback); throws 429 when a limit is exceeded. */
  enforce(request: FastifyRequest, checks: [LimitName, string][]): Promise<void>;
  /** Throws 429 when the address or pair is blocked; waits when guessing is spread out. */
  signIn(request: FastifyRequest, subject: SignInSubject): Promise<SignInAttempt>;
  reset(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait and try again later.';

function tooMany(msLeft: number): HttpError {
  return Object.assign(new HttpError(429, TOO_MANY_ATTEMPTS, 'rate_limited'), {
    retryAfter: Math.max(1, Math.ceil(msLeft / 1000)),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Scope {
  counter: Counter;
  key: string;
}

export default fp<{ rules: RateLimitConfig; slowdownMs: number }>(
  async (app, { rules, slowdownMs }) => {
    // plugins/redis.ts decorates `redis` (null without REDIS_URL) when it is registered first.
    const redis = app.hasDecorator('redis')
      ? app.getDecorator<RedisStoreClient | null>('redis')
      : null;
    const store: CounterStore = { pool: app.databaseHandle.pool, redis };
    const counters = new Map<string, Counter>();
    const counter = (name: LimitName, scope = 'all'): Counter => {
      const id = `${name}:${scope}`;
      let found = counters.get(id);
      if (!found) counters.set(id, (found = createCounter(id, rules[name], store)));
      return found;
    };
    const alarmSent = createCounter('renterAlarm', rules.renterPerCommunity, store);

    if (store.pool) {
      const pool = store.pool;
      const sweep = setInterval(() => {
        pool
          .query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire < $1`, [Date.now()])
          .catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'));
      }, SWEEP_MS);
      sweep.unref();
      app.addHook('onClose', async () => clearInterval(sweep));
    }
    const gateSweep = setInterval(() => {
      app.db
        .execute(sql`DELETE FROM pin_gates WHERE window_ends < now() AND next_at < now()`)
        .catch((error: unknown) => app.log.warn({ err: error }, 'PIN gate sweep failed'));
    }, SWEEP_MS);
    gateSweep.unref();
    app.addHook('onClose', async () => clearInterval(gateSweep));

    async function raiseOwnerAlarm(hoaid: string, unitnumber: string, failures: number) {
      app.log.warn({ hoaid, unitnumber, failures }, 'renter PIN guessing on one unit');
      await notifyOwnerOfPinGuessing(
        { db: app.db, mailer: app.mailer },
        hoaid,
        unitnumber,
        failures,
      );
    }

    async function raiseAlarm(hoaid: string, failures: number) {
      if ((await alarmSent.hit(hoaid)).count !== 1) return;
      app.log.warn({ hoaid, failures }, 'renter PIN guessing alarm');
      await notifyAdminsOfPinGuessing({ db: app.db, mailer: app.mailer }, hoaid, failures);
    }

    function scopesOf(request: FastifyRequest, { kind, hoaid, account }: SignInSubject) {
      const ip = request.ip;
      const perAccount = kind === 'login' ? 'loginPerAccount' : 'renterPerUnit';
      const perAddress = kind === 'login' ? 'loginPerAddress' : 'renterPerAddress';
      const hard: Scope[] = [
        { counter: counter(perAccount, 'pair'), key: `${hoaid}:${account}:${ip}` },
        { counter: counter(perAddress), key: ip },
      ];
      // A unit's PIN guesses spread over addresses take turns instead (db/queries/pin-gates.ts).
      const slow: Scope[] =
        kind === 'login'
          ? [{ counter: counter(perAccount, 'spread'), key: `${hoaid}:${account}` }]
          : [{ counter: counter('renterPerCommunity'), key: hoaid }];
      return { hard, slow };
    }

    app.decorate<RateLimits>('rateLimits', {
      async enforce(request, checks) {
        const states = await Promise.all(checks.map(([name, key]) => counter(name).hit(key)));
        const over = states.filter((state, i) => state.count > rules[checks[i]![0]].max);
        if (over.length === 0) return;
        request.log.warn({ limits: checks.map(([name]) => name) }, 'rate limited');
        throw tooMany(Math.max(...over.map((state) => state.msLeft)));
      },

      async signIn(request, subject) {
        const { hard, slow } = scopesOf(request, subject);
        const hardStates = await Promise.all(hard.map((s) => s.counter.peek(s.key)));
        const blocked = hardStates.filter((state, i) => state.count >= hard[i]!.counter.max);
        if (blocked.length > 0) {
          request.log.warn({ kind: subject.kind }, 'sign-in blocked');
          throw tooMany(Math.max(...blocked.map((state) => state.msLeft)));
        }
        const slowStates = await Promise.all(slow.map((s) => s.counter.peek(s.key)));
        if (slowStates.some((state, i) => state.count >= slow[i]!.counter.max)) {
          await sleep(slowdownMs);
        }
        if (subject.kind === 'renter') {
          const turn = await takeTurn(app.db, subject.hoaid, subject.account, slowdownMs);
          if (turn.waitMs === undefined) {
            request.log.warn({ hoaid: subject.hoaid }, 'PIN check-ins of a unit queued too long');
            throw tooMany(turn.retryMs);
          }
          if (turn.waitMs > 0) await sleep(turn.waitMs);
        }
        return {
          async failed() {
            await Promise.all(hard.map((s) => s.counter.hit(s.key)));
            const states = await Promise.all(slow.map((s) => s.counter.hit(s.key)));
            if (subject.kind !== 'renter') return;
            const unitFailures = await recordFailure(app.db, subject.hoaid, subject.account);
            if (unitFailures === OWNER_ALARM_AT) {
              // Counted atomically in the database: exactly one attempt sees the 20th failure.
              void raiseOwnerAlarm(subject.hoaid, subject.account, unitFailures).catch(
                (error: unknown) =>
                  request.log.error({ err: error }, 'owner PIN alarm mail failed'),
              );
            }
            const community = states[0];
            const alarm = community && community.count >= rules.renterPerCommunity.max;
            if (!alarm) return;
            // Mailed after the reply: the failing attempt is not held up by the mail server.
            void raiseAlarm(subject.hoaid, community.count).catch((error: unknown) => {
              request.log.error({ err: error }, 'guessing alarm mail failed');
            });
          },
          async succeeded() {
            await hard[0]!.counter.clear(hard[0]!.key);
          },
        };
      },

      async reset() {
        await Promise.all([...counters.values(), alarmSent].map((c) => c.clearAll()));
        await clearPinGates(app.db);
      },
    });
  },
  { name: 'rate-limits', dependencies: ['database', 'mailer'] },
);
