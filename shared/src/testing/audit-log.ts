// The fake server's get_audit_log. It answers like the real route (docs/adr/0010):
// the filters combined with AND, sorted by AUDIT_SORT_KEYS (newest first by default, ties by
// id), one page of the entries as the body and the total in X-Total-Count. Simplifications:
// `from`/`to` compare the UTC day of `at`; `vehicleid` matches the entry's `entityid`.
import {
  AUDIT_DEFAULT_SORT,
  DEFAULT_PAGE_SIZE,
  PAGE_HEADERS,
  type AuditEntry,
  type AuditLogRequest,
} from '../domain';
import type { FakeReply, FakeRequest } from './fake-server';

/** The route key of the audit log call, for a fakeServer table. */
export const AUDIT_LOG_ROUTE = 'POST /api/parking/get_audit_log';

export function matchesAuditFilters(entry: AuditEntry, request: AuditLogRequest): boolean {
  const day = entry.at.slice(0, 10);
  if (request.from && day < request.from) return false;
  if (request.to && day > request.to) return false;
  if (request.userid && entry.userid !== request.userid) return false;
  if (request.user && !entry.username.toLowerCase().includes(request.user.toLowerCase())) {
    return false;
  }
  if (request.unitnumber && entry.unitnumber !== request.unitnumber) return false;
  if (request.plate && entry.plate !== request.plate) return false;
  if (request.kind && entry.kind !== request.kind) return false;
  if (request.vehicleid && entry.entityid !== request.vehicleid) return false;
  return true;
}

function compareEntries(a: AuditEntry, b: AuditEntry, request: AuditLogRequest): number {
  const sort = request.sort ?? AUDIT_DEFAULT_SORT.sort;
  const order = request.order ?? (request.sort ? 'asc' : AUDIT_DEFAULT_SORT.order);
  const key = (entry: AuditEntry) =>
    sort === 'username' ? entry.username.toLowerCase() : String(entry[sort]);
  const byKey = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id;
  return order === 'desc' ? -byKey : byKey;
}

/** A fakeServer reply of get_audit_log over `entries` (read at request time: push more later). */
export function auditLogReply(entries: readonly AuditEntry[]) {
  return ({ body }: FakeRequest): FakeReply => {
    const request = (body ?? {}) as AuditLogRequest;
    const matching = entries
      .filter((entry) => matchesAuditFilters(entry, request))
      .sort((a, b) => compareEntries(a, b, request));
    const page = request.page ?? 1;
    const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
    return {
      body: matching.slice((page - 1) * pageSize, page * pageSize),
      headers: {
        [PAGE_HEADERS.total]: String(matching.length),
        [PAGE_HEADERS.page]: String(page),
        [PAGE_HEADERS.pageSize]: String(pageSize),
      },
    };
  };
}
