// The module this remote exposes as `./routes` (shared/src/remote-contract.ts): one page per
// first URL segment the shell routes to admin-app (admin, readonly and patrol roles).
import type { AdminPages } from '@parking/shared/remote-contract';
import { AdminDashboardPage } from '../features/dashboard/components/admin-dashboard-page';
import { EnforcePage } from '../features/enforce/components/enforce-page';
import { MaintenanceDashboardPage } from '../features/maintenance/components/maintenance-dashboard-page';
import { AdminProfilePage } from '../features/profile/components/admin-profile-page';
import { ReadonlyOwnersPage } from '../features/readonly-owners/components/readonly-owners-page';

const adminPages: AdminPages = {
  admindashboard: AdminDashboardPage,
  adminprofile: AdminProfilePage,
  maintenancedashboard: MaintenanceDashboardPage,
  readonlyowners: ReadonlyOwnersPage,
  enforce: EnforcePage,
};

export default adminPages;
