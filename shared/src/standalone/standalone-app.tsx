// A remote without the shell (docs/architecture.md, Standalone: every remote also runs alone for QA): the
// portal theme, the status banner and the remote's own routes under a browser router, with the
// page's QueryClient.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { queryClient } from '../data';
import type { Role } from '../domain';
import { clearStatus, status$ } from '../events';
import { getToken, session } from '../session';
import { PortalThemeProvider, StatusBanner } from '../ui';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function StandaloneApp({ routes }: { routes: RouteObject[] }) {
  return (
    // docs/adr/0011: the same QueryClient as inside the shell (the data singleton).
    <QueryClientProvider client={queryClient}>
      <PortalThemeProvider>
        <StatusBanner source={status$} onClear={clearStatus} />
        <BrowserRouter>
          <Routes routes={routes} />
        </BrowserRouter>
      </PortalThemeProvider>
    </QueryClientProvider>
  );
}

/** Without a session of one of the page's roles, the standalone app shows its login. */
export function RequireStandaloneRole({
  roles,
  children,
}: {
  roles: readonly Role[];
  children: ReactNode;
}) {
  const role = session.get('userRole');
  const signedIn = getToken() !== null && role !== null && roles.includes(role as Role);
  return signedIn ? children : <Navigate to="/login" replace />;
}
