import { queryClient } from '@parking/shared/data';
import { clearStatus, status$ } from '@parking/shared/events';
import { PortalThemeProvider, StatusBanner } from '@parking/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ShellRoutes } from './routes';

export function App() {
  return (
    // docs/adr/0011: the page's one QueryClient, for the shell and every remote page under it.
    <QueryClientProvider client={queryClient}>
      <PortalThemeProvider>
        {/* spec §2 Status banner: every message on the bus, from the shell or a remote. */}
        <StatusBanner source={status$} onClear={clearStatus} />
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </PortalThemeProvider>
    </QueryClientProvider>
  );
}
