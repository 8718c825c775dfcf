import { useId } from 'react';
import styled from 'styled-components';
import { IconButton } from './icon-button';
import type { SortState } from './use-sort';

export interface CardSortControlProps {
  options: readonly { key: string; label: string }[];
  sort: SortState | null;
  onSort: (key: string) => void;
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  select {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  select:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

/** On phones there are no column headers, so sortable cards get a "Sort by" choice instead. */
export function CardSortControl({ options, sort, onSort }: CardSortControlProps) {
  const selectId = useId();
  const ascending = sort?.direction !== 'descending';
  return (
    <Bar>
      <label htmlFor={selectId}>Sort by</label>
      <select
        id={selectId}
        value={sort?.key ?? ''}
        onChange={(event) => event.target.value && onSort(event.target.value)}
      >
        {sort ? null : <option value="">List order</option>}
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      {sort ? (
        <IconButton
          icon={ascending ? 'sortAscending' : 'sortDescending'}
          label={ascending ? 'Sort descending' : 'Sort ascending'}
          size="sm"
          variant="secondary"
          onClick={() => onSort(sort.key)}
        />
      ) : null}
    </Bar>
  );
}
