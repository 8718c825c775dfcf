// spec §2 Admin profile (/adminprofile): name and phone, password and confirm slot in below.
import { session } from '@parking/shared/session';
import { PageHeader } from '@parking/shared/ui';
import { AdminPageFrame } from '../../../components/admin-page-frame';

export function AdminProfilePage() {
  const subtitle = [session.get('hoaname'), session.get('username')].filter(Boolean).join(' · ');
  return (
    <AdminPageFrame>
      <PageHeader title="Admin Profile" subtitle={subtitle || undefined} />
    </AdminPageFrame>
  );
}
