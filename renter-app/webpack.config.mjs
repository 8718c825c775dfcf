// The renter remote: exposes ./routes from remoteEntry.js; `--env standalone` serves it alone.
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../config/webpack/create-webpack-config.mjs';

export default createWebpackConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  kind: 'remote',
  federationName: 'renter_app',
  port: 3002,
  title: 'Parking Portal - Renter (standalone)',
});
