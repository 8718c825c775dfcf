// Runs after the federation runtime has settled the shared singletons (see index.ts).
import { createRoot } from 'react-dom/client';
import { warmLocaleData, whenIdle } from '@parking/shared/ui';
import { App } from './app/app';
import { startRoleRemotePreload } from './features/remotes/preload-role-remote';
import { prefetchRemoteList } from './features/remotes/remote-registry';

// docs/architecture.md, Module federation: with a session already open, the role's remote starts loading at once.
startRoleRemotePreload();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);

// While the user is still on the landing or login page, the locale data the
// dashboards' clock and dates need is loaded (shared/src/ui/locale-data.ts) and the remote list
// read, so the sign-in click goes straight to the role's remote and its first rows.
whenIdle(() => {
  warmLocaleData();
  prefetchRemoteList();
});
