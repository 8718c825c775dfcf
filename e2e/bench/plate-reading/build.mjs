// Builds the plate-reading bench's page script (entry.ts) with the admin remote's OCR files
// (config/webpack/ocr-assets-plugin.mjs) into e2e/artifacts/plate-reading-build/:
//   node e2e/bench/plate-reading/build.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { OcrAssetsPlugin } from '../../../config/webpack/ocr-assets-plugin.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const BENCH_BUILD = path.join(root, 'e2e/artifacts/plate-reading-build');

function buildPlateBench() {
  const compiler = webpack({
    mode: 'production',
    context: here,
    entry: { bench: './entry.ts' },
    devtool: false,
    output: { path: BENCH_BUILD, filename: '[name].js', publicPath: '/', clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      conditionNames: ['source', 'webpack', 'production', 'browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: path.join(root, 'admin-app/tsconfig.json'),
            },
          },
        },
      ],
    },
    plugins: [new OcrAssetsPlugin(path.join(root, 'admin-app'))],
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      return resolve(BENCH_BUILD);
    });
  });
}

buildPlateBench().then(
  (folder) => console.log(folder),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
