// The shell's server render (docs/adr/0034): a second configuration of the shell's production
// build that bundles its public pages for node into shell/dist-ssr/server-render.js, which the
// API server loads (server/src/plugins/web.ts). One file, no federation: the server renders the
// shell's own pages only, with its own copies of the libraries; the browser's page keeps its
// shared singletons (docs/adr/0003, 0006) as before.
import path from 'node:path';
import webpack from 'webpack';
import { typeScriptRule } from './styled-component-ids.mjs';

/**
 * @param {string} appDir the shell's folder
 * @returns {import('webpack').Configuration}
 */
export function serverRenderConfig(appDir) {
  return {
    name: 'shell-server-render',
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: { 'server-render': './src/ssr/server-render.tsx' },
    devtool: false,
    output: {
      path: path.join(appDir, 'dist-ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      conditionNames: ['source', 'node', 'production', 'import', 'module', 'require', 'default'],
      mainFields: ['module', 'main'],
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [typeScriptRule(appDir)],
    },
    // A server-side bundle: readable stack traces matter more than its size.
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      // The lazy pages (help, guest invitation) are in the one file: the render waits for them.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The server has no browser storage and never shares one between visitors.
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]shared[\\/]src[\\/]session[\\/]storage(\.ts)?$/,
        path.join(appDir, 'src/ssr/server-storage.ts'),
      ),
    ],
    performance: { hints: false },
  };
}
