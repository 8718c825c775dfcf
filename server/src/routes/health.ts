// GET /api/health, for a load balancer: 200 when the database (and the job queue on PostgreSQL)
// answer, 503 naming what does not answer otherwise. Redis is a cache (docs/adr/0022): while it
// is away the instance still serves correctly, so it answers 200 with status "degraded" and
// "redis": "down" for the operator's monitoring, and stays in rotation.
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/queries/ping';

export type Check = 'up' | 'down';

export interface HealthBody {
  status: 'ok' | 'degraded' | 'unavailable';
  database: 'pg' | 'pglite';
  checks: { database: Check; redis?: Check; queue?: Check };
}

// A check that hangs counts as down: the balancer must hear back within its own timeout.
export const CHECK_TIMEOUT_MS = 2000;

async function answers(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export default async function healthRoutes(app: FastifyInstance) {
  const documentedSuccess = {
    status: 200,
    description: 'The server and what it depends on (503 with the same body when it cannot serve).',
    contentType: 'application/json',
  };
  app.get(
    '/api/health',
    { config: { documentedSuccess } },
    async (_request, reply): Promise<HealthBody> => {
      const { redis, jobs } = app;
      const [database, redisCheck, queue] = await Promise.all([
        answers(() => pingDatabase(app.db)),
        redis ? answers(() => redis.ping()) : undefined,
        jobs.backend === 'in-process' ? undefined : answers(() => jobs.ping()),
      ]);
      const checks: HealthBody['checks'] = { database };
      if (redisCheck) checks.redis = redisCheck;
      if (queue) checks.queue = queue;
      const serving = database === 'up' && queue !== 'down';
      const status = !serving ? 'unavailable' : redisCheck === 'down' ? 'degraded' : 'ok';
      void reply.status(serving ? 200 : 503).header('cache-control', 'no-store');
      return { status, database: app.databaseDriver, checks };
    },
  );
}
