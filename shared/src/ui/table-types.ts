import type { ReactNode } from 'react';

export type SortValue = string | number;

export interface TableColumn<Row> {
  key: string;
  header: string;
  /** The cell content; without it the row's field named `key` is shown as text. */
  render?: (row: Row) => ReactNode;
  /** Makes the column sortable by this value (numbers numerically, text naturally: "9" < "10"). */
  sortValue?: (row: Row) => SortValue;
  /** The server's sort key: makes the column sortable in a server-sorted PagedTable. */
  sortKey?: string;
  /** The label on a phone card, when it should differ from the header. */
  phoneLabel?: string;
  /** 'wide': table only; 'phone': cards only (e.g. the phone number in the phone layout, spec §2). */
  showOn?: 'all' | 'wide' | 'phone';
  align?: 'start' | 'end';
}

/** How one row looks: spec §2/§4 warning rows, and a bold top border where a new unit starts. */
export interface RowAppearance {
  tone?: 'normal' | 'warning';
  startsGroup?: boolean;
}

export type RowAppearanceFn<Row> = (row: Row, index: number, rows: readonly Row[]) => RowAppearance;

export function cellContent<Row extends object>(column: TableColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value: unknown = column.key in row ? row[column.key as keyof Row] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** The name of a list's scrolling box: the list's name, told apart from its panel's. */
export function scrollRegionName(label: string): string {
  return `${label} list`;
}
