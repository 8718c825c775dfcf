// Shared pieces of the paged admin lists (docs/adr/0010-server-paging.md): the page window,
// the ORDER BY with its stable tiebreak, and the free-text filter. Rows and count of a list use
// the same WHERE, built once by the list's query.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type SortOrder } from '@parking/shared/domain';

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

/** Escapes LIKE's wildcards so the typed text matches literally. */
function likePattern(text: string): string {
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
