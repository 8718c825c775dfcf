// A list the server pages, sorts and filters: the page's rows rendered only where they
// can be seen (virtual-rows.tsx), sortable headers (or the phone's "Sort by") that ask the server,
// and the count of every matching row with the page buttons.
import type { Key } from 'react';
import styled from 'styled-components';
import { CardSortControl } from './card-sort-control';
import { PageControls } from './page-controls';
import { Empty } from './table-styles';
import type { RowAppearanceFn, TableColumn } from './table-types';
import { usePhoneLayout } from './use-phone-layout';
import type { SortState } from './use-sort';
import { VirtualCards, VirtualTable, type RowHeight } from './virtual-rows';

export interface PagedTableProps<Row extends object> {
  /** Names the table (or card list) for assistive technology, e.g. "All Vehicles". */
  label: string;
  /** A column with a `sortKey` is sortable; the server sorts by that key. */
  columns: readonly TableColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** Every row matching the filters (X-Total-Count). */
  total: number;
  /** e.g. (n) => `${n} vehicles`. */
  countText: (total: number) => string;
  rowKey: (row: Row) => Key;
  emptyText: string;
  rowAppearance?: RowAppearanceFn<Row>;
  /** spec §9: lists scroll at 400 px (LIST_MAX_HEIGHT_PX); phones use the page's scroll. */
  maxHeight?: number;
  sort: SortState | null;
  onSort: (key: string) => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** No page has arrived yet. */
  loading?: boolean;
  /** A page is on its way while the previous one still shows. */
  fetching?: boolean;
  /** Rows that hold small buttons ('buttons') are taller than rows of text (the default). */
  rowHeight?: RowHeight;
  /** 'auto' follows the window width (cards below 800 px); tests and previews can force one. */
  layout?: 'auto' | 'table' | 'cards';
  className?: string;
}

// A slow page dims the rows it replaces (after 150 ms, so a quick one never flickers); the new
// page shows at full strength at once.
const Frame = styled.div<{ $fetching: boolean }>`
  opacity: ${({ $fetching }) => ($fetching ? 0.6 : 1)};
  transition: ${({ $fetching }) => ($fetching ? 'opacity 120ms linear 150ms' : 'none')};
`;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function PagedTable<Row extends object>({
  label,
  columns,
  rows,
  total,
  countText,
  rowKey,
  emptyText,
  rowAppearance,
  maxHeight,
  sort,
  onSort,
  page,
  pageSize,
  onPage,
  loading = false,
  fetching = false,
  layout = 'auto',
  rowHeight,
  className,
}: PagedTableProps<Row>) {
  const phone = usePhoneLayout();
  const cards = layout === 'cards' || (layout === 'auto' && phone);
  const sortOptions = columns
    .filter((column) => column.sortKey && column.showOn !== 'wide')
    .map((column) => ({ key: column.sortKey!, label: column.phoneLabel ?? column.header }));
  const rowsProps = { label, columns, rows, rowKey, rowAppearance };
  const scrollResetKey = `${page}|${sort?.key ?? ''}|${sort?.direction ?? ''}|${total}`;

  let body;
  if (loading && rows.length === 0) body = <Empty aria-busy="true">Loading…</Empty>;
  else if (rows.length === 0) body = <Empty>{emptyText}</Empty>;
  else if (cards) body = <VirtualCards {...rowsProps} scrollResetKey={scrollResetKey} />;
  else {
    body = (
      <VirtualTable
        {...rowsProps}
        maxHeight={maxHeight}
        sort={sort}
        onSort={onSort}
        scrollResetKey={scrollResetKey}
        rowHeight={rowHeight}
      />
    );
  }

  return (
    <Frame
      className={className}
      $fetching={fetching && rows.length > 0}
      aria-busy={loading || fetching}
    >
      {cards && sortOptions.length > 0 && rows.length > 0 ? (
        <CardSortControl options={sortOptions} sort={sort} onSort={onSort} />
      ) : null}
      {body}
      {loading && rows.length === 0 ? null : (
        <PageControls
          label={label}
          countText={countText(total)}
          page={page}
          pageCount={pageCountOf(total, pageSize)}
          onPage={onPage}
          busy={fetching}
        />
      )}
    </Frame>
  );
}
