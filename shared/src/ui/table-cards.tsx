import type { Key, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { LinkButton } from './link-button';
import {
  cellContent,
  type RowAppearance,
  type RowAppearanceFn,
  type TableColumn,
} from './table-types';

export interface TableCardsProps<Row extends object> {
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowAppearance?: RowAppearanceFn<Row>;
}

export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RowCard = styled.li<{ $warning: boolean; $startsGroup: boolean }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: ${({ theme, $startsGroup }) =>
    $startsGroup ? `4px solid ${theme.colors.rowGroupBorder}` : `1px solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $warning }) => ($warning ? theme.colors.rowWarning : theme.colors.surface)};
  color: ${({ theme, $warning }) => ($warning ? theme.colors.rowWarningText : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.card};

  /* Links on the warning red take its dark red (axe color-contrast; see table-styles.ts). */
  && a,
  && ${LinkButton} {
    ${({ theme, $warning }) =>
      $warning ? `color: ${theme.colors.rowWarningText}; text-decoration: underline;` : ''}
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, 40%) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  dd:first-of-type {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The phone layout of a table (spec §2: tables become cards below 800 px). */
export function TableCards<Row extends object>({
  label,
  columns,
  rows,
  rowKey,
  rowAppearance,
}: TableCardsProps<Row>) {
  return (
    <CardList aria-label={label}>
      {rows.map((row, index) => (
        <TableCard
          key={rowKey(row)}
          row={row}
          columns={columns}
          appearance={rowAppearance?.(row, index, rows) ?? {}}
        />
      ))}
    </CardList>
  );
}

export interface TableCardProps<Row extends object> {
  row: Row;
  columns: readonly TableColumn<Row>[];
  appearance: RowAppearance;
  /** A virtualised list measures each card (PagedTable). */
  cardRef?: Ref<HTMLLIElement>;
  index?: number;
}

/** One row as a card: every column but the wide-only ones, label beside value. */
export function TableCard<Row extends object>({
  row,
  columns,
  appearance,
  cardRef,
  index,
}: TableCardProps<Row>) {
  return (
    <RowCard
      ref={cardRef}
      data-index={index}
      $warning={appearance.tone === 'warning'}
      $startsGroup={Boolean(appearance.startsGroup)}
      data-tone={appearance.tone ?? 'normal'}
      data-starts-group={appearance.startsGroup ? 'true' : undefined}
    >
      <Fields>
        {columns
          .filter((column) => column.showOn !== 'wide')
          .map((column) => (
            <Field key={column.key} label={column.phoneLabel ?? column.header}>
              {cellContent(column, row)}
            </Field>
          ))}
      </Fields>
    </RowCard>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
