// The panels the admin dashboard takes from @parking/shared/features, as admin-app modules so
// that each comes in the dashboard's lazily fetched panel chunks (../panels.ts).
import { OnsiteVehiclesPanel, PaymentsList, ViolationsPanel } from '@parking/shared/features';
import { session } from '@parking/shared/session';

export function AdminOnsitePanel() {
  return <OnsiteVehiclesPanel role={session.get('userRole') ?? 'admin'} />;
}

export function AdminViolationsPanel() {
  return <ViolationsPanel />;
}

export function AdminPaymentsPanel() {
  return <PaymentsList view="admin" />;
}
