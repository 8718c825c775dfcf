// spec §2 Maintenance Dashboard (/maintenancedashboard): the HOA, HOA Contact, Help Text and
// Feedback panels and a Reports section.
import { session } from '@parking/shared/session';
import { PageHeader } from '@parking/shared/ui';
import { AdminPageFrame } from '../../../../components/admin-page-frame';
import { MaintenancePanels } from './maintenance-panels';
import { VehicleReportSection } from './vehicle-report-section';

export function MaintenanceDashboardPage() {
  return (
    <AdminPageFrame>
      <PageHeader title="Maintenance Dashboard" subtitle={session.get('hoaname') ?? undefined} />
      <MaintenancePanels />
      <VehicleReportSection />
    </AdminPageFrame>
  );
}
