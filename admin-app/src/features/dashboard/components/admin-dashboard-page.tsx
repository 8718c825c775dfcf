// spec §2 Admin Dashboard (/admindashboard): header 'Administrator Dashboard' with the community
// name and a clock. The six panel buttons (Owners, Vehicles, ...) slot in below.
import { session } from '@parking/shared/session';
import { Clock, PageHeader } from '@parking/shared/ui';
import { AdminPageFrame } from '../../../components/admin-page-frame';

export function AdminDashboardPage() {
  return (
    <AdminPageFrame>
      <PageHeader
        title="Administrator Dashboard"
        subtitle={session.get('hoaname') ?? undefined}
        clock={<Clock />}
      />
    </AdminPageFrame>
  );
}
