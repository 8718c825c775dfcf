// spec §2 Admin Dashboard: six buttons (Owners, Vehicles, Onsite Vehicles, Violations, Feedback,
// Reports), plus Payments (issue 9 §2), Occupancy and Audit (issue 15), switching the panels by
// the rules in dashboard-view.ts. The open panels (and the Audit panel's filters) are kept in
// the page's URL through the shell's router (one router instance, docs/adr/0006).
import { useSearchParams } from 'react-router';
import { OnsiteVehiclesPanel, PaymentsList, ViolationsPanel } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { ToggleButtonGroup } from '@parking/shared/ui';
import { AuditPanel } from '../../audit/components/audit-panel';
import { FeedbackPanel } from '../../feedback/components/feedback-panel';
import { OccupancyPanel } from '../../occupancy/components/occupancy-panel';
import { OwnersPanel } from '../../owners/components/owners-panel';
import { ReportsPanel } from '../../reports/components/reports-panel';
import { VehiclesPanel } from '../../vehicles/components/vehicles-panel';
import {
  pressButton,
  pressedButtons,
  searchFromView,
  viewFromSearch,
  type DashboardButton,
} from '../dashboard-view';

const buttons = [
  { value: 'owners', label: 'Owners' },
  { value: 'vehicles', label: 'Vehicles' },
  { value: 'onsite', label: 'Onsite Vehicles' },
  { value: 'violations', label: 'Violations' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'reports', label: 'Reports' },
  { value: 'payments', label: 'Payments' },
  { value: 'occupancy', label: 'Occupancy' },
  { value: 'audit', label: 'Audit' },
] as const;

export function AdminDashboardPanels() {
  const [params, setParams] = useSearchParams();
  const view = viewFromSearch(params);
  const press = (button: DashboardButton) => setParams(searchFromView(pressButton(view, button)));
  return (
    <>
      <ToggleButtonGroup
        label="Dashboard panels"
        options={buttons}
        value={pressedButtons(view)}
        onChange={press}
      />
      {view.main === 'owners' ? <OwnersPanel /> : null}
      {view.main === 'vehicles' ? <VehiclesPanel /> : null}
      {view.main === 'onsite' ? (
        <OnsiteVehiclesPanel role={session.get('userRole') ?? 'admin'} />
      ) : null}
      {view.violations ? <ViolationsPanel /> : null}
      {view.main === 'feedback' ? <FeedbackPanel /> : null}
      {view.main === 'reports' ? <ReportsPanel /> : null}
      {view.main === 'payments' ? <PaymentsList view="admin" /> : null}
      {view.main === 'occupancy' ? <OccupancyPanel /> : null}
      {view.main === 'audit' ? <AuditPanel /> : null}
    </>
  );
}
