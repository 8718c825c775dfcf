import styled from 'styled-components';

/** A raised surface for one thing: a block of a profile, a vehicle on a phone, a summary. */
export const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** Lays out fields or cards in columns that fold to one column on narrow screens. */
export const FieldGrid = styled.div<{ $minColumnWidth?: number }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(${({ $minColumnWidth = 220 }) => `${$minColumnWidth}px`}, 1fr)
  );
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
`;

/** A row of buttons with even gaps that wraps on phones. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
