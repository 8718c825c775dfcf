// POST /api/parking/uploadcsv (spec §7): multipart with fields file, id, name, hoaid. The
// format is described in services/admin/csv-rows.ts. A refused file answers 400 with
// UploadCsvErrorBody naming every bad row; nothing is imported then. A good file answers at
// once with the import job's id; GET /api/parking/csv_import/{jobid} tells how far it has come.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  SUCCESS,
  type CsvImportProgress,
  type UploadCsvErrorBody,
  type UploadCsvResponse,
} from '@parking/shared/domain';
import { resolveCommunity } from '../../services/community-scope';
import {
  CsvRefused,
  checkOwnersCsv,
  importOwnersCsv,
  type CsvImportResult,
} from '../../services/admin/csv-import';
import { badRequest, notFound } from '../../util/http-error';
import { actorOf } from '../../services/audit';
import { adminOnly, caller } from './admin-guards';
import { csvImportProgressResponse, uploadCsvResponse } from './response-schemas';

export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_FILE_REQUIRED = 'Please choose a CSV file';
export const IMPORT_NOT_FOUND = 'No such import';

const progressParams = z.object({ jobid: z.string().min(1).max(100) });

export default async function csvUploadRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Scoped to this plugin: only uploadcsv accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  const admin = [app.requireRole('admin', 'readonly', 'owner', 'renter'), adminOnly()];
  const importDeps = { db: app.db, jobs: app.jobs };
  app.jobs.handle('csv-import', (payload, context) =>
    importOwnersCsv(importDeps, payload, context),
  );

  app.post(
    '/uploadcsv',
    { preValidation: admin, schema: { response: uploadCsvResponse } },
    async (request, reply): Promise<UploadCsvResponse | UploadCsvErrorBody> => {
      if (!request.isMultipart()) throw badRequest(CSV_FILE_REQUIRED, { file: CSV_FILE_REQUIRED });
      let csv: string | undefined;
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === 'file') csv = (await part.toBuffer()).toString('utf8');
          else await part.toBuffer();
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
      const auth = caller(request.auth);
      const community = await resolveCommunity(app.db, auth, fields.hoaid || undefined);
      if (csv === undefined) throw badRequest(CSV_FILE_REQUIRED, { file: CSV_FILE_REQUIRED });
      try {
        const rows = await checkOwnersCsv(app.db, community.hoaid, csv);
        // One attempt: the job drops the file (and its passwords) from the queue once read.
        const jobid = await app.jobs.enqueue(
          'csv-import',
          { hoaid: community.hoaid, csv, actor: actorOf(auth) },
          { attempts: 1 },
        );
        return { message: SUCCESS.uploadCsv, count: rows.length, jobid };
      } catch (error) {
        if (!(error instanceof CsvRefused)) throw error;
        void reply.status(400);
        return { message: error.message, rows: error.rows };
      }
    },
  );

  app.get(
    '/csv_import/:jobid',
    {
      preValidation: admin,
      schema: { params: progressParams, response: csvImportProgressResponse },
    },
    async (request): Promise<CsvImportProgress> => {
      const { jobid } = request.params;
      const community = await resolveCommunity(app.db, caller(request.auth), undefined);
      const job = await app.jobs.status(jobid);
      const payload = job?.payload as { hoaid?: unknown } | undefined;
      // Another community's import is as unknown as one that never was.
      if (!job || job.name !== 'csv-import' || payload?.hoaid !== community.hoaid) {
        throw notFound(IMPORT_NOT_FOUND);
      }
      const result = job.state === 'completed' ? (job.result as CsvImportResult) : null;
      return {
        jobid,
        state: job.state,
        done: job.progress?.done ?? 0,
        total: job.progress?.total ?? 0,
        imported: result?.imported ?? null,
        message: job.failedReason,
      };
    },
  );
}
