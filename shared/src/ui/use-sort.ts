import { useCallback, useMemo, useState } from 'react';
import type { SortValue } from './table-types';

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface SortableColumn<Row> {
  key: string;
  sortValue?: (row: Row) => SortValue;
}

export interface SortResult<Row> {
  sortedRows: readonly Row[];
  sort: SortState | null;
  /** A new column sorts ascending; the sorted column flips direction. */
  toggleSort: (key: string) => void;
}

export function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Natural order, so unit "9" comes before unit "10".
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** Sorts rows by the clicked column; rows keep their order within equal values. */
export function useSort<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  initialSort: SortState | null = null,
): SortResult<Row> {
  const [sort, setSort] = useState<SortState | null>(initialSort);

  const toggleSort = useCallback((key: string) => {
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    );
  }, []);

  const sortedRows = useMemo(() => {
    const sortValue = sort
      ? columns.find((column) => column.key === sort.key)?.sortValue
      : undefined;
    if (!sort || !sortValue) return rows;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compareSortValues(sortValue(a), sortValue(b)));
  }, [rows, columns, sort]);

  return { sortedRows, sort, toggleSort };
}
