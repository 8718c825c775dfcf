// Libraries the apps share as singletons but provide as a curated subset (docs/adr/0004):
// the module that answers `import … from 'react-router'` (or 'react-router-dom', or 'rxjs') in
// every app is the subset file, which re-exports the names listed there from the real library.
// `<library>-library` is the alias under which a subset file reaches the real library, so that
// its own import is not taken for the shared module again.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Share key to the subset file that provides it. */
export const LIBRARY_SUBSETS = {
  'react-router': path.join(here, 'library-subsets/react-router.mjs'),
  // react-router 7's react-router-dom only re-exports react-router: one module serves both keys.
  'react-router-dom': path.join(here, 'library-subsets/react-router.mjs'),
  rxjs: path.join(here, 'library-subsets/rxjs.mjs'),
};

/** The names a subset file re-exports (what apps may import from that library). */
export function subsetExports(shareKey) {
  const source = readFileSync(LIBRARY_SUBSETS[shareKey], 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(source);
  if (!list) throw new Error(`${LIBRARY_SUBSETS[shareKey]} has no export list`);
  return list[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * Aliases that lead each subset file to its real library: react-router's production or
 * development build (the package exports only the development one), rxjs's ES2015 build.
 * @param {string} appDir
 * @param {boolean} production
 */
export function librarySubsetAliases(appDir, production) {
  const packageRoot = (name) =>
    path.dirname(require.resolve(`${name}/package.json`, { paths: [appDir] }));
  const reactRouter = packageRoot('react-router');
  const build = production ? 'production' : 'development';
  return {
    'react-router-library$': path.join(reactRouter, `dist/${build}/index.mjs`),
    'rxjs-library$': path.join(packageRoot('rxjs'), 'dist/esm/index.js'),
  };
}
