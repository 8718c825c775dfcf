// The module this remote exposes as `./routes` (shared/src/remote-contract.ts): one page per
// first URL segment the shell routes to admin-app (admin, readonly and patrol roles). The admin
// dashboard, where an administrator's sign-in lands, comes with this module; every other page
// is fetched when it is first shown (lazyComponent of @parking/shared/ui).
import type { AdminPages } from '@parking/shared/remote-contract';
import { lazyComponent } from '@parking/shared/ui';
import { AdminDashboardPage } from './pages/dashboard/components/admin-dashboard-page';

const adminPages: AdminPages = {
  admindashboard: AdminDashboardPage,
  adminprofile: lazyComponent(() =>
    import('../features/profile/components/admin-profile-page').then((m) => m.AdminProfilePage),
  ),
  maintenancedashboard: lazyComponent(() =>
    import('./pages/maintenance/components/maintenance-dashboard-page').then(
      (m) => m.MaintenanceDashboardPage,
    ),
  ),
  readonlyowners: lazyComponent(() =>
    import('./pages/readonly-owners/components/readonly-owners-page').then(
      (m) => m.ReadonlyOwnersPage,
    ),
  ),
  enforce: lazyComponent(() =>
    import('./pages/enforce/enforce-route-page').then((m) => m.EnforceRoutePage),
  ),
};

export default adminPages;
