// renter-app without the shell (ARCHITECTURE.md: every remote also runs standalone for QA):
// a real login against the API, then the remote's own pages under its own router.
import { clearStatus, status$ } from '@parking/shared/events';
import { PortalThemeProvider, StatusBanner } from '@parking/shared/ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { standaloneRoutes } from './standalone-routes';

function StandaloneRoutes() {
  return useRoutes(standaloneRoutes);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <PortalThemeProvider>
    <StatusBanner source={status$} onClear={clearStatus} />
    <BrowserRouter>
      <StandaloneRoutes />
    </BrowserRouter>
  </PortalThemeProvider>,
);
