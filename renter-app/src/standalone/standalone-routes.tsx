import { getToken, session } from '@parking/shared/session';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import renterPages from '../app/routes';
import { StandaloneLayout } from './standalone-layout';
import { StandaloneLogin } from './standalone-login';

/** Without a renter session, the standalone app shows its check-in. */
function RequireRenter({ children }: { children: ReactNode }) {
  const signedIn = getToken() !== null && session.get('userRole') === 'renter';
  return signedIn ? children : <Navigate to="/login" replace />;
}

const { renterdashboard: RenterDashboard } = renterPages;

export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout />,
    children: [
      { index: true, element: <Navigate to="/renterdashboard" replace /> },
      { path: '/login', element: <StandaloneLogin /> },
      {
        path: '/renterdashboard',
        element: (
          <RequireRenter>
            <RenterDashboard />
          </RequireRenter>
        ),
      },
    ],
  },
];
