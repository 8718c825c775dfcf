// One server-paged list on a screen: page, sort and filters go to the server; the
// previous page stays on screen while the next one loads (keepPreviousData), and a page no
// longer wanted is cancelled (react-query aborts its signal).
import { useState } from 'react';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { DefaultSort, Page, SortOrder } from '../../domain';
import { usePhoneLayout, type SortState } from '../../ui';
import { apiErrorMessage } from '../report-api-error';
import { LIST_PAGE_SIZE, PHONE_PAGE_SIZE } from './list-queries';

export interface Paging<TSort extends string> {
  page: number;
  pageSize: number;
  sort: TSort;
  order: SortOrder;
}

export interface PagedListOptions<Row, TSort extends string, TKey extends QueryKey> {
  /** The query of one page: the panel's filters plus these paging fields. */
  query: (paging: Paging<TSort>) => UseQueryOptions<Page<Row>, Error, Page<Row>, TKey>;
  defaultSort: DefaultSort<TSort>;
  /** The (debounced) filters: a change starts again at page 1. */
  filters?: object;
  /** Default: LIST_PAGE_SIZE on wide screens, PHONE_PAGE_SIZE for the phone's cards. */
  pageSize?: number;
  enabled?: boolean;
}

export interface PagedList<Row, TSort extends string> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  sort: SortState;
  /** A new column sorts ascending; the sorted column flips direction. */
  toggleSort: (key: string) => void;
  paging: Paging<TSort>;
  /** No page has arrived yet. */
  loading: boolean;
  /** A page is on its way (the previous one still shows). */
  fetching: boolean;
  error: string | null;
}

const toOrder = (direction: SortState['direction']): SortOrder =>
  direction === 'descending' ? 'desc' : 'asc';
const toDirection = (order: SortOrder): SortState['direction'] =>
  order === 'desc' ? 'descending' : 'ascending';

export function usePagedList<Row, TSort extends string, TKey extends QueryKey>({
  query,
  defaultSort,
  filters = {},
  pageSize: chosenPageSize,
  enabled = true,
}: PagedListOptions<Row, TSort, TKey>): PagedList<Row, TSort> {
  const phone = usePhoneLayout();
  const pageSize = chosenPageSize ?? (phone ? PHONE_PAGE_SIZE : LIST_PAGE_SIZE);
  // A new page size (the window crossed 800 px) also starts again at page 1.
  const filterKey = JSON.stringify({ filters, pageSize });
  const [sort, setSort] = useState<SortState>({
    key: defaultSort.sort,
    direction: toDirection(defaultSort.order),
  });
  // The page belongs to the filters it was chosen under: new filters show page 1.
  const [chosen, setChosen] = useState({ filterKey, page: 1 });
  const page = chosen.filterKey === filterKey ? chosen.page : 1;

  const paging: Paging<TSort> = {
    page,
    pageSize,
    sort: sort.key as TSort,
    order: toOrder(sort.direction),
  };
  const result = useQuery({ ...query(paging), placeholderData: keepPreviousData, enabled });

  const toggleSort = (key: string) => {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    );
    setChosen({ filterKey, page: 1 });
  };

  return {
    rows: result.data?.rows ?? [],
    total: result.data?.total ?? 0,
    page,
    pageSize,
    setPage: (next) => setChosen({ filterKey, page: next }),
    sort,
    toggleSort,
    paging,
    loading: result.isPending && enabled,
    fetching: result.isFetching,
    error: result.error ? apiErrorMessage(result.error) : null,
  };
}
