// Shared pieces of the paged admin lists (docs/adr/0010-server-paging.md): the page window,
// the ORDER BY with its stable tiebreak, and the free-text filter. Rows and count of a list use
// the same WHERE, built once by the list's query.
import { count, sql, type InferSelectModel, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE, type SortOrder } from '@parking/shared/domain';
import type { Executor } from '../client';

/** The paging fields after validation (routes/parking/paging-schemas.ts). */
export interface PageInput<TSort extends string> {
  page?: number;
  pageSize?: number;
  sort?: TSort;
  order?: SortOrder;
  q?: string;
}

export interface PageWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export interface PageResult<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageWindow(input: { page?: number; pageSize?: number }): PageWindow {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * Text compared byte by byte (COLLATE "C"), so the order is the same on every database and
 * locale; human text (names, makes) goes through lower() first.
 */
export const bytes = (column: SQLWrapper): SQL => sql`${column} collate "C"`;
export const folded = (column: SQLWrapper): SQL => sql`lower(${column}) collate "C"`;

/** The sort key and direction asked for, or the list's default (its own direction). */
export function resolveSort<TSort extends string>(
  input: { sort?: TSort; order?: SortOrder },
  fallback: { sort: TSort; order: SortOrder },
): { sort: TSort; order: SortOrder } {
  if (input.sort === undefined)
    return { sort: fallback.sort, order: input.order ?? fallback.order };
  return { sort: input.sort, order: input.order ?? 'asc' };
}

/**
 * ORDER BY the sort key's expressions, then the row id, all in the one direction: a page never
 * repeats or skips a row, and 'desc' is exactly 'asc' reversed.
 */
export function orderBy(expressions: readonly SQL[], order: SortOrder, id: SQLWrapper): SQL[] {
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  return [...expressions, sql`${id}`].map((expression) => sql`${expression} ${direction}`);
}

/** An ILIKE pattern for `text` anywhere: LIKE's wildcards escaped so it matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Free text: every word must appear (case-insensitive) in one of the columns. Undefined when
 * there is nothing to filter by.
 */
export function textFilter(q: string | undefined, columns: readonly SQLWrapper[]): SQL | undefined {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || columns.length === 0) return undefined;
  const perWord = words.map((word) => {
    const pattern = likePattern(word);
    const anyColumn = columns.map((column) => sql`${column} ilike ${pattern}`);
    return sql`(${sql.join(anyColumn, sql` or `)})`;
  });
  return sql.join(perWord, sql` and `);
}

/** A list read from one table: its WHERE, its sort key's expressions and direction. */
export interface TablePageQuery<TTable extends PgTable & { id: PgColumn }, TOut> {
  table: TTable;
  where: SQL | undefined;
  sortBy: readonly SQL[];
  order: SortOrder;
  toRow: (row: InferSelectModel<TTable>) => TOut;
}

/**
 * One page of a single table's rows (sorted, ties by id) and the count of all rows matching the
 * same WHERE, read together.
 */
export async function pageOfTable<TTable extends PgTable & { id: PgColumn }, TOut>(
  db: Executor,
  query: TablePageQuery<TTable, TOut>,
  window: PageWindow,
): Promise<PageResult<TOut>> {
  const { table, where } = query;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy(query.sortBy, query.order, table.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return {
    rows: (rows as InferSelectModel<TTable>[]).map(query.toRow),
    total: counted?.total ?? 0,
    page: window.page,
    pageSize: window.pageSize,
  };
}
