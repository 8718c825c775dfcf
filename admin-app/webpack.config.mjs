// The admin remote: exposes ./routes from remoteEntry.js; `--env standalone` serves it alone.
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../config/webpack/create-webpack-config.mjs';
import { OcrAssetsPlugin } from '../config/webpack/ocr-assets-plugin.mjs';

const appDir = fileURLToPath(new URL('.', import.meta.url));

export default createWebpackConfig({
  appDir,
  kind: 'remote',
  federationName: 'admin_app',
  port: 3003,
  title: 'Parking Portal - Admin (standalone)',
  // Plate scanning (docs/adr/0031): tesseract.js's worker, cores and trained data under ocr/.
  plugins: () => [new OcrAssetsPlugin(appDir)],
});
