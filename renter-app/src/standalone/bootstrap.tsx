// renter-app without the shell (docs/architecture.md, Standalone: every remote also runs alone for QA):
// a real login against the API, then the remote's own pages under its own router.
import { StandaloneApp } from '@parking/shared/standalone';
import { createRoot } from 'react-dom/client';
import { standaloneRoutes } from './standalone-routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<StandaloneApp routes={standaloneRoutes} />);
