// POST /api/parking/get_audit_log → one page of the community's audit entries,
// newest first by default, the total in X-Total-Count (docs/adr/0010, docs/adr/0017). Admins
// and readonly users read their own community's log (the token's); every other role is 403.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditEntryListSchema,
  auditLogRequestSchema,
  type AuditEntry,
} from '@parking/shared/domain';
import { pageAuditLog } from '../../db/queries/audit';
import { resolveCommunity } from '../../services/community-scope';
import { caller } from './admin-guards';
import { sendPage } from './paging';

export default async function auditRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/get_audit_log',
    {
      preValidation: app.requireRole('admin', 'readonly'),
      schema: { body: auditLogRequestSchema, response: { 200: auditEntryListSchema } },
    },
    async (request, reply): Promise<AuditEntry[]> => {
      const community = await resolveCommunity(app.db, caller(request.auth), undefined);
      return sendPage(reply, await pageAuditLog(app.db, community, request.body));
    },
  );
}
