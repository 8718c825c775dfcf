// The module this remote exposes as `./routes` (shared/src/remote-contract.ts): the page the
// shell routes to renter-app.
import type { RenterPages } from '@parking/shared/remote-contract';
import { RenterDashboardPage } from './pages/dashboard/components/renter-dashboard-page';

const renterPages: RenterPages = {
  renterdashboard: RenterDashboardPage,
};

export default renterPages;
