// spec §2 Maintenance Dashboard (/maintenancedashboard): the HOA, HOA Contact, Help Text and
// Feedback panels slot in below the header.
import { session } from '@parking/shared/session';
import { PageHeader } from '@parking/shared/ui';
import { AdminPageFrame } from '../../../components/admin-page-frame';

export function MaintenanceDashboardPage() {
  return (
    <AdminPageFrame>
      <PageHeader title="Maintenance Dashboard" subtitle={session.get('hoaname') ?? undefined} />
    </AdminPageFrame>
  );
}
