// The module this remote exposes as `./routes` (shared/src/remote-contract.ts): one page per
// first URL segment the shell routes to owner-app.
import type { OwnerPages } from '@parking/shared/remote-contract';
import { OwnerDashboardPage } from './pages/dashboard/components/owner-dashboard-page';
import { OwnerProfilePage } from '../features/profile/components/owner-profile-page';

const ownerPages: OwnerPages = {
  dashboard: OwnerDashboardPage,
  profile: OwnerProfilePage,
};

export default ownerPages;
