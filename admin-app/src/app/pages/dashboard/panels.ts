// The dashboard's panels other than Owners, each in a chunk of its own: the sign-in
// needs only the dashboard and its first panel, and these are fetched in an idle moment after it
// has rendered (preloadDashboardPanels), so opening one later is immediate.
import { lazyComponent } from '@parking/shared/ui';

export const VehiclesPanel = lazyComponent(() =>
  import('../../../features/vehicles/components/vehicles-panel').then((m) => m.VehiclesPanel),
);
export const OnsitePanel = lazyComponent(() =>
  import('./components/shared-panels').then((m) => m.AdminOnsitePanel),
);
export const ViolationsPanel = lazyComponent(() =>
  import('./components/shared-panels').then((m) => m.AdminViolationsPanel),
);
export const FeedbackPanel = lazyComponent(() =>
  import('../../../features/feedback/components/feedback-panel').then((m) => m.FeedbackPanel),
);
export const ReportsPanel = lazyComponent(() =>
  import('../../../features/reports/components/reports-panel').then((m) => m.ReportsPanel),
);
export const PaymentsPanel = lazyComponent(() =>
  import('./components/shared-panels').then((m) => m.AdminPaymentsPanel),
);
export const OccupancyPanel = lazyComponent(() =>
  import('../../../features/occupancy/components/occupancy-panel').then((m) => m.OccupancyPanel),
);
export const AuditPanel = lazyComponent(() =>
  import('../../../features/audit/components/audit-panel').then((m) => m.AuditPanel),
);

const panels = [
  VehiclesPanel,
  OnsitePanel,
  ViolationsPanel,
  FeedbackPanel,
  ReportsPanel,
  PaymentsPanel,
  OccupancyPanel,
  AuditPanel,
];

/** Fetches every panel's chunk; one that fails is fetched again when it is opened. */
export function preloadDashboardPanels(): void {
  for (const panel of panels) panel.preload().catch(() => undefined);
}
