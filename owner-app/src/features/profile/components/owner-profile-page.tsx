// spec §2 Owner profile (/profile): four blocks (name and phone, password, PIN, availability)
// beside the Owner Terms and Conditions panel, and the delete-account action.
import styled from 'styled-components';
import { session } from '@parking/shared/session';
import { media, PageHeader } from '@parking/shared/ui';
import { OwnerPageFrame } from '../../../components/owner-page-frame';
import { AvailabilityBlock } from './availability-block';
import { DeleteAccount } from './delete-account';
import { NameBlock } from './name-block';
import { OwnerTermsPanel } from './owner-terms-panel';
import { PinBlock } from './pin-block';
import { NotificationsBlock, PasswordBlock } from '@parking/shared/features';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Blocks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export function OwnerProfilePage() {
  const communityName = session.get('hoaname');
  const name = session.get('username');
  const unit = session.get('unitnumber');
  return (
    <OwnerPageFrame>
      <PageHeader
        title="Owner Profile"
        subtitle={[communityName, name, unit ? `Unit: ${unit}` : null].filter(Boolean).join(' · ')}
      />
      <Layout>
        <Blocks>
          <NameBlock />
          <PasswordBlock />
          <PinBlock />
          <AvailabilityBlock />
          <NotificationsBlock />
          <DeleteAccount />
        </Blocks>
        <OwnerTermsPanel />
      </Layout>
    </OwnerPageFrame>
  );
}
