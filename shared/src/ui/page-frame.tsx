import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from './theme';

/** The content column of every screen, with generous spacing that tightens on phones. */
export const PageFrame = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.pageMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.xxxl}`};

  ${media.phone} {
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
  }
`;

export interface PageHeaderProps {
  /** e.g. 'Administrator Dashboard' or 'Renter Dashboard' (spec §2). */
  title: ReactNode;
  /** The community name, or lines such as 'Unit: {unit}'. */
  subtitle?: ReactNode;
  /** The clock slot, usually <Clock />. */
  clock?: ReactNode;
  /** Buttons on the right, e.g. the dashboard's toggle buttons. */
  actions?: ReactNode;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${media.phone} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Subtitle = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export function PageHeader({ title, subtitle, clock, actions }: PageHeaderProps) {
  return (
    <Header>
      <Titles>
        <Title>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {clock}
      </Titles>
      {actions ? <Side>{actions}</Side> : null}
    </Header>
  );
}
