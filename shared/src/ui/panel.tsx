import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from './theme';

export interface PanelProps {
  /** The panel's heading, e.g. 'Renter Vehicles 2026-11-21'. */
  title?: ReactNode;
  /** Heading level, so a page keeps a sensible outline. */
  headingLevel?: 2 | 3;
  /** Buttons beside the title, e.g. the Add icon button. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A titled section of a dashboard: one list, form or summary. */
export function Panel({ title, headingLevel = 2, actions, children, className }: PanelProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={title ? headingId : undefined} className={className}>
      {title || actions ? (
        <Header>
          {title ? (
            <Heading as={headingLevel === 3 ? 'h3' : 'h2'} id={headingId}>
              {title}
            </Heading>
          ) : null}
          {actions ? <Actions>{actions}</Actions> : null}
        </Header>
      ) : null}
      {children}
    </Section>
  );
}
