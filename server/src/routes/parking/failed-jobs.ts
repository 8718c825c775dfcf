// POST /api/parking/get_failed_jobs {} → the community's notification jobs that
// failed after their last retry, newest first (admin Maintenance "Failed mail jobs").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyRequestSchema, failedJobListSchema } from '@parking/shared/domain';
import { adminOnly, caller } from './admin-guards';

export const FAILED_JOBS_LIMIT = 100;

const payloadOf = (value: unknown): { hoaid?: unknown; kind?: unknown; what?: unknown } =>
  typeof value === 'object' && value !== null ? value : {};

export default async function failedJobRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.requireRole('admin', 'readonly', 'owner', 'renter'), adminOnly()];

  app.post(
    '/get_failed_jobs',
    {
      preValidation: admin,
      schema: { body: emptyRequestSchema, response: { 200: failedJobListSchema } },
    },
    async (request) => {
      const { hoaid } = caller(request.auth);
      // Only jobs that name this community; other communities' jobs stay invisible.
      return (await app.jobs.failed(FAILED_JOBS_LIMIT * 5))
        .filter((job) => payloadOf(job.payload).hoaid === hoaid)
        .slice(0, FAILED_JOBS_LIMIT)
        .map(({ payload, ...job }) => {
          const { kind, what } = payloadOf(payload);
          return { ...job, kind: String(kind ?? what ?? job.name) };
        });
    },
  );
}
