// Runs after the federation runtime has settled the shared singletons (see index.ts).
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startRoleRemotePreload } from './features/remotes/preload-role-remote';

// ARCHITECTURE.md: with a session already open, the role's remote starts loading at once.
startRoleRemotePreload();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
