// One webpack configuration for the four front-end apps (docs/architecture.md, Module federation).
// The shell is the host: it has no compile-time remotes and registers them at run time from
// /remotes.json. Each remote exposes `./routes` from `remoteEntry.js` and can also run alone
// (`--env standalone`) with its own index.html and login, for QA.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import federation from '@module-federation/enhanced/webpack';
import { librarySubsetAliases } from './library-subsets.mjs';
import { sharedSingletons } from './shared-singletons.mjs';
import { SharedSubpathImportsPlugin } from './shared-subpath-imports-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { StableFederationIdsPlugin } from './stable-federation-ids-plugin.mjs';
import { typeScriptRule } from './styled-component-ids.mjs';
import { productionMinimizer } from './minimizer.mjs';

const { ModuleFederationPlugin } = federation;

/**
 * The manifest plugin also writes mf-manifest-stats.json, for the federation devtools. It names
 * absolute source paths, so the same sources would give another version folder in another
 * checkout (docs/adr/0024); nothing here reads it.
 */
class DropManifestStatsPlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('DropManifestStatsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DropManifestStatsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (/^mf-manifest-stats\.json/.test(name)) compilation.deleteAsset(name);
          }
        },
      );
    });
  }
}

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * @typedef {object} AppOptions
 * @property {string} appDir the workspace folder (the folder of its webpack.config.mjs)
 * @property {'host' | 'remote'} kind
 * @property {string} federationName container name: shell, owner_app, renter_app, admin_app
 * @property {number} port dev-server port
 * @property {string} title page title of the html page
 * @property {(app: import('express').Application) => void} [devRoutes] extra dev-server routes
 * @property {(build: { production: boolean, standalone: boolean }) => import('webpack').WebpackPluginInstance[]} [plugins]
 *   the app's own plugins (the shell's patrol service worker, the admin remote's OCR files)
 */

/** @param {AppOptions} options */
export function createWebpackConfig(options) {
  const { appDir, kind, federationName, port, title } = options;
  const appPackage = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));

  /** @type {(env: Record<string, string | boolean>, argv: { mode?: string }) => import('webpack').Configuration} */
  return (env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    const standalone = kind === 'remote' && Boolean(env.standalone);
    const servesPage = kind === 'host' || standalone;
    const hashed = (name) => (production ? `${name}.[contenthash:8].js` : `${name}.js`);
    // A federated remote build goes to a staging folder: scripts/remote-deploy.mjs moves it into
    // dist/<version>/ (docs/adr/0006), so a build never overwrites a deployed version.
    const outputFolder =
      kind === 'host' ? 'dist' : standalone ? 'dist/standalone' : 'dist/.staging';

    // One transformer per build: it checks that no two files share an id prefix.

    const entry = {};
    if (kind === 'host') entry.main = './src/index.ts';
    if (standalone) entry.main = './src/standalone/index.ts';

    return {
      mode,
      context: appDir,
      entry,
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, outputFolder),
        filename: hashed('[name]'),
        // Chunk ids are unique where chunk names are not (two chunks may take their name from
        // the same module in development).
        chunkFilename: production ? hashed('[name]') : '[id].js',
        // The shell owns the site root; a remote is served from wherever remotes.json says,
        // so its chunks resolve against the URL of its remoteEntry.js.
        publicPath: servesPage ? '/' : 'auto',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // `source` first: @parking/shared is consumed as TypeScript source, not its dist.
        // `es2015` picks rxjs's ES2015 build over its larger ES5 one.
        conditionNames: [
          'source',
          'webpack',
          mode,
          'browser',
          'es2015',
          'import',
          'module',
          'default',
        ],
        alias: librarySubsetAliases(appDir, production),
      },
      module: {
        // A shared subpath import that names a missing export is a build error, not a warning.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [typeScriptRule(appDir)],
      },
      plugins: [
        new SharedSubpathImportsPlugin(),
        new StableFederationIdsPlugin(),
        new ModuleFederationPlugin({
          name: federationName,
          ...(kind === 'remote'
            ? { filename: 'remoteEntry.js', exposes: { './routes': './src/app/routes.tsx' } }
            : { remotes: {} }),
          shared: sharedSingletons(appPackage),
          // A singleton already in use stays the page's instance; a later remote never brings
          // a second React or status bus just because its copy has a higher version.
          shareStrategy: 'loaded-first',
          dts: false,
          // mf-manifest.json beside remoteEntry.js: what the build exposes, the shared versions it
          // provides and requires, and each expose's chunks (docs/adr/0024). The shell's says what
          // the served shell provides; a federated remote's is what remotes.json points at, what
          // the deploy guard checks and what the shell preloads the first chunks from.
          manifest: standalone ? false : { fileName: 'mf-manifest.json' },
          experiments: {
            // Remotes are plain remoteEntry.js URLs: the manifest snapshot code is dead weight.
            optimization: { disableSnapshot: true, target: 'web' },
            // The federation runtime is downloaded once: the shell provides it and a federated
            // remote uses the shell's (a standalone page brings its own).
            ...(kind === 'host' ? { provideExternalRuntime: true } : {}),
            ...(kind === 'remote' && !standalone ? { externalRuntime: true } : {}),
          },
        }),
        new DropManifestStatsPlugin(),
        ...(options.plugins?.({ production, standalone }) ?? []),
        // A standalone page is a QA build served as plain files (its dev server or the journeys'
        // static server): nothing there picks a precompressed file.
        ...(production && !standalone ? [new PrecompressPlugin()] : []),
        // A build label (PARKING_BUILD_ID) makes a rebuild of unchanged sources a new version.
        ...(process.env.PARKING_BUILD_ID
          ? [new webpack.BannerPlugin({ banner: `build ${process.env.PARKING_BUILD_ID}` })]
          : []),
        ...(servesPage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(appDir, 'index.html'),
                title,
                publicPath: '/',
                chunks: ['main'],
              }),
            ]
          : []),
      ],
      ...(production ? { optimization: productionMinimizer() } : {}),
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: servesPage,
        hot: false,
        // Build errors show in the terminal and the page; run-time errors are the app's to show.
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        // The shell on :3000 loads remote chunks from :3001-:3003.
        headers: { 'Access-Control-Allow-Origin': '*' },
        // API_TARGET may be another host: its Host header must match it.
        proxy: [{ context: ['/api', '/app-config.json'], target: API_TARGET, changeOrigin: true }],
        setupMiddlewares: (middlewares, devServer) => {
          if (options.devRoutes && devServer.app) options.devRoutes(devServer.app);
          return middlewares;
        },
      },
    };
  };
}
