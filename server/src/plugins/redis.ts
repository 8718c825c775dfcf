// The Redis that several instances share (ARCHITECTURE "Several instances"): set by REDIS_URL,
// absent otherwise. Anything kept here must be safe to lose; data lives in the database.
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** null without REDIS_URL: one process, nothing to share. */
    redis: Redis | null;
  }
}

// A request waiting on Redis fails after a few seconds instead of hanging while it reconnects.
const COMMAND_TIMEOUT_MS = 2000;

export function connectRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    // While Redis is away a command fails at once (callers fall back) instead of queueing.
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 2,
    // Keep reconnecting with a capped back-off: a Redis restart must not need an API restart.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

export default fp<{ redisUrl: string | undefined }>(
  async (app, options) => {
    if (!options.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const redis = connectRedis(options.redisUrl);
    // Logged, not thrown: ioredis reconnects by itself and /api/health reports the outage, so
    // an instance started while Redis is away comes up and tells its load balancer.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
    await redis.connect().catch((error: unknown) => {
      app.log.error({ err: error }, 'redis does not answer yet; reconnecting in the background');
    });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
