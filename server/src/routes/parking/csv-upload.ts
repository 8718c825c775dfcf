// POST /api/parking/uploadcsv (spec §7): multipart with fields file, id, name, hoaid. The
// format is described in services/admin/csv-rows.ts. A refused file answers 400 with
// UploadCsvErrorBody naming every bad row; nothing is imported then. A good file answers at
// once with the import's id; GET /api/parking/csv_import/{jobid} tells how far it has come, read
// from the import's row (docs/adr/0032), so it answers whatever the queue still remembers.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  SUCCESS,
  csvImportParamsSchema,
  csvImportProgressSchema,
  uploadCsvBadRequestSchema,
  uploadCsvResponseSchema,
  type CsvImportProgress,
  type UploadCsvErrorBody,
  type UploadCsvResponse,
} from '@parking/shared/domain';
import { resolveCommunity } from '../../services/community-scope';
import {
  CsvRefused,
  importOwnersCsv,
  pauseAsLongAsTheBatch,
  queueOwnersImport,
  resumeStaleImports,
} from '../../services/admin/csv-import';
import { findCsvImportProgress, type CsvImportState } from '../../db/queries/csv-imports';
import { badRequest, notFound } from '../../util/http-error';
import { actorOf } from '../../services/audit';
import { adminOnly, caller } from './admin-guards';

export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_FILE_REQUIRED = 'Please choose a CSV file';
export const IMPORT_NOT_FOUND = 'No such import';

export default async function csvUploadRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Scoped to this plugin: only uploadcsv accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  const admin = [app.requireRole('admin', 'readonly', 'owner', 'renter'), adminOnly()];
  // The embedded database runs on this thread: the import paces itself (docs/adr/0032).
  const importDeps = {
    db: app.db,
    queueMails: app.notifications.queueRows,
    pause: app.config.databaseUrl ? undefined : pauseAsLongAsTheBatch,
  };
  app.jobs.handle('csv-import', (payload, context) =>
    importOwnersCsv(importDeps, payload, context),
  );
  resumeStaleImportsOnReady(app);

  app.post(
    '/uploadcsv',
    {
      preValidation: admin,
      // 400: a refused file's rows, or the error handler's { message, errors, code }.
      schema: { response: { 200: uploadCsvResponseSchema, 400: uploadCsvBadRequestSchema } },
    },
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
        const { jobid, count } = await queueOwnersImport(
          { db: app.db, jobs: app.jobs },
          { hoaid: community.hoaid, csv, actor: actorOf(auth) },
        );
        return { message: SUCCESS.uploadCsv, count, jobid };
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
      schema: { params: csvImportParamsSchema, response: { 200: csvImportProgressSchema } },
    },
    async (request): Promise<CsvImportProgress> => {
      const { jobid } = request.params;
      const community = await resolveCommunity(app.db, caller(request.auth), undefined);
      const row = await findCsvImportProgress(app.db, jobid);
      // Another community's import is as unknown as one that never was.
      if (!row || row.hoaid !== community.hoaid) throw notFound(IMPORT_NOT_FOUND);
      return {
        jobid,
        state: row.state as CsvImportState,
        done: row.done,
        total: row.total,
        imported: row.state === 'completed' ? row.imported : null,
        message: row.state === 'failed' ? (row.failed_reason ?? 'failed') : null,
      };
    },
  );
}

/** How long an open import may go untouched before the sweep queues it again (BullMQ). */
const STALE_IMPORT_MS = 10 * 60_000;
const SWEEP_IMPORTS_EVERY_MS = 60_000;

/**
 * Imports whose job was lost are queued again: at start every open import with the in-process
 * queue (it died with the process), and with BullMQ those untouched for STALE_IMPORT_MS (a job
 * the queue gave up while its instances were down). A run too many finds the import completed.
 */
function resumeStaleImportsOnReady(app: FastifyInstance) {
  const staleMs = app.jobs.backend === 'in-process' ? 0 : STALE_IMPORT_MS;
  const sweep = () =>
    resumeStaleImports({ db: app.db, jobs: app.jobs }, staleMs).catch((error: unknown) =>
      app.log.error({ err: error }, 'csv import sweep'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    if (staleMs > 0) {
      timer = setInterval(() => void sweep(), SWEEP_IMPORTS_EVERY_MS);
      timer.unref();
    }
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
