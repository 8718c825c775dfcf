// The per-process cache of users and communities (src/db/row-cache.ts, docs/adr/0012): attached
// to app.db, the keys a request wrote dropped again when it answers, and, with REDIS_URL, those
// keys published to every instance so they drop them too.
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  addPublisher,
  attachRowCache,
  detachRowCache,
  dropLocally,
  flushWrites,
  trackWrites,
  type CacheKey,
  type RowCache,
} from '../db/row-cache';

declare module 'fastify' {
  interface FastifyInstance {
    rowCache: RowCache;
  }
}

export const INVALIDATION_CHANNEL = 'parking:row-cache:invalidate';
/** One process (PGlite) or instances told through Redis: rows live this long. */
const SHARED_TTL_MS = 60_000;
/** Several instances on PostgreSQL without Redis hear nothing of each other's writes. */
const UNSHARED_TTL_MS = 1_000;

export default fp<{ multiInstance: boolean }>(
  async (app, { multiInstance }) => {
    const redis = app.hasDecorator('redis') ? app.getDecorator<Redis | null>('redis') : null;
    const ttl = multiInstance && !redis ? UNSHARED_TTL_MS : SHARED_TTL_MS;
    const cache = attachRowCache(app.db, ttl, !multiInstance);
    app.decorate('rowCache', cache);

    // After the body is read (a body stream loses the async context), before the handler.
    app.addHook('preValidation', (_request, _reply, done) => trackWrites(done));
    app.addHook('onSend', async () => {
      await flushWrites();
    });

    if (redis) {
      const subscriber = redis.duplicate();
      subscriber.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
      subscriber.on('message', (_channel: string, message: string) => {
        try {
          const keys = JSON.parse(message) as unknown;
          if (Array.isArray(keys)) dropLocally(keys.filter((k) => typeof k === 'string'));
        } catch {
          cache.clear();
        }
      });
      // Rows are cached only while this instance hears the others: away from Redis it reads the
      // database every time, and back it starts from an empty cache (it missed messages).
      cache.bypass = true;
      subscriber.on('ready', () => {
        subscriber.subscribe(INVALIDATION_CHANNEL).then(
          () => {
            cache.clear();
            cache.bypass = false;
          },
          (error: unknown) => app.log.warn({ err: error }, 'row cache: redis subscribe failed'),
        );
      });
      subscriber.on('close', () => {
        cache.bypass = true;
        cache.clear();
      });
      await subscriber.connect().catch((error: unknown) => {
        app.log.error(
          { err: error },
          'row cache: redis does not answer; not caching until it does',
        );
      });
      const remove = addPublisher(async (keys: CacheKey[]) => {
        await redis.publish(INVALIDATION_CHANNEL, JSON.stringify(keys)).catch((error: unknown) => {
          // Lost: the other instances are away from Redis too (they bypass their cache) or
          // keep the row until its TTL; say so.
          app.log.warn({ err: error }, 'row cache: invalidation not published');
        });
      });
      app.addHook('onClose', async () => {
        remove();
        await subscriber.quit().catch(() => subscriber.disconnect());
      });
    }
    app.addHook('onClose', async () => {
      detachRowCache(app.db);
    });
  },
  { name: 'row-cache', dependencies: ['database', 'redis'] },
);
