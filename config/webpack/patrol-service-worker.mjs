// The patrol app's service worker (docs/adr/0031), built after the shell (a second webpack
// configuration that depends on it) from shell/service-worker/patrol-sw.ts into
// shell/dist/patrol-sw.js. The precache list is the shell's content-hashed scripts, found by
// workbox-build's getManifest in the finished shell build and put where the worker reads
// `self.__WB_MANIFEST`. A new shell build changes the list, so the browser installs the new worker.
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { productionMinimizer } from './minimizer.mjs';

const INJECTION_POINT = 'self.__WB_MANIFEST';
const HASHED_SCRIPT = /^[^/]+\.[0-9a-f]{8}\.js$/;

class PrecacheListPlugin {
  constructor(distDir) {
    this.distDir = distDir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecacheListPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After the minimiser: the injection point is replaced in the final text.
        { name: 'PrecacheListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        async () => {
          const { manifestEntries } = await getManifest({
            globDirectory: this.distDir,
            globPatterns: ['*.js'],
            globIgnores: ['patrol-sw.js', 'remoteEntry.js'],
          });
          const entries = manifestEntries
            .filter((entry) => HASHED_SCRIPT.test(entry.url))
            // The name carries the hash: no revision needed.
            .map((entry) => ({ url: `/${entry.url}`, revision: null }));
          const source = compilation.getAsset('patrol-sw.js')?.source.source().toString() ?? '';
          if (!source.includes(INJECTION_POINT)) {
            compilation.errors.push(new Error(`patrol-sw.js has no ${INJECTION_POINT}`));
            return;
          }
          compilation.updateAsset(
            'patrol-sw.js',
            new sources.RawSource(source.replace(INJECTION_POINT, JSON.stringify(entries))),
          );
        },
      );
    });
  }
}

/**
 * @param {string} appDir the shell's folder
 * @param {string} dependsOn the name of the shell's configuration
 * @returns {import('webpack').Configuration}
 */
export function patrolServiceWorkerConfig(appDir, dependsOn) {
  const distDir = path.join(appDir, 'dist');
  return {
    name: 'patrol-sw',
    dependencies: [dependsOn],
    mode: 'production',
    target: 'webworker',
    context: appDir,
    entry: { 'patrol-sw': './service-worker/patrol-sw.ts' },
    devtool: false,
    output: { path: distDir, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: path.join(appDir, 'service-worker', 'tsconfig.json'),
            },
          },
        },
      ],
    },
    optimization: productionMinimizer(),
    plugins: [new PrecacheListPlugin(distDir)],
    performance: { hints: false },
  };
}
