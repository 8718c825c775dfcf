// Keeps each `@parking/shared/*` subpath a true singleton. Module Federation shares modules by
// request: `@parking/shared/events` is shared, but a relative import inside the package such as
// `../events/session-events` (from shared/src/api) would bundle a second copy of the events
// module, with its own RxJS subjects, so a 401 seen by the API client would never reach the
// shell's `shell:session-expired` listener. This plugin rewrites every relative import that
// crosses from one subpath folder of shared/src into another into the package request
// (`@parking/shared/events`), which the federation share scope then resolves to the one shared
// instance. Imports inside one subpath folder are left alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_SUBPATHS } from './shared-singletons.mjs';

const SHARED_SRC = fileURLToPath(new URL('../../shared/src', import.meta.url));

/** The subpath folder (api, events, ...) a file or folder of shared/src belongs to, or null. */
function subpathOf(location) {
  const relative = path.relative(SHARED_SRC, location);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [folder] = relative.split(path.sep);
  return SHARED_SUBPATHS.includes(folder) ? folder : null;
}

export class SharedSubpathImportsPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('SharedSubpathImportsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('SharedSubpathImportsPlugin', (resolveData) => {
        const { context, request } = resolveData;
        if (!request || !request.startsWith('.')) return;
        const from = subpathOf(context);
        if (from === null) return;
        const to = subpathOf(path.resolve(context, request));
        if (to !== null && to !== from) resolveData.request = `@parking/shared/${to}`;
      });
    });
  }
}
