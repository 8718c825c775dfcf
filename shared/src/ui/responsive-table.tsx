import type { Key } from 'react';
import styled from 'styled-components';
import { CardSortControl } from './card-sort-control';
import { SortableHeader } from './sortable-header';
import { TableCards } from './table-cards';
import {
  cellContent,
  scrollRegionName,
  type RowAppearanceFn,
  type TableColumn,
} from './table-types';
import { usePhoneLayout } from './use-phone-layout';
import { useSort, type SortState } from './use-sort';
import { BodyRow, Empty, Scroller, Table } from './table-styles';
import { VisuallyHidden } from './visually-hidden';

export interface ResponsiveTableProps<Row extends object> {
  /** Names the table (or card list) for assistive technology, e.g. "My Vehicles". */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown instead of the table when there are no rows, e.g. 'No vehicles registered'. */
  emptyText: string;
  rowAppearance?: RowAppearanceFn<Row>;
  /**
   * Scroll height in px of the table (spec §9: lists scroll at 400 px, LIST_MAX_HEIGHT_PX). The
   * phone's cards take the page's own scroll: a 400 px box would show one card and a half inside
   * a second scrollbar.
   */
  maxHeight?: number;
  initialSort?: SortState | null;
  /** 'auto' follows the window width (cards below 800 px); tests and previews can force one. */
  layout?: 'auto' | 'table' | 'cards';
  className?: string;
}

const Cards = styled.div``;

/** A real table on wide screens and a list of cards on phones, with optional sortable columns. */
export function ResponsiveTable<Row extends object>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  rowAppearance,
  maxHeight,
  initialSort = null,
  layout = 'auto',
  className,
}: ResponsiveTableProps<Row>) {
  const phone = usePhoneLayout();
  const { sortedRows, sort, toggleSort } = useSort(rows, columns, initialSort);

  const sortOptions = columns
    .filter((column) => column.sortValue && column.showOn !== 'wide')
    .map((column) => ({ key: column.key, label: column.phoneLabel ?? column.header }));

  if (rows.length === 0) return <Empty className={className}>{emptyText}</Empty>;

  if (layout === 'cards' || (layout === 'auto' && phone)) {
    return (
      <Cards className={className}>
        {sortOptions.length > 0 ? (
          <CardSortControl options={sortOptions} sort={sort} onSort={toggleSort} />
        ) : null}
        <TableCards
          label={label}
          columns={columns}
          rows={sortedRows}
          rowKey={rowKey}
          rowAppearance={rowAppearance}
        />
      </Cards>
    );
  }

  // A scrolling region must be reachable by keyboard, so it takes focus and has a name; a name
  // of its own, not the panel's around it (axe landmark-unique).
  const scrollRegion = maxHeight
    ? { tabIndex: 0, role: 'region', 'aria-label': scrollRegionName(label) }
    : {};

  const tableColumns = columns.filter((column) => column.showOn !== 'phone');
  return (
    <Scroller $maxHeight={maxHeight} className={className} {...scrollRegion}>
      <Table>
        <VisuallyHidden as="caption">{label}</VisuallyHidden>
        <thead>
          <tr>
            {tableColumns.map((column) =>
              column.sortValue ? (
                <SortableHeader
                  key={column.key}
                  label={column.header}
                  columnKey={column.key}
                  sort={sort}
                  onSort={toggleSort}
                />
              ) : (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {sortedRows.map((row, index) => {
            const appearance = rowAppearance?.(row, index, sortedRows) ?? {};
            return (
              <BodyRow
                key={rowKey(row)}
                $warning={appearance.tone === 'warning'}
                $startsGroup={Boolean(appearance.startsGroup)}
                data-tone={appearance.tone ?? 'normal'}
                data-starts-group={appearance.startsGroup ? 'true' : undefined}
              >
                {tableColumns.map((column) => (
                  <td
                    key={column.key}
                    style={column.align === 'end' ? { textAlign: 'right' } : undefined}
                  >
                    {cellContent(column, row)}
                  </td>
                ))}
              </BodyRow>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}
