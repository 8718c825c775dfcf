// spec §2 Admin Dashboard: six buttons (Owners, Vehicles, Onsite Vehicles, Violations, Feedback,
// Reports), plus Payments, Occupancy and Audit, switching the panels by
// the rules in dashboard-view.ts. The open panels (and the Audit panel's filters) are kept in
// the page's URL through the shell's router (one router instance, docs/adr/0006). Every panel but
// Owners is fetched on its own (../panels.ts).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ToggleButtonGroup, usePhoneLayout, whenIdle } from '@parking/shared/ui';
import { OwnersPanel } from '../../../../features/owners/components/owners-panel';
import { PatrolLoginsPanel } from '../../../../features/owners/components/patrol-logins-panel';
import {
  AuditPanel,
  FeedbackPanel,
  OccupancyPanel,
  OnsitePanel,
  PaymentsPanel,
  ReportsPanel,
  VehiclesPanel,
  ViolationsPanel,
  preloadDashboardPanels,
} from '../panels';
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
  // On a phone the nine buttons are small, so the panel starts near the top of the screen.
  const phone = usePhoneLayout();
  const press = (button: DashboardButton) => setParams(searchFromView(pressButton(view, button)));
  // Owners comes with the dashboard; the other panels once the page has settled.
  useEffect(() => whenIdle(preloadDashboardPanels), []);
  return (
    <>
      <ToggleButtonGroup
        label="Dashboard panels"
        size={phone ? 'sm' : 'md'}
        options={buttons}
        value={pressedButtons(view)}
        onChange={press}
      />
      {view.main === 'owners' ? <OwnersPanel /> : null}
      {view.main === 'owners' ? <PatrolLoginsPanel /> : null}
      {view.main === 'vehicles' ? <VehiclesPanel /> : null}
      {view.main === 'onsite' ? <OnsitePanel /> : null}
      {view.violations ? <ViolationsPanel /> : null}
      {view.main === 'feedback' ? <FeedbackPanel /> : null}
      {view.main === 'reports' ? <ReportsPanel /> : null}
      {view.main === 'payments' ? <PaymentsPanel /> : null}
      {view.main === 'occupancy' ? <OccupancyPanel /> : null}
      {view.main === 'audit' ? <AuditPanel /> : null}
    </>
  );
}
