// owner-app's pages without the shell, behind its own login (QA only).
import { login } from '@parking/shared/api';
import { validateOwnerLogin } from '@parking/shared/domain';
import { publishLogin } from '@parking/shared/events';
import { storeLogin } from '@parking/shared/session';
import {
  EMAIL_AND_PASSWORD,
  RequireStandaloneRole,
  StandaloneLayout,
  StandaloneLogin,
} from '@parking/shared/standalone';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import ownerPages from '../app/routes';

const { dashboard: Dashboard, profile: Profile } = ownerPages;

async function signIn(hoaid: string, { email, password }: Record<'email' | 'password', string>) {
  const response = await login({ email, password, hoaid });
  if (response.role !== 'owner') {
    throw new Error(`owner-app is for owners; ${email} signs in as ${response.role}.`);
  }
  storeLogin(response);
  publishLogin({ role: response.role, userid: response.userid, hoaid: response.hoaid });
  return '/dashboard';
}

const ownerOnly = (page: ReactNode) => (
  <RequireStandaloneRole roles={['owner']}>{page}</RequireStandaloneRole>
);

export const standaloneRoutes: RouteObject[] = [
  {
    element: (
      <StandaloneLayout
        appName="owner-app"
        links={[
          { icon: 'dashboard', label: 'Dashboard', to: '/dashboard' },
          { icon: 'profile', label: 'Profile', to: '/profile' },
        ]}
      />
    ),
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: '/login',
        element: (
          <StandaloneLogin
            title="Owner Login"
            fields={EMAIL_AND_PASSWORD}
            validate={validateOwnerLogin}
            signIn={signIn}
          />
        ),
      },
      { path: '/dashboard', element: ownerOnly(<Dashboard />) },
      { path: '/profile', element: ownerOnly(<Profile />) },
    ],
  },
];
