// The rows of a page, rendered only where they can be seen (10,000 vehicles stay under
// 3,000 DOM nodes). Wide screens: table rows inside the list's 400 px scroll box. Phones: cards in
// the page's own scroll, as the spec's phone layout has no inner scroll box.
import { useLayoutEffect, useRef, useState, type Key } from 'react';
import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { SortableHeader } from './sortable-header';
import { CardList, TableCard } from './table-cards';
import { BodyRow, Scroller, Table } from './table-styles';
import {
  cellContent,
  scrollRegionName,
  type RowAppearanceFn,
  type TableColumn,
} from './table-types';
import type { SortState } from './use-sort';
import { VisuallyHidden } from './visually-hidden';

/**
 * A table row's height before it is measured: one line of text, or a row of small (32 px)
 * buttons. An estimate that matches spares the second render the measurement would otherwise
 * cause (the dashboard's first rows after sign-in).
 */
export const ROW_ESTIMATE_PX = { text: 38, buttons: 49 } as const;
export type RowHeight = keyof typeof ROW_ESTIMATE_PX;
const CARD_ESTIMATE_PX = 260;
const CARD_GAP_PX = 12;

/** An element not laid out yet (hidden, or a test's jsdom) measures 0: keep the estimate. */
function measureLaidOut<TScroll extends Element | Window>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<TScroll, Element>,
): number {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : instance.options.estimateSize(instance.indexFromElement(element));
}

interface RowsProps<Row extends object> {
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowAppearance?: RowAppearanceFn<Row>;
}

export interface VirtualTableProps<Row extends object> extends RowsProps<Row> {
  maxHeight?: number;
  sort: SortState | null;
  onSort: (key: string) => void;
  /** Changes with the page, sort and filters: the list then starts again at its top. */
  scrollResetKey: string;
  /** What a row holds: one line of text (default) or small buttons. */
  rowHeight?: RowHeight;
}

export function VirtualTable<Row extends object>({
  label,
  columns,
  rows,
  rowKey,
  rowAppearance,
  maxHeight,
  sort,
  onSort,
  scrollResetKey,
  rowHeight = 'text',
}: VirtualTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const viewHeight = maxHeight ?? 800;
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX[rowHeight],
    getItemKey: (index) => rowKey(rows[index]!),
    overscan: 8,
    initialRect: { width: 0, height: viewHeight },
    // Before layout the box is as tall as it may grow.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) =>
        onRect(rect.height > 0 ? rect : { ...rect, height: viewHeight }),
      ),
    measureElement: measureLaidOut,
  });

  useLayoutEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [scrollResetKey]);

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));
  const tableColumns = columns.filter((column) => column.showOn !== 'phone');
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden="true">
        <td colSpan={tableColumns.length} style={{ height, padding: 0, border: 0 }} />
      </tr>
    ) : null;

  return (
    <Scroller
      ref={scrollRef}
      $maxHeight={maxHeight}
      tabIndex={0}
      role="region"
      aria-label={scrollRegionName(label)}
    >
      <Table aria-rowcount={rows.length + 1}>
        <VisuallyHidden as="caption">{label}</VisuallyHidden>
        <thead>
          <tr aria-rowindex={1}>
            {tableColumns.map((column) =>
              column.sortKey ? (
                <SortableHeader
                  key={column.key}
                  label={column.header}
                  columnKey={column.sortKey}
                  sort={sort}
                  onSort={onSort}
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
          {spacer(before)}
          {items.map((item) => {
            const row = rows[item.index]!;
            const appearance = rowAppearance?.(row, item.index, rows) ?? {};
            return (
              <BodyRow
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
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
          {spacer(after)}
        </tbody>
      </Table>
    </Scroller>
  );
}

export interface VirtualCardsProps<Row extends object> extends RowsProps<Row> {
  /** Changes with the page, sort and filters: a list scrolled out of view comes back to its top. */
  scrollResetKey: string;
}

export function VirtualCards<Row extends object>({
  label,
  columns,
  rows,
  rowKey,
  rowAppearance,
  scrollResetKey,
}: VirtualCardsProps<Row>) {
  const listRef = useRef<HTMLUListElement>(null);
  const shownKey = useRef(scrollResetKey);
  useLayoutEffect(() => {
    if (shownKey.current === scrollResetKey) return;
    shownKey.current = scrollResetKey;
    const list = listRef.current;
    // After "Next" at the foot of a long list, the new page starts where the list starts.
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView?.({ block: 'start' });
  }, [scrollResetKey]);
  const [listTop, setListTop] = useState(0);
  // The window scrolls: the virtualizer needs where the list starts on the page.
  useLayoutEffect(() => {
    const measure = () => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setListTop((previous) => (Math.abs(previous - top) > 1 ? top : previous));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [rows]);
  const virtualizer = useWindowVirtualizer<Element>({
    count: rows.length,
    estimateSize: () => CARD_ESTIMATE_PX,
    getItemKey: (index) => rowKey(rows[index]!),
    overscan: 2,
    gap: CARD_GAP_PX,
    scrollMargin: listTop,
    measureElement: measureLaidOut,
  });
  const items = virtualizer.getVirtualItems();
  const before = Math.max(0, (items[0]?.start ?? listTop) - listTop);
  const after = Math.max(
    0,
    virtualizer.getTotalSize() - ((items.at(-1)?.end ?? listTop) - listTop),
  );
  return (
    <CardList
      ref={listRef}
      aria-label={label}
      style={{ gap: CARD_GAP_PX, paddingTop: before, paddingBottom: after }}
    >
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <TableCard
            key={item.key}
            cardRef={virtualizer.measureElement}
            index={item.index}
            row={row}
            columns={columns}
            appearance={rowAppearance?.(row, item.index, rows) ?? {}}
          />
        );
      })}
    </CardList>
  );
}
