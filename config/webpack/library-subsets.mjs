// react-router is a singleton provided as a curated subset (docs/adr/0004): the module that
// answers `import … from 'react-router'` in every app is the subset file, which re-exports the
// names listed there from the real library. `react-router-library` is the alias under which the
// subset file reaches the real library, so that its own import is not taken for the shared
// module again. (rxjs is no longer shared: each app bundles the operators it uses, tree-shaken;
// docs/adr/0006.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Share key to the subset file that provides it. */
export const LIBRARY_SUBSETS = {
  'react-router': path.join(here, 'library-subsets/react-router.mjs'),
};

/** The names a subset file re-exports (what apps may import from that library). */
export function subsetExports(shareKey) {
  const file = LIBRARY_SUBSETS[shareKey === 'react-router-dom' ? 'react-router' : shareKey];
  const source = readFileSync(file, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(source);
  if (!list) throw new Error(`${file} has no export list`);
  return list[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * Leads the subset file to react-router's production or development build (the package
 * exports only the development one).
 * @param {string} appDir
 * @param {boolean} production
 */
export function librarySubsetAliases(appDir, production) {
  const packageRoot = (name) =>
    path.dirname(require.resolve(`${name}/package.json`, { paths: [appDir] }));
  const build = production ? 'production' : 'development';
  return {
    'react-router-library$': path.join(packageRoot('react-router'), `dist/${build}/index.mjs`),
  };
}
