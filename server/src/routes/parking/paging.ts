// Answers a paged list (docs/adr/0010-server-paging.md): the body is the page's rows (the spec's
// array), the total matching the filters and the page applied are headers.
import type { FastifyReply } from 'fastify';
import { PAGE_HEADERS } from '@parking/shared/domain';
import type { PageResult } from '../../db/queries/paging';

export function sendPage<T>(reply: FastifyReply, page: PageResult<T>): T[] {
  void reply
    .header(PAGE_HEADERS.total, String(page.total))
    .header(PAGE_HEADERS.page, String(page.page))
    .header(PAGE_HEADERS.pageSize, String(page.pageSize));
  return page.rows;
}
