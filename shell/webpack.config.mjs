// The shell (host). Remotes are not compiled in: they are read from /remotes.json at run time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../config/webpack/create-webpack-config.mjs';
import { StaticFilesPlugin } from '../config/webpack/static-files-plugin.mjs';
import { patrolServiceWorkerConfig } from '../config/webpack/patrol-service-worker.mjs';
import { serverRenderConfig } from '../config/webpack/server-render-config.mjs';

const appDir = fileURLToPath(new URL('.', import.meta.url));
const publicFile = (name) => path.join(appDir, 'public', name);

// In development each remote runs its own dev server; the shell's dev server answers
// /remotes.json with their URLs (in production the API server answers it).
const devRemotes = {
  owner: 'http://localhost:3001/remoteEntry.js',
  renter: 'http://localhost:3002/remoteEntry.js',
  admin: 'http://localhost:3003/remoteEntry.js',
};

/**
 * The installable patrol app (docs/adr/0031): its web manifest and icons; its service worker
 * (/patrol-sw.js, at the root so the plate lookup page can register it for /enforce) is a
 * second configuration built after the shell (config/webpack/patrol-service-worker.mjs).
 */
const patrolApp = () => [
  new StaticFilesPlugin(() => ({
    'patrol.webmanifest': publicFile('patrol.webmanifest'),
    'icons/patrol-192.png': publicFile('icons/patrol-192.png'),
    'icons/patrol-512.png': publicFile('icons/patrol-512.png'),
  })),
];

const shell = createWebpackConfig({
  appDir,
  kind: 'host',
  federationName: 'shell',
  port: 3000,
  title: 'Parking Portal',
  plugins: patrolApp,
  devRoutes: (app) => {
    app.get('/remotes.json', (_request, response) => {
      response.json(devRemotes);
    });
  },
});

/**
 * Production builds the shell, then its patrol service worker, and the server's render of its
 * public pages (shell/dist-ssr, docs/adr/0034); development the shell alone.
 */
export default (env = {}, argv = {}) => {
  const config = { ...shell(env, argv), name: 'shell' };
  return argv.mode === 'development'
    ? config
    : [config, patrolServiceWorkerConfig(appDir, 'shell'), serverRenderConfig(appDir)];
};
