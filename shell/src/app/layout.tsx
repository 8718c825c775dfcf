// The frame around every shell route: nav bar, the routed page, and the logout and
// session-expired redirects. Lazily loaded pages suspend here, so the nav bar stays while they
// load.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { RemoteLoading } from '../features/remotes/remote-unavailable';
import { NavBar } from '../features/navigation/components/nav-bar';
import { useLogoutRedirect } from '../features/session/use-logout-redirect';
import { useSessionExpiredRedirect } from '../features/session/use-session-expired-redirect';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

export function AppLayout() {
  useLogoutRedirect();
  useSessionExpiredRedirect();
  return (
    <Shell>
      <NavBar />
      <Suspense fallback={<RemoteLoading />}>
        <Outlet />
      </Suspense>
    </Shell>
  );
}
