// renter-app's page without the shell, behind its own check-in (QA only).
import { loginRenter } from '@parking/shared/api';
import { validateRenterLogin } from '@parking/shared/domain';
import { publishLogin } from '@parking/shared/events';
import { storeLogin } from '@parking/shared/session';
import {
  RequireStandaloneRole,
  StandaloneLayout,
  StandaloneLogin,
} from '@parking/shared/standalone';
import { Navigate, type RouteObject } from 'react-router';
import renterPages from '../app/routes';

const { renterdashboard: RenterDashboard } = renterPages;

async function signIn(
  hoaid: string,
  { unitnumber, pincode }: Record<'unitnumber' | 'pincode', string>,
) {
  const response = await loginRenter({ unitnumber, pincode, hoaid });
  storeLogin(response);
  publishLogin({ role: response.role, userid: response._id, hoaid: response.hoaid });
  return '/renterdashboard';
}

export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout appName="renter-app" links={[]} />,
    children: [
      { index: true, element: <Navigate to="/renterdashboard" replace /> },
      {
        path: '/login',
        element: (
          <StandaloneLogin
            title="Renter Checkin"
            fields={[
              { key: 'unitnumber', label: 'Unit number' },
              { key: 'pincode', label: 'Pin code', type: 'password' },
            ]}
            validate={validateRenterLogin}
            signIn={signIn}
          />
        ),
      },
      {
        path: '/renterdashboard',
        element: (
          <RequireStandaloneRole roles={['renter']}>
            <RenterDashboard />
          </RequireStandaloneRole>
        ),
      },
    ],
  },
];
