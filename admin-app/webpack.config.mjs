// The admin remote: exposes ./routes from remoteEntry.js; `--env standalone` serves it alone.
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../config/webpack/create-webpack-config.mjs';

export default createWebpackConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  kind: 'remote',
  federationName: 'admin_app',
  port: 3003,
  title: 'Parking Portal - Admin (standalone)',
});
