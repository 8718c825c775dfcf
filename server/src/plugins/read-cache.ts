// Signed-in reads answered from memory on the embedded database
// (docs/adr/0039-pglite-read-answers-from-memory.md). A few POST reads, repeated unchanged by the
// screens, keep their serialised answer for at most a second, and only while the write
// generation (src/db/write-generation.ts) has not moved: no statement other than a plain read of
// a cacheable handler has run since the answer was computed. PGlite only (app.ts): on PostgreSQL
// other processes write, and nothing here would see it.
//
// The lookup is a preHandler: the route's own guard (requireRole, a preValidation) has admitted
// the caller and the body is validated. The key is the route, the caller's whole auth context,
// the validated body and the headers the handler reads. A hit sends the stored bytes with the
// headers the handler had set (content type, paging): the answer is the one the handler would
// give, byte for byte, and no header says it was kept.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@parking/shared/domain';
import { cacheableRead, writeGeneration, type CacheableRead } from '../db/write-generation';
import { rolesOfGuard } from './auth';

/**
 * The routes whose handlers read only the auth context, the body and these headers, and never
 * write (adding one means checking that of its handler and everything it calls).
 */
export const CACHEABLE_READS: ReadonlyMap<string, readonly string[]> = new Map([
  ['/api/parking/get_vehicles_for_owner', ['browserdate']],
  ['/api/parking/get_active_vehicles', ['browserdate']],
  ['/api/parking/get_active_count', ['browserdate']],
  ['/api/parking/get_count_by_owner', ['browserdate']],
]);

/** How long an answer may be served: holds expire and days change without a write. */
export const ANSWER_TTL_MS = 1_000;
const MAX_ANSWERS = 5_000;
/** And at most this many characters of payload (a long onsite page is tens of kilobytes). */
const MAX_CHARS = 32 * 1024 * 1024;

type HeaderValue = string | number | string[];

interface Answer {
  payload: string;
  /** Headers the handler (and the serialiser) set: the content type, the paging headers. */
  headers: [string, HeaderValue][];
  generation: number;
  computedAt: number;
}

interface Pending {
  key: string;
  generation: number;
  startedAt: number;
  before: Record<string, unknown>;
  read: CacheableRead;
}

export interface ReadAnswers {
  hits: number;
  misses: number;
  stored: number;
  /** The clock entries age by (tests set it). */
  now: () => number;
  readonly size: number;
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present on the embedded database only. */
    readAnswers: ReadAnswers;
  }
}

function changedHeaders(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): [string, HeaderValue][] {
  const changed: [string, HeaderValue][] = [];
  for (const [name, value] of Object.entries(after)) {
    if (value === undefined || String(before[name]) === String(value)) continue;
    changed.push([name, value as HeaderValue]);
  }
  return changed;
}

export default fp(
  async (app) => {
    const answers = new Map<string, Answer>();
    let chars = 0;
    const forget = (key: string) => {
      chars -= answers.get(key)?.payload.length ?? 0;
      answers.delete(key);
    };
    const forgetAll = () => {
      answers.clear();
      chars = 0;
    };
    const pending = new WeakMap<FastifyRequest, Pending>();
    /** The roles each allow-listed route's guard admits: a route without a guard is not kept. */
    const guarded = new Map<string, readonly Role[]>();
    const stats: ReadAnswers = {
      hits: 0,
      misses: 0,
      stored: 0,
      now: Date.now,
      get size() {
        return answers.size;
      },
      clear: forgetAll,
    };
    app.decorate('readAnswers', stats);

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!CACHEABLE_READS.has(route.url) || methods.join() !== 'POST') return;
      const roles = rolesOfGuard(route.preValidation);
      if (roles) guarded.set(route.url, roles);
    });

    const keyOf = (request: FastifyRequest, url: string, names: readonly string[]) =>
      JSON.stringify([
        url,
        request.auth,
        names.map((name) => request.headers[name] ?? null),
        request.body,
      ]);

    app.addHook('preHandler', (request, reply, done) => {
      const url = request.routeOptions.url ?? '';
      const roles = guarded.get(url);
      const names = CACHEABLE_READS.get(url);
      const { auth } = request;
      if (!roles || !names || !auth || !roles.includes(auth.role) || request.method !== 'POST') {
        done();
        return;
      }
      const key = keyOf(request, url, names);
      const now = stats.now();
      const generation = writeGeneration();
      const answer = answers.get(key);
      if (answer) {
        const fresh = now >= answer.computedAt && now - answer.computedAt < ANSWER_TTL_MS;
        if (fresh && answer.generation === generation) {
          stats.hits += 1;
          void reply.code(200);
          for (const [name, value] of answer.headers) void reply.header(name, value);
          void reply.send(answer.payload);
          return;
        }
        forget(key);
      }
      stats.misses += 1;
      const read = cacheableRead();
      pending.set(request, {
        key,
        generation,
        startedAt: now,
        before: reply.getHeaders(),
        read,
      });
      read.run(done);
    });

    const settle = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const entry = pending.get(request);
      if (!entry) return;
      pending.delete(request);
      entry.read.close();
      const unchanged = writeGeneration() === entry.generation;
      const now = stats.now();
      const young = now >= entry.startedAt && now - entry.startedAt < ANSWER_TTL_MS;
      if (reply.statusCode !== 200 || typeof payload !== 'string' || !unchanged || !young) return;
      forget(entry.key);
      if (answers.size >= MAX_ANSWERS || chars + payload.length > MAX_CHARS) forgetAll();
      chars += payload.length;
      answers.set(entry.key, {
        payload,
        headers: changedHeaders(entry.before, reply.getHeaders()),
        generation: entry.generation,
        computedAt: entry.startedAt,
      });
      stats.stored += 1;
    };

    // Registered after every other app-level onSend hook that may change the payload; route-level
    // ones (compression) run after it, on a hit as on a miss.
    app.addHook('onSend', (request, reply, payload, done) => {
      settle(request, reply, payload);
      done(null, payload);
    });
    // An answer that never reached onSend (the client went away) is not kept.
    app.addHook('onResponse', (request, _reply, done) => {
      pending.get(request)?.read.close();
      pending.delete(request);
      done();
    });
  },
  { name: 'read-cache', dependencies: ['database', 'auth'] },
);
