import { clearStatus, status$ } from '@parking/shared/events';
import { PortalThemeProvider, StatusBanner } from '@parking/shared/ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <PortalThemeProvider>
      {/* spec §2 Status banner: every message on the bus, from the shell or a remote. */}
      <StatusBanner source={status$} onClear={clearStatus} />
      <RouterProvider router={router} />
    </PortalThemeProvider>
  );
}
