// spec §2 Owner Dashboard: three toggle buttons, My Vehicles, Onsite Vehicles and Violations,
// each switching its panel on.
import { useState } from 'react';
import { OnsiteVehiclesPanel, PaymentsList, ViolationsPanel } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { ToggleButtonGroup } from '@parking/shared/ui';
import { GuestsPanel } from '../../../../features/invitations/components/guests-panel';
import { MyVehiclesPanel } from '../../../../features/vehicles/components/my-vehicles-panel';

type DashboardView = 'vehicles' | 'guests' | 'onsite' | 'violations' | 'payments';

const views = [
  { value: 'vehicles', label: 'My Vehicles' },
  // Guest invitations
  { value: 'guests', label: 'Guests' },
  { value: 'onsite', label: 'Onsite Vehicles' },
  { value: 'violations', label: 'Violations' },
  // Owners see their unit's payments
  { value: 'payments', label: 'Payments' },
] as const;

export function DashboardPanels() {
  const [view, setView] = useState<DashboardView>('vehicles');
  return (
    <>
      <ToggleButtonGroup label="Dashboard views" options={views} value={view} onChange={setView} />
      {view === 'vehicles' ? <MyVehiclesPanel onShowPayments={() => setView('payments')} /> : null}
      {view === 'guests' ? <GuestsPanel /> : null}
      {view === 'onsite' ? <OnsiteVehiclesPanel role={session.get('userRole') ?? 'owner'} /> : null}
      {view === 'violations' ? <ViolationsPanel /> : null}
      {view === 'payments' ? <PaymentsList view="owner" /> : null}
    </>
  );
}
