// The shell (host). Remotes are not compiled in: they are read from /remotes.json at run time.
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../config/webpack/create-webpack-config.mjs';

// In development each remote runs its own dev server; the shell's dev server answers
// /remotes.json with their URLs (in production the API server answers it).
const devRemotes = {
  owner: 'http://localhost:3001/remoteEntry.js',
  renter: 'http://localhost:3002/remoteEntry.js',
  admin: 'http://localhost:3003/remoteEntry.js',
};

export default createWebpackConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  kind: 'host',
  federationName: 'shell',
  port: 3000,
  title: 'Parking Portal',
  devRoutes: (app) => {
    app.get('/remotes.json', (_request, response) => {
      response.json(devRemotes);
    });
  },
});
