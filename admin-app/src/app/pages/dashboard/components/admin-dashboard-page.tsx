// spec §2 Admin Dashboard (/admindashboard): header 'Administrator Dashboard' with the community
// name and a clock, then the six panel buttons.
import { session } from '@parking/shared/session';
import { Clock, PageHeader } from '@parking/shared/ui';
import { AdminPageFrame } from '../../../../components/admin-page-frame';
import { AdminDashboardPanels } from './admin-dashboard-panels';

export function AdminDashboardPage() {
  return (
    <AdminPageFrame>
      <PageHeader
        title="Administrator Dashboard"
        subtitle={session.get('hoaname') ?? undefined}
        clock={<Clock />}
      />
      <AdminDashboardPanels />
    </AdminPageFrame>
  );
}
