import { getToken, session } from '@parking/shared/session';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import ownerPages from '../app/routes';
import { StandaloneLayout } from './standalone-layout';
import { StandaloneLogin } from './standalone-login';

/** Without an owner session, the standalone app shows its login. */
function RequireOwner({ children }: { children: ReactNode }) {
  const signedIn = getToken() !== null && session.get('userRole') === 'owner';
  return signedIn ? children : <Navigate to="/login" replace />;
}

const { dashboard: Dashboard, profile: Profile } = ownerPages;

export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: '/login', element: <StandaloneLogin /> },
      {
        path: '/dashboard',
        element: (
          <RequireOwner>
            <Dashboard />
          </RequireOwner>
        ),
      },
      {
        path: '/profile',
        element: (
          <RequireOwner>
            <Profile />
          </RequireOwner>
        ),
      },
    ],
  },
];
