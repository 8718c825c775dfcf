// Plate scanning (docs/adr/0031): the files tesseract.js loads at run time, copied from
// node_modules into the build output under ocr/, so the portal serves them itself (never a CDN).
// The worker script, the LSTM cores for the three kinds of WebAssembly support (tesseract.js
// picks one by what the phone can run) and the English trained data. The folder names carry the
// package versions, so a new version is a new URL.
import { createRequire } from 'node:module';
import path from 'node:path';
import { StaticFilesPlugin } from './static-files-plugin.mjs';

const CORES = [
  'tesseract-core-lstm.wasm.js',
  'tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-relaxedsimd-lstm.wasm.js',
];

const versionOf = (require, name) => require(`${name}/package.json`).version;

/** The ocr/ folder's files: output name -> absolute source path. */
export function ocrAssetFiles(fromDir) {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const tesseract = path.dirname(require.resolve('tesseract.js/package.json'));
  const core = path.dirname(require.resolve('tesseract.js-core/package.json'));
  const eng = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const files = {
    [`ocr/${OCR_FOLDERS.worker(versionOf(require, 'tesseract.js'))}`]: path.join(
      tesseract,
      'dist',
      'worker.min.js',
    ),
    [`ocr/${OCR_FOLDERS.lang(versionOf(require, '@tesseract.js-data/eng'))}/eng.traineddata.gz`]:
      path.join(eng, '4.0.0_best_int', 'eng.traineddata.gz'),
  };
  for (const name of CORES) {
    files[`ocr/${OCR_FOLDERS.core(versionOf(require, 'tesseract.js-core'))}/${name}`] = path.join(
      core,
      name,
    );
  }
  return files;
}

/** The names the recogniser asks for (admin-app/src/features/enforce/scan/ocr-paths.ts). */
export const OCR_FOLDERS = {
  worker: (version) => `worker-${version}.min.js`,
  core: (version) => `core-${version}`,
  lang: (version) => `eng-${version}`,
};

export class OcrAssetsPlugin {
  /** @param {string} fromDir the workspace whose node_modules hold the tesseract.js packages */
  constructor(fromDir) {
    this.fromDir = fromDir;
  }

  apply(compiler) {
    const files = ocrAssetFiles(this.fromDir);
    const names = Object.keys(files);
    // The recogniser's paths, relative to the build's public path (ocr-paths.ts).
    new compiler.webpack.DefinePlugin({
      __OCR_FILES__: JSON.stringify({
        worker: names.find((name) => name.includes('/worker-')),
        core: path.posix.dirname(names.find((name) => name.includes('/core-'))),
        lang: path.posix.dirname(names.find((name) => name.includes('/eng-'))),
      }),
    }).apply(compiler);
    new StaticFilesPlugin(() => files).apply(compiler);
  }
}
