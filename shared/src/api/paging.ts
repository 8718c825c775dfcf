// Paging helpers of the list calls (docs/adr/0010-server-paging.md).
import { MAX_PAGE_SIZE, type Page, type PageRequest } from '../domain/paging';

/**
 * Every row matching the request, fetched page by page at the largest page size (for CSV
 * downloads). Stops at the total the server reports, or at a short page.
 */
export async function fetchAllPages<TRow, TRequest extends PageRequest>(
  fetchPage: (request: TRequest) => Promise<Page<TRow>>,
  request: TRequest,
): Promise<TRow[]> {
  const rows: TRow[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage({ ...request, page, pageSize: MAX_PAGE_SIZE });
    rows.push(...result.rows);
    if (result.rows.length < MAX_PAGE_SIZE || rows.length >= result.total) return rows;
  }
}
