// spec §2 Admin Dashboard: six buttons (Owners, Vehicles, Onsite Vehicles, Violations, Feedback,
// Reports) switching the panels by the rules in dashboard-view.ts.
import { useState } from 'react';
import { OnsiteVehiclesPanel, ViolationsPanel } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { ToggleButtonGroup } from '@parking/shared/ui';
import { FeedbackPanel } from '../../feedback/components/feedback-panel';
import { OwnersPanel } from '../../owners/components/owners-panel';
import { ReportsPanel } from '../../reports/components/reports-panel';
import { VehiclesPanel } from '../../vehicles/components/vehicles-panel';
import {
  initialView,
  pressButton,
  pressedButtons,
  type DashboardButton,
} from '../hooks/dashboard-view';

const buttons = [
  { value: 'owners', label: 'Owners' },
  { value: 'vehicles', label: 'Vehicles' },
  { value: 'onsite', label: 'Onsite Vehicles' },
  { value: 'violations', label: 'Violations' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'reports', label: 'Reports' },
] as const;

export function AdminDashboardPanels() {
  const [view, setView] = useState(initialView);
  const press = (button: DashboardButton) => setView((current) => pressButton(current, button));
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
    </>
  );
}
