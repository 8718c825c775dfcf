// The foot of a server-paged list: how many rows match ("10,006 vehicles") and the page buttons.
import styled from 'styled-components';
import { Button } from './button';

export interface PageControlsProps {
  /** The list's name, e.g. 'All Vehicles': the navigation is "All Vehicles pages". */
  label: string;
  /** e.g. "10,006 vehicles": every row matching the filters, not only this page. */
  countText: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** A page is on its way: the buttons wait for it. */
  busy?: boolean;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const PageText = styled.span`
  min-width: 8ch;
  padding: 0 ${({ theme }) => theme.space.xs};
  text-align: center;
  white-space: nowrap;
`;

export function PageControls({
  label,
  countText,
  page,
  pageCount,
  onPage,
  busy = false,
}: PageControlsProps) {
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <Bar>
      <Count role="status">{countText}</Count>
      {pageCount > 1 ? (
        <Pages aria-label={`${label} pages`} aria-busy={busy}>
          <Button variant="secondary" size="sm" disabled={first} onClick={() => onPage(1)}>
            First
          </Button>
          <Button variant="secondary" size="sm" disabled={first} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <PageText aria-current="page">
            Page {page} of {pageCount}
          </PageText>
          <Button variant="secondary" size="sm" disabled={last} onClick={() => onPage(page + 1)}>
            Next
          </Button>
          <Button variant="secondary" size="sm" disabled={last} onClick={() => onPage(pageCount)}>
            Last
          </Button>
        </Pages>
      ) : null}
    </Bar>
  );
}
