// spec §2 Routes. The shell routes the first URL segment only; role pages come from the role's
// remote (brief: owner -> owner-app, renter -> renter-app, admin and readonly -> admin-app; the
// patrol login -> admin-app's /enforce only).
// Pages the login page does not need are lazy, so /login downloads only what it shows.
import type { Role } from '@parking/shared/domain';
import { lazy, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { OwnerLoginPage } from '../features/auth/components/owner-login-page';
import { RenterCheckinPage } from '../features/auth/components/renter-checkin-page';
import { RequireRole } from '../features/auth/components/require-role';
import { LandingPage } from '../features/landing/components/landing-page';
import { RemotePage } from '../features/remotes/remote-page';
import { AppLayout } from './layout';
import { RouteError, RouteErrorBoundary } from './route-error';

const HelpPage = lazy(() => import('../features/help/components/help-page'));
const UserVerificationPage = lazy(
  () => import('../features/user-verification/components/user-verification-page'),
);
const GuestInvitationPage = lazy(
  () => import('../features/guest-invitation/components/guest-invitation-page'),
);
const SessionDataPage = lazy(() => import('../features/session-data/components/session-data-page'));

const guarded = (roles: readonly Role[], page: ReactNode): ReactNode => (
  <RequireRole roles={roles}>{page}</RequireRole>
);

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: paths.login, element: <OwnerLoginPage /> },
      { path: paths.renterLogin, element: <RenterCheckinPage /> },
      {
        path: paths.dashboard,
        element: guarded(['owner'], <RemotePage remote="owner" page="dashboard" />),
      },
      {
        path: paths.profile,
        element: guarded(['owner'], <RemotePage remote="owner" page="profile" />),
      },
      {
        path: paths.renterDashboard,
        element: guarded(['renter'], <RemotePage remote="renter" page="renterdashboard" />),
      },
      {
        path: paths.adminDashboard,
        element: guarded(['admin'], <RemotePage remote="admin" page="admindashboard" />),
      },
      {
        path: paths.adminProfile,
        element: guarded(['admin'], <RemotePage remote="admin" page="adminprofile" />),
      },
      {
        path: paths.maintenanceDashboard,
        element: guarded(['admin'], <RemotePage remote="admin" page="maintenancedashboard" />),
      },
      {
        path: paths.readonlyOwners,
        element: guarded(['readonly'], <RemotePage remote="admin" page="readonlyowners" />),
      },
      {
        path: paths.enforce,
        element: guarded(['admin', 'patrol'], <RemotePage remote="admin" page="enforce" />),
      },
      { path: '/helptabs/:which', element: <HelpPage /> },
      { path: paths.sessionData, element: <SessionDataPage /> },
      { path: paths.userVerification, element: <UserVerificationPage /> },
      { path: paths.guestInvitation, element: <GuestInvitationPage /> },
      // Last: any other single segment is a community id (spec §2 /{hoaid}).
      { path: '/:hoaid', element: <LandingPage /> },
      { path: '*', element: <RouteError /> },
    ],
  },
];

/**
 * The shell's routes under the router of the page (BrowserRouter; MemoryRouter in tests).
 * Declarative routing: the data-router half of react-router is not shipped (docs/adr/0004).
 */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{page}</RouteErrorBoundary>;
}
