// The audit log of the admin's community, one page at a time (docs/adr/0010).
import type { AuditEntry, AuditLogRequest } from '../domain/audit';
import type { Page } from '../domain/paging';
import { postJsonPage, type PageCallOptions } from './client';

/** One page of audit entries matching the filters (newest first by default), and the total. */
export function getAuditLogPage(
  request: AuditLogRequest,
  options: PageCallOptions = {},
): Promise<Page<AuditEntry>> {
  return postJsonPage('/api/parking/get_audit_log', request, options);
}
