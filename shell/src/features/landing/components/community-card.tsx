import type { Community, ParkingSummary } from '@parking/shared/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@parking/shared/ui';
import { ParkingSummaryBar } from './parking-summary-bar';

const Card = styled.section`
  width: min(560px, 100%);
  padding: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: rgba(255, 255, 255, 0.96);
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.2;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.xl};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

// A dt/dd pair grouped for React keys; the grid lays out the dt and dd themselves.
const Fact = styled.div`
  display: contents;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};

  & > * {
    flex: 1;
  }
`;

interface CommunityCardProps {
  community: Community;
  summary: ParkingSummary | null;
  /** The Owner and Renter buttons. */
  children: ReactNode;
}

/** spec §1: manager company, address, city, state, zip and the parking space count. */
export function CommunityCard({ community, summary, children }: CommunityCardProps) {
  const facts = [
    { label: 'Manager company', value: community.company },
    { label: 'Address', value: community.address },
    { label: 'City', value: community.city },
    { label: 'State', value: community.state },
    { label: 'Zip', value: community.zip },
    { label: 'Parking spaces', value: String(community.parking_allowed_hoa) },
  ];
  return (
    <Card aria-labelledby="community-name">
      <Header>
        <h1 id="community-name">{community.name}</h1>
        {summary ? <ParkingSummaryBar summary={summary} /> : null}
      </Header>
      <Facts>
        {facts.map((fact) => (
          <Fact key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fact>
        ))}
      </Facts>
      <Actions>{children}</Actions>
    </Card>
  );
}
