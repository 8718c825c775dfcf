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
  enforce: Enforce,
} = adminPages;

/** Each role's first page (a patrol login has the plate lookup only). */
const HOME = { admin: '/admindashboard', readonly: '/readonlyowners', patrol: '/enforce' } as const;

async function signIn(hoaid: string, { email, password }: Record<'email' | 'password', string>) {
  const response = await login({ email, password, hoaid });
  if (response.role !== 'admin' && response.role !== 'readonly' && response.role !== 'patrol') {
    throw new Error(`admin-app is for admins; ${email} signs in as ${response.role}.`);
  }
  storeLogin(response);
  publishLogin({ role: response.role, userid: response.userid, hoaid: response.hoaid });
  return HOME[response.role];
}

/** `/` opens the signed-in role's page (a readonly owner's is /readonlyowners). */
function StandaloneHome() {
  const role = session.get('userRole');
  const home = role === 'readonly' || role === 'patrol' ? HOME[role] : HOME.admin;
  return <Navigate to={home} replace />;
}

const only = (role: Role | readonly Role[], page: ReactNode) => (
  <RequireStandaloneRole roles={typeof role === 'string' ? [role] : role}>
    {page}
  </RequireStandaloneRole>
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
          { icon: 'search', label: 'Plate lookup', to: '/enforce', roles: ['admin', 'patrol'] },
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
      { path: '/enforce', element: only(['admin', 'patrol'], <Enforce />) },
    ],
  },
];
