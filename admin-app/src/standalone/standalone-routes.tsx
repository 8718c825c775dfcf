// admin-app's pages without the shell, behind its own login (QA only). Admins and readonly
// owners (crud 'read') both use admin-app (brief).
import { login } from '@parking/shared/api';
import { validateOwnerLogin, type Role } from '@parking/shared/domain';
import { publishLogin } from '@parking/shared/events';
import { session, storeLogin } from '@parking/shared/session';
import {
  EMAIL_AND_PASSWORD,
  RequireStandaloneRole,
  StandaloneLayout,
  StandaloneLogin,
} from '@parking/shared/standalone';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import adminPages from '../app/routes';

const {
  admindashboard: AdminDashboard,
  adminprofile: AdminProfile,
  maintenancedashboard: MaintenanceDashboard,
  readonlyowners: ReadonlyOwners,
} = adminPages;

async function signIn(hoaid: string, { email, password }: Record<'email' | 'password', string>) {
  const response = await login({ email, password, hoaid });
  if (response.role !== 'admin' && response.role !== 'readonly') {
    throw new Error(`admin-app is for admins; ${email} signs in as ${response.role}.`);
  }
  storeLogin(response);
  publishLogin({ role: response.role, userid: response.userid, hoaid: response.hoaid });
  return response.role === 'admin' ? '/admindashboard' : '/readonlyowners';
}

/** `/` opens the signed-in role's page (a readonly owner's is /readonlyowners). */
function StandaloneHome() {
  const home = session.get('userRole') === 'readonly' ? '/readonlyowners' : '/admindashboard';
  return <Navigate to={home} replace />;
}

const only = (role: Role, page: ReactNode) => (
  <RequireStandaloneRole roles={[role]}>{page}</RequireStandaloneRole>
);

export const standaloneRoutes: RouteObject[] = [
  {
    element: (
      <StandaloneLayout
        appName="admin-app"
        links={[
          { icon: 'dashboard', label: 'Dashboard', to: '/admindashboard', roles: ['admin'] },
          { icon: 'profile', label: 'Profile', to: '/adminprofile', roles: ['admin'] },
          {
            icon: 'maintenance',
            label: 'Maintenance',
            to: '/maintenancedashboard',
            roles: ['admin'],
          },
          // spec §6: a read-only owner's one page is the owners list.
          { icon: 'dashboard', label: 'Dashboard', to: '/readonlyowners', roles: ['readonly'] },
        ]}
      />
    ),
    children: [
      { index: true, element: <StandaloneHome /> },
      {
        path: '/login',
        element: (
          <StandaloneLogin
            title="Admin Login"
            fields={EMAIL_AND_PASSWORD}
            validate={validateOwnerLogin}
            signIn={signIn}
          />
        ),
      },
      { path: '/admindashboard', element: only('admin', <AdminDashboard />) },
      { path: '/adminprofile', element: only('admin', <AdminProfile />) },
      { path: '/maintenancedashboard', element: only('admin', <MaintenanceDashboard />) },
      { path: '/readonlyowners', element: only('readonly', <ReadonlyOwners />) },
    ],
  },
];
