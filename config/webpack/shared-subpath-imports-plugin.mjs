// Keeps the stateful `@parking/shared` subpaths (api, events, session) true singletons, and the
// router one share key. Module Federation shares modules by request: `@parking/shared/events` is
// shared, but a relative import inside the package such as `../events/session-events` (from
// shared/src/api) would bundle a second copy of the events module, with its own RxJS subjects, so
// a 401 seen by the API client would never reach the shell's `shell:session-expired` listener.
// This plugin rewrites every relative import from another folder of shared/src into a singleton
// subpath folder into the package request (`@parking/shared/events`), which the federation share
// scope then resolves to the one shared instance. Imports of the stateless folders (ui, features,
// domain, standalone) stay relative: those are bundled into each app (docs/adr/0006).
// `react-router-dom` (react-router 7 only re-exports react-router) becomes `react-router`, so the
// page has one router and a remote page's useNavigate sees the shell's <BrowserRouter>.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SINGLETON_SUBPATHS } from './shared-singletons.mjs';

const SHARED_SRC = fileURLToPath(new URL('../../shared/src', import.meta.url));

/** The top folder of shared/src a file or folder belongs to, or null outside shared/src. */
function folderOf(location) {
  const relative = path.relative(SHARED_SRC, location);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

export class SharedSubpathImportsPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('SharedSubpathImportsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('SharedSubpathImportsPlugin', (resolveData) => {
        const { context, request } = resolveData;
        if (request === 'react-router-dom') {
          resolveData.request = 'react-router';
          return;
        }
        if (!request || !request.startsWith('.')) return;
        const from = folderOf(context);
        if (from === null) return;
        const to = folderOf(path.resolve(context, request));
        if (to !== null && to !== from && SINGLETON_SUBPATHS.includes(to)) {
          resolveData.request = `@parking/shared/${to}`;
        }
      });
    });
  }
}
