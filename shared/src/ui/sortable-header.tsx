import type { ThHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from './icons';
import type { SortState } from './use-sort';

export interface SortableHeaderProps extends Omit<
  ThHTMLAttributes<HTMLTableCellElement>,
  'onClick'
> {
  label: string;
  columnKey: string;
  sort: SortState | null;
  onSort: (columnKey: string) => void;
}

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  margin: 0 -${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  font-weight: inherit;
  text-align: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

/** A column header whose button sorts the column; aria-sort tells which way it is sorted. */
export function SortableHeader({
  label,
  columnKey,
  sort,
  onSort,
  ...thProps
}: SortableHeaderProps) {
  const direction = sort?.key === columnKey ? sort.direction : undefined;
  const icon =
    direction === 'ascending'
      ? 'sortAscending'
      : direction === 'descending'
        ? 'sortDescending'
        : 'sort';
  return (
    <th scope="col" aria-sort={direction} {...thProps}>
      <SortButton type="button" onClick={() => onSort(columnKey)}>
        {label}
        <Icon name={icon} size={14} />
      </SortButton>
    </th>
  );
}
