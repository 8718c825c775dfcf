// Types across the federation boundary, checked when the shell is type-checked (docs/adr/0033).
// The shell loads each role remote's `./routes` at run time and checks its pages then
// (remote-loader.ts); this file makes the same promise a build-time fact: the module each remote
// exposes (the `exposes` of config/webpack/create-webpack-config.mjs) must be a RemoteModule of
// its name, with every page the shell routes to it. A remote that drops or renames a page, or
// exports something else, fails `npm run typecheck` here, before anything is deployed.
// Type-only imports: nothing of the remotes is bundled into the shell.
import type { RemoteModule, RemoteName } from '@parking/shared/remote-contract';
import type * as AdminRoutes from '../../../../admin-app/src/app/routes';
import type * as OwnerRoutes from '../../../../owner-app/src/app/routes';
import type * as RenterRoutes from '../../../../renter-app/src/app/routes';

/** Compiles only when M is what the shell expects of remote N. */
type Exposes<N extends RemoteName, M extends RemoteModule<N>> = [N, M];

export type ExposedRemoteModules = [
  Exposes<'owner', typeof OwnerRoutes>,
  Exposes<'renter', typeof RenterRoutes>,
  Exposes<'admin', typeof AdminRoutes>,
];
