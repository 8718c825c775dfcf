// What the apps share at run time (docs/adr/0006). Singletons are only what must be one instance
// in the page: react, react-dom, the router, styled-components, @tanstack/react-query (one query
// cache and one React context for it) and the stateful parts of @parking/shared (api client,
// status bus and session events, session, the QueryClient; docs/adr/0011). Everything else (the
// ui kit, features, domain rules, rxjs) is bundled into each app, so one team's deploy never hands
// another team's pages a different copy of stateless code.
//
// Every singleton is strict: a remote whose requirement the page's instance does not meet is
// refused by the federation runtime (its page shows the error, the other remotes keep working)
// instead of running against an incompatible copy. The page keeps the instance that was loaded
// first (`shareStrategy: 'loaded-first'` in create-webpack-config.mjs).
import { readFileSync } from 'node:fs';
import { LIBRARY_SUBSETS } from './library-subsets.mjs';

const sharedPackagePath = new URL('../../shared/package.json', import.meta.url);

/** The @parking/shared subpaths that hold state and so must be one instance in the page. */
export const SINGLETON_SUBPATHS = ['api', 'events', 'session', 'data'];

/**
 * @parking/shared's semantic version (shared/README.md says when to bump it).
 * PARKING_SHARED_VERSION overrides it for one build: the cross-version test builds a remote
 * that claims a newer major.
 */
export function sharedPackageVersion() {
  const { version } = JSON.parse(readFileSync(sharedPackagePath, 'utf8'));
  return process.env.PARKING_SHARED_VERSION || version;
}

/** `^x.y.z` of an exact dependency version: any later compatible release will do. */
const compatibleWith = (version) => `^${version.replace(/^[\^~=]/, '')}`;

/**
 * @param {{ dependencies: Record<string, string> }} appPackage the app's package.json
 * @returns {Record<string, { singleton: true, strictVersion: true, requiredVersion: string, version: string, import?: string }>}
 */
export function sharedSingletons(appPackage) {
  const deps = appPackage.dependencies;
  const versionOf = (name) => {
    const version = deps[name];
    if (!version) throw new Error(`${name} is shared but missing from the app's dependencies`);
    return version.replace(/^[\^~=]/, '');
  };
  const singleton = (version, extra = {}) => ({
    singleton: true,
    strictVersion: true,
    requiredVersion: compatibleWith(version),
    version,
    ...extra,
  });
  const library = (name, versionFrom = name) => {
    const subset = LIBRARY_SUBSETS[name];
    // A curated subset (library-subsets.mjs) is provided in place of the whole library.
    return [name, singleton(versionOf(versionFrom), subset ? { import: subset } : {})];
  };
  const sharedVersion = sharedPackageVersion();
  return Object.fromEntries([
    library('react'),
    library('react/jsx-runtime', 'react'),
    library('react-dom'),
    library('react-dom/client', 'react-dom'),
    // One key for the router: `react-router-dom` requests are rewritten to `react-router`
    // (shared-subpath-imports-plugin.mjs), so every app consumes the same instance.
    library('react-router'),
    library('styled-components'),
    library('@tanstack/react-query'),
    ...SINGLETON_SUBPATHS.map((subpath) => [
      `@parking/shared/${subpath}`,
      singleton(sharedVersion),
    ]),
  ]);
}
