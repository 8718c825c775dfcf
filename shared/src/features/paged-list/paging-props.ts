// What a server-paged list (usePagedList) hands to the pieces that show it: a panel spreads
// `{...pagingOf(list)}` on its PagedTable and `{...pageControlsOf(list)}` on the page buttons of
// a view that is not the table (the Plates view), so the list's fields meet those props in one
// place and every panel pages, sorts and waits alike.
import { pageCountOf, type PageControlsProps, type PagedTableProps } from '../../ui';
import type { PagedList } from './use-paged-list';

/** The fields of a PagedList that say which page and order the server shows. */
export type ListPaging = Pick<
  PagedList<unknown, string>,
  'total' | 'sort' | 'toggleSort' | 'page' | 'pageSize' | 'setPage' | 'loading' | 'fetching'
>;

export type PagedTablePaging = Pick<
  PagedTableProps<object>,
  'total' | 'sort' | 'onSort' | 'page' | 'pageSize' | 'onPage' | 'loading' | 'fetching'
>;

export type PageControlsPaging = Pick<PageControlsProps, 'page' | 'pageCount' | 'onPage' | 'busy'>;

/** PagedTable's total, sort, page buttons and loading state, from the list that pages it. */
export function pagingOf(list: ListPaging): PagedTablePaging {
  return {
    total: list.total,
    sort: list.sort,
    onSort: list.toggleSort,
    page: list.page,
    pageSize: list.pageSize,
    onPage: list.setPage,
    loading: list.loading,
    fetching: list.fetching,
  };
}

/** PageControls' page buttons, from the list that pages them; the count text is the panel's. */
export function pageControlsOf(list: ListPaging): PageControlsPaging {
  return {
    page: list.page,
    pageCount: pageCountOf(list.total, list.pageSize),
    onPage: list.setPage,
    busy: list.fetching,
  };
}
