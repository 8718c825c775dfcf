// Run-time remotes (docs/architecture.md, Module federation; docs/adr/0002, 0006, 0024): the shell
// compiles in no remote URL. When a role's page is needed (or its remote preloaded) it reads
// /remotes.json and hands that one remote to the loader (remote-loader.ts, a chunk of its own
// fetched at the same moment): it reads the remote's manifest, registers the container and
// loads its `./routes`, so a user downloads only the remote of their role. A remote is registered
// once per page: a retry loads the same version again (with a fresh request), and a newer version
// deployed while the page is open is offered as a reload (use-remote-update.ts), never swapped in
// under it.
import { getRemotesManifest } from '@parking/shared/api';
import type { Role } from '@parking/shared/domain';
import {
  REMOTE_CONTAINERS,
  type RemoteName,
  type RemotePagesByName,
  type RemotesManifest,
} from '@parking/shared/remote-contract';
import type { ComponentType } from 'react';
import { REMOTE_LOAD_TIMEOUT_MS, withTimeout } from './remote-timeout';

/**
 * The team brief: role -> remote. A readonly owner uses the admin remote's read-only page, a
 * patrol login its enforce page.
 */
export const ROLE_REMOTE: Record<Role, RemoteName> = {
  owner: 'owner',
  renter: 'renter',
  admin: 'admin',
  readonly: 'admin',
  patrol: 'admin',
};

const REMOTE_NAMES: readonly RemoteName[] = ['owner', 'renter', 'admin'];

export type PageName<N extends RemoteName> = keyof RemotePagesByName[N] & string;

function isManifest(value: unknown): value is RemotesManifest {
  if (typeof value !== 'object' || value === null) return false;
  const entries = new Map(Object.entries(value));
  return REMOTE_NAMES.every((name) => typeof entries.get(name) === 'string');
}

/** /remotes.json as the server lists it now (it is read per request, so it follows deploys). */
export async function fetchManifest(): Promise<RemotesManifest> {
  const manifest: unknown = await getRemotesManifest();
  if (!isManifest(manifest)) throw new Error('/remotes.json does not list every remote');
  return manifest;
}

let manifest: Promise<RemotesManifest> | null = null;
let manifestReadAt = 0;
/**
 * How long a read of /remotes.json serves the loads that follow. The shell reads it in an idle
 * moment of the landing and login pages (prefetchRemoteList), so the sign-in goes straight to the
 * remote's entry; a list older than this is read again first, so a sign-in after a long wait
 * loads what is deployed then.
 */
export const REMOTE_LIST_REUSE_MS = 60_000;

/** /remotes.json for loading; a failed read is forgotten so the next call tries again. */
function remotesManifest(): Promise<RemotesManifest> {
  if (manifest && Date.now() - manifestReadAt < REMOTE_LIST_REUSE_MS) return manifest;
  const reading = fetchManifest();
  manifest = reading;
  manifestReadAt = Date.now();
  reading.catch(() => {
    if (manifest === reading) manifest = null;
  });
  return reading;
}

/** Reads the remote list ahead of the sign-in (one small JSON file, no remote). */
export function prefetchRemoteList(): void {
  remotesManifest().catch(() => undefined);
}

/**
 * Fetches the shell's remote loader (no remote, no role's code) ahead of the sign-in, so the
 * answer to the sign-in goes straight to the role's manifest instead of first waiting for this
 * chunk on a busy main thread (docs/adr/0037).
 */
export function prefetchRemoteLoader(): void {
  import('./remote-loader').catch(() => undefined);
}

/** The /remotes.json URL (manifest or entry) each remote was registered with in this page. */
const registeredEntries = new Map<RemoteName, string>();
const loadedPages = new Map<RemoteName, Promise<unknown>>();
/** The pages objects that have arrived, for a page that renders without suspending. */
const arrivedPages = new Map<RemoteName, unknown>();

export function registeredEntry(name: RemoteName): string | undefined {
  return registeredEntries.get(name);
}

function hasDefaultExport(value: unknown): value is { default: unknown } {
  return typeof value === 'object' && value !== null && 'default' in value;
}

async function fetchRemotePages(name: RemoteName): Promise<unknown> {
  const loading = import('./remote-loader');
  const url = registeredEntries.get(name) ?? (await remotesManifest())[name];
  // The manifest is asked for beside the loader's chunk, not after it (docs/adr/0024).
  const manifest = !registeredEntries.has(name) && /\.json$/.test(url) ? fetch(url) : undefined;
  manifest?.catch(() => undefined);
  const remoteModule = await (
    await loading
  ).loadRemoteRoutes(name, url, registeredEntries, manifest);
  if (!hasDefaultExport(remoteModule)) {
    throw new Error(`${REMOTE_CONTAINERS[name]}/routes has no default export`);
  }
  return remoteModule.default;
}

/** The pages object a remote exposes; loaded once, and again after a failure. */
function remotePages(name: RemoteName): Promise<unknown> {
  const cached = loadedPages.get(name);
  if (cached) return cached;
  const loading = withTimeout(
    fetchRemotePages(name),
    REMOTE_LOAD_TIMEOUT_MS,
    `${REMOTE_CONTAINERS[name]} did not answer within ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`,
  );
  loadedPages.set(name, loading);
  loading.then(
    (pages) => arrivedPages.set(name, pages),
    () => {
      if (loadedPages.get(name) === loading) loadedPages.delete(name);
    },
  );
  return loading;
}

function pageIn(pages: unknown, page: string): unknown {
  return typeof pages === 'object' && pages !== null
    ? new Map(Object.entries(pages)).get(page)
    : undefined;
}

function isComponent(value: unknown): value is ComponentType {
  // Function and class components are functions; memo/forwardRef/lazy are objects.
  return typeof value === 'function' || (typeof value === 'object' && value !== null);
}

/**
 * One page of a remote. The remote is deployed on its own, so its module is checked against
 * the contract of remote-contract.ts at run time rather than trusted.
 */
export async function loadRemotePage<N extends RemoteName>(
  name: N,
  page: PageName<N>,
): Promise<ComponentType> {
  const component = pageIn(await remotePages(name), page);
  if (!isComponent(component)) {
    throw new Error(`${REMOTE_CONTAINERS[name]}/routes does not expose the page "${page}"`);
  }
  return component;
}

/**
 * docs/architecture.md, Module federation: after login the shell starts loading the role's remote at once (no
 * waterfall). Failures are left for the page's error boundary to show and retry.
 */
export function preloadRemoteFor(role: Role): void {
  remotePages(ROLE_REMOTE[role]).catch(() => undefined);
}

/**
 * The page when its remote has already arrived in this tab, else undefined: RemotePage then
 * renders it in its first pass, with no loading state.
 */
export function arrivedRemotePage<N extends RemoteName>(
  name: N,
  page: PageName<N>,
): ComponentType | undefined {
  if (!arrivedPages.has(name)) return undefined;
  const component = pageIn(arrivedPages.get(name), page);
  return isComponent(component) ? component : undefined;
}
