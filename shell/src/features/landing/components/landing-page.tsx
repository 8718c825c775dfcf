// spec §2: `/` and `/{hoaid}`, the community landing page with Owner and Renter buttons.
import { Button, ErrorBox, media } from '@parking/shared/ui';
import { Navigate, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useCommunity } from '../../../lib/community/use-community';
import { useParkingSummary } from '../../../lib/community/use-parking-summary';
import { CommunityCard } from './community-card';

const Hero = styled.main<{ $image: string }>`
  min-height: calc(100vh - 64px);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  background-color: ${({ theme }) => theme.colors.background};
  background-image: ${({ $image }) =>
    $image
      ? `linear-gradient(rgba(15, 23, 42, 0.35), rgba(15, 23, 42, 0.35)), url("${$image}")`
      : 'none'};
  background-size: cover;
  background-position: center;

  ${media.phone} {
    align-items: flex-start;
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function LandingPage() {
  const { hoaid = null } = useParams();
  const state = useCommunity(hoaid);
  const summary = useParkingSummary(state.status === 'ready' ? state.community.hoaid : null);
  const navigate = useNavigate();

  if (state.status === 'failed') {
    // spec §2: if loading the community data fails, the user is sent to `/`.
    if (hoaid !== null) return <Navigate to={paths.home} replace />;
    return (
      <Hero $image="">
        <ErrorBox message={`The community could not be loaded: ${state.message}`} />
      </Hero>
    );
  }
  if (state.status === 'loading') {
    return (
      <Hero $image="">
        <Status role="status">Loading community…</Status>
      </Hero>
    );
  }

  const { community } = state;
  return (
    <Hero $image={community.background_image_url}>
      <CommunityCard community={community} summary={summary}>
        <Button icon="profile" size="lg" onClick={() => navigate(paths.login)}>
          Owner
        </Button>
        <Button
          icon="car"
          size="lg"
          variant="secondary"
          onClick={() => navigate(paths.renterLogin)}
        >
          Renter
        </Button>
      </CommunityCard>
    </Hero>
  );
}
