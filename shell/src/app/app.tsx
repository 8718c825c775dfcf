import { clearStatus, status$ } from '@parking/shared/events';
import { PortalThemeProvider, StatusBanner } from '@parking/shared/ui';
import { BrowserRouter } from 'react-router';
import { ShellRoutes } from './routes';

export function App() {
  return (
    <PortalThemeProvider>
      {/* spec §2 Status banner: every message on the bus, from the shell or a remote. */}
      <StatusBanner source={status$} onClear={clearStatus} />
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </PortalThemeProvider>
  );
}
