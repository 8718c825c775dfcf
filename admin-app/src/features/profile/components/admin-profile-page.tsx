// spec §2 Admin profile (/adminprofile): name and phone, password and confirm, and the
// days-to-add value for adjust_dates.
import styled from 'styled-components';
import { session } from '@parking/shared/session';
import { PageHeader } from '@parking/shared/ui';
import { AdminPageFrame } from '../../../components/admin-page-frame';
import { AdjustDatesBlock } from './adjust-dates-block';
import { AdminNameBlock } from './admin-name-block';
import { NotificationsBlock, PasswordBlock } from '@parking/shared/features';

const Blocks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export function AdminProfilePage() {
  const subtitle = [session.get('hoaname'), session.get('username')].filter(Boolean).join(' · ');
  return (
    <AdminPageFrame>
      <PageHeader title="Admin Profile" subtitle={subtitle || undefined} />
      <Blocks>
        <AdminNameBlock />
        <PasswordBlock />
        <NotificationsBlock />
        <AdjustDatesBlock />
      </Blocks>
    </AdminPageFrame>
  );
}
