import { queryClient } from '@parking/shared/data';
import { clearStatus, status$ } from '@parking/shared/events';
import { PortalThemeProvider, StatusBanner } from '@parking/shared/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { RenderedSession, type SessionUser } from '../lib/session/use-session-user';
import { ShellRoutes } from './routes';

export interface AppFrameProps {
  /** The page's QueryClient; the server passes one per request (docs/adr/0034). */
  client?: QueryClient;
  /** The user a server-rendered page assumed, while the page is hydrated (docs/adr/0034). */
  renderedSession?: SessionUser | null;
  /** The router with the shell's routes (BrowserRouter here; StaticRouter on the server). */
  children: ReactNode;
}

/** Everything around the router: the same for the browser and the server's render. */
export function AppFrame({
  client = queryClient,
  renderedSession = null,
  children,
}: AppFrameProps) {
  return (
    // docs/adr/0011: the page's one QueryClient, for the shell and every remote page under it.
    <QueryClientProvider client={client}>
      <RenderedSession.Provider value={renderedSession}>
        <PortalThemeProvider>
          {/* spec §2 Status banner: every message on the bus, from the shell or a remote. */}
          <StatusBanner source={status$} onClear={clearStatus} />
          {children}
        </PortalThemeProvider>
      </RenderedSession.Provider>
    </QueryClientProvider>
  );
}

export function App({ renderedSession = null }: { renderedSession?: SessionUser | null }) {
  return (
    <AppFrame renderedSession={renderedSession}>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
