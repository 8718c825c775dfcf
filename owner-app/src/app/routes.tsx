// The module this remote exposes as `./routes` (shared/src/remote-contract.ts): one page per
// first URL segment the shell routes to owner-app. The dashboard, where an owner's sign-in lands,
// comes with this module; the profile page (its forms check with zod, docs/adr/0037) is fetched
// when it is first shown.
import type { OwnerPages } from '@parking/shared/remote-contract';
import { lazyComponent } from '@parking/shared/ui';
import { OwnerDashboardPage } from './pages/dashboard/components/owner-dashboard-page';

const ownerPages: OwnerPages = {
  dashboard: OwnerDashboardPage,
  profile: lazyComponent(() =>
    import(
      /* webpackChunkName: "owner-profile", webpackPrefetch: true */ '../features/profile/components/owner-profile-page'
    ).then((m) => m.OwnerProfilePage),
  ),
};

export default ownerPages;
