// POST /api/parking/uploadcsv (spec §7): multipart with fields file, id, name, hoaid. The
// format is described in services/admin/csv-rows.ts. A refused file answers 400 with
// UploadCsvErrorBody naming every bad row; nothing is imported then.
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { UploadCsvErrorBody, UploadCsvResponse } from '@parking/shared/domain';
import { resolveCommunity } from '../../services/community-scope';
import { CsvRefused, importOwnersCsv } from '../../services/admin/csv-import';
import { badRequest } from '../../util/http-error';
import { adminOnly, caller } from './admin-guards';

export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_FILE_REQUIRED = 'Please choose a CSV file';

export default async function csvUploadRoutes(app: FastifyInstance) {
  // Scoped to this plugin: only uploadcsv accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  const admin = [app.requireRole('admin', 'readonly', 'owner', 'renter'), adminOnly()];

  app.post(
    '/uploadcsv',
    { preHandler: admin },
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
      const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
      try {
        return await importOwnersCsv(deps, community.hoaid, csv, (error) => {
          request.log.error({ err: error }, 'csv import reset mail failed');
        });
      } catch (error) {
        if (!(error instanceof CsvRefused)) throw error;
        void reply.status(400);
        return { message: error.message, rows: error.rows };
      }
    },
  );
}
