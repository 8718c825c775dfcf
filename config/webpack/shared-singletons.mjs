// The federation singletons of the team brief: one instance of each in the page, whichever app
// loaded first provides it. Every `@parking/shared/*` subpath is its own shared entry so the
// status bus, the session and the API client are the same objects in the shell and the remotes.
import { readFileSync } from 'node:fs';
import { LIBRARY_SUBSETS } from './library-subsets.mjs';

const sharedPackage = JSON.parse(
  readFileSync(new URL('../../shared/package.json', import.meta.url), 'utf8'),
);

export const SHARED_SUBPATHS = [
  'api',
  'events',
  'session',
  'ui',
  'domain',
  'features',
  'standalone',
];

/**
 * @param {{ dependencies: Record<string, string> }} appPackage the app's package.json
 * @returns {Record<string, { singleton: true, requiredVersion: string, version?: string, import?: string }>}
 */
export function sharedSingletons(appPackage) {
  const deps = appPackage.dependencies;
  const versionOf = (name) => {
    const version = deps[name];
    if (!version) throw new Error(`${name} is shared but missing from the app's dependencies`);
    return version;
  };
  const library = (name, versionFrom = name) => [
    name,
    LIBRARY_SUBSETS[name]
      ? {
          singleton: true,
          requiredVersion: versionOf(versionFrom),
          // Provided from the curated subset (library-subsets.mjs), at the library's version.
          import: LIBRARY_SUBSETS[name],
          version: versionOf(versionFrom),
        }
      : { singleton: true, requiredVersion: versionOf(versionFrom) },
  ];
  return Object.fromEntries([
    library('react'),
    library('react/jsx-runtime', 'react'),
    library('react-dom'),
    library('react-dom/client', 'react-dom'),
    library('react-router'),
    library('react-router-dom'),
    library('styled-components'),
    library('rxjs'),
    ...SHARED_SUBPATHS.map((subpath) => [
      `@parking/shared/${subpath}`,
      {
        singleton: true,
        requiredVersion: sharedPackage.version,
        // A workspace package: say its version outright rather than let the plugin guess it.
        version: sharedPackage.version,
      },
    ]),
  ]);
}
