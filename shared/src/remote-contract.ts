// The contract between the shell and each role remote (Module Federation).
// Each remote exposes `./routes` whose default export is a RemoteModule: one page component per
// first URL segment the shell routes to it. The shell owns the URL and the guard; the remote owns
// everything inside its pages. Few props cross the line: none beyond what the session holds.
import type { ComponentType } from 'react';

export type RemoteName = 'owner' | 'renter' | 'admin';

/** Federation container names, as registered from /remotes.json. */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  owner: 'owner_app',
  renter: 'renter_app',
  admin: 'admin_app',
};

export interface OwnerPages {
  dashboard: ComponentType;
  profile: ComponentType;
}

export interface RenterPages {
  renterdashboard: ComponentType;
}

export interface AdminPages {
  admindashboard: ComponentType;
  adminprofile: ComponentType;
  maintenancedashboard: ComponentType;
  readonlyowners: ComponentType;
  /** Plate lookup for admins and patrol logins (phone first). */
  enforce: ComponentType;
}

export interface RemotePagesByName {
  owner: OwnerPages;
  renter: RenterPages;
  admin: AdminPages;
}

/** What `import('<container>/routes')` resolves to. */
export interface RemoteModule<N extends RemoteName> {
  default: RemotePagesByName[N];
}

/** Shape of /remotes.json: remote name to the URL of its remoteEntry.js. */
export type RemotesManifest = Record<RemoteName, string>;
