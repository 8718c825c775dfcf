import type { Role } from '@parking/shared/domain';
import { getToken, session } from '@parking/shared/session';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import adminPages from '../app/routes';
import { StandaloneLayout } from './standalone-layout';
import { StandaloneLogin } from './standalone-login';

/** Without a session of the page's role, the standalone app shows its login. */
function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const signedIn = getToken() !== null && session.get('userRole') === role;
  return signedIn ? children : <Navigate to="/login" replace />;
}

const {
  admindashboard: AdminDashboard,
  adminprofile: AdminProfile,
  maintenancedashboard: MaintenanceDashboard,
  readonlyowners: ReadonlyOwners,
} = adminPages;

export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout />,
    children: [
      { index: true, element: <Navigate to="/admindashboard" replace /> },
      { path: '/login', element: <StandaloneLogin /> },
      {
        path: '/admindashboard',
        element: (
          <RequireRole role="admin">
            <AdminDashboard />
          </RequireRole>
        ),
      },
      {
        path: '/adminprofile',
        element: (
          <RequireRole role="admin">
            <AdminProfile />
          </RequireRole>
        ),
      },
      {
        path: '/maintenancedashboard',
        element: (
          <RequireRole role="admin">
            <MaintenanceDashboard />
          </RequireRole>
        ),
      },
      {
        path: '/readonlyowners',
        element: (
          <RequireRole role="readonly">
            <ReadonlyOwners />
          </RequireRole>
        ),
      },
    ],
  },
];
