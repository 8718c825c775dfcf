// The looks of the portal's tables, shared by the client-sorted ResponsiveTable and the
// server-paged PagedTable so both lists look the same.
import styled from 'styled-components';
import { LinkButton } from './link-button';

export const Scroller = styled.div<{ $maxHeight: number | undefined }>`
  max-height: ${({ $maxHeight }) => ($maxHeight ? `${$maxHeight}px` : 'none')};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
  }

  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const BodyRow = styled.tr<{ $warning: boolean; $startsGroup: boolean }>`
  && {
    background: ${({ theme, $warning }) => ($warning ? theme.colors.rowWarning : 'transparent')};
    color: ${({ theme, $warning }) => ($warning ? theme.colors.rowWarningText : 'inherit')};
  }

  /* The link blue on the warning red is 4.0:1 (axe color-contrast): links take the row's dark
     red there, underlined so they still read as links. */
  && a,
  && ${LinkButton} {
    ${({ theme, $warning }) =>
      $warning ? `color: ${theme.colors.rowWarningText}; text-decoration: underline;` : ''}
  }

  & > td {
    border-top: ${({ theme, $startsGroup }) => ($startsGroup ? `3px solid ${theme.colors.rowGroupBorder}` : 'none')};
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
