// Audit log (docs/adr/0017-audit-log.md): the one INSERT every write route runs in its
// own transaction, and the admin panel's paged read (docs/adr/0010-server-paging.md).
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_DEFAULT_SORT,
  type AuditEntry,
  type AuditLogRequest,
  type AuditSortKey,
  type PageRequest,
} from '@parking/shared/domain';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';
import { auditLog } from '../schema';
import type { PendingWrite } from './together';
import { columnsSet, placeholderRow, rowValues } from '../built-once';
import {
  bytes,
  likePattern,
  pageOfTable,
  pageWindow,
  resolveSort,
  textFilter,
  type PageInput,
  type PageResult,
} from './paging';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** Rows per INSERT statement: 12 parameters each stays far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 2000;

/** The INSERT of a few entries (one save's), to send with the save's other writes. */
export function auditRowsWrite(rows: readonly NewAuditRow[]): PendingWrite | null {
  if (rows.length === 0) return null;
  if (rows.length > ROWS_PER_STATEMENT) throw new Error('too many audit rows for one statement');
  const columns = rows.map((row) => columnsSet(row));
  return {
    shape: `audit(${columns.join(';')})`,
    values: Object.assign({}, ...rows.map((row, index) => rowValues(row, `${index}_`))),
    build: (db, placeholder) =>
      db
        .insert(auditLog)
        .values(
          columns.map(
            (set, index) =>
              placeholderRow(set, `${index}_`, placeholder) as PgInsertValue<typeof auditLog>,
          ),
        ),
  };
}

/** Writes the entries with one multi-row INSERT (bulk changes: one per 2,000 rows). */
export async function insertAuditRows(db: Executor, rows: readonly NewAuditRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db.insert(auditLog).values(rows.slice(start, start + ROWS_PER_STATEMENT));
  }
}

/** The panel's filters: the request without its paging fields. */
export type AuditFilters = Omit<AuditLogRequest, keyof PageRequest>;

export type AuditPageInput = PageInput<AuditSortKey> & AuditFilters;

const auditSorts: Record<AuditSortKey, SQL[]> = {
  at: [sql`${auditLog.at}`],
  username: [bytes(sql`lower(${auditLog.username})`), sql`${auditLog.at}`],
  kind: [bytes(auditLog.kind), bytes(auditLog.action), sql`${auditLog.at}`],
  unitnumber: [bytes(auditLog.unitnumber), sql`${auditLog.at}`],
  plate: [bytes(auditLog.plate), sql`${auditLog.at}`],
};

/** Escapes LIKE's wildcards so the typed text matches literally. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    userid: row.userid,
    username: row.username,
    role: row.role,
    kind: row.kind,
    action: row.action,
    entityid: row.entityid,
    unitnumber: row.unitnumber,
    plate: row.plate,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/**
 * One page of a community's entries. `from`/`to` are days in the community's time zone
 * (inclusive): the range is turned into two instants, so the (hoaid, at) index serves it.
 */
export async function pageAuditLog(
  db: Executor,
  community: { hoaid: string; timezone: string },
  input: AuditPageInput,
): Promise<PageResult<AuditEntry>> {
  const window = pageWindow(input);
  const zone = community.timezone;
  const where = and(
    eq(auditLog.hoaid, community.hoaid),
    input.from
      ? gte(auditLog.at, sql`(${input.from}::date::timestamp at time zone ${zone})`)
      : undefined,
    input.to
      ? lt(auditLog.at, sql`((${input.to}::date + 1)::timestamp at time zone ${zone})`)
      : undefined,
    input.userid ? eq(auditLog.userid, input.userid) : undefined,
    input.user ? sql`${auditLog.username} ilike ${likePattern(input.user)}` : undefined,
    input.unitnumber ? eq(auditLog.unitnumber, input.unitnumber) : undefined,
    input.plate ? eq(auditLog.plate, input.plate) : undefined,
    input.kind ? eq(auditLog.kind, input.kind) : undefined,
    input.vehicleid ? eq(auditLog.vehicleid, input.vehicleid) : undefined,
    textFilter(input.q, [
      auditLog.username,
      auditLog.kind,
      auditLog.action,
      auditLog.entityid,
      auditLog.unitnumber,
      auditLog.plate,
      auditLog.role,
    ]),
  );
  const { sort, order } = resolveSort(input, AUDIT_DEFAULT_SORT);
  return pageOfTable(
    db,
    { table: auditLog, where, sortBy: auditSorts[sort], order, toRow: toAuditEntry },
    window,
  );
}
