// How a remote is loaded once its URL in /remotes.json is known (docs/adr/0024). This module is
// its own chunk, fetched beside /remotes.json when a remote is first needed, so none of it
// weighs on the landing and login pages (e2e/login-js-budget.json).
//
// - The manifest: /remotes.json names a remote's mf-manifest.json (a build from before the
//   manifest is named by its remoteEntry.js). The shell reads it, refuses a build whose shared
//   singleton requirements the page's instances do not meet (before downloading any of it), and
//   asks for the entry and the first chunks of its `./routes` at the same moment, so the chunks
//   no longer wait for the entry. The federation runtime's own manifest loader (the snapshot
//   plugin, which `preloadRemote` needs) would add about 10 kB to every page of the shell.
// - Retries that fetch again: each new attempt at a remote's entry or manifest carries a
//   `retry=<n>` query, so it is a new request: Chromium holds a second request for a URL whose
//   first request still hangs. A fast failure (refused, 5xx) is retried once at once, as
//   @module-federation/retry-plugin does in its loadEntryError hook; a timeout goes to the user,
//   whose Retry is the next attempt.
// - Failures are classified by what the runtime reports (the RUNTIME-008 code of a script that
//   did not load, webpack's ChunkLoadError, the share scope's versions) and by the page's
//   securitypolicyviolation events, not by the text of a message.
import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { REMOTE_CONTAINERS, type RemoteName } from '@parking/shared/remote-contract';
import { remoteFailure, type RemoteFailure } from './remote-failure';

/** One attempt at an entry or a manifest; the whole load is capped at 10 s (remote-timeout.ts). */
export const REMOTE_ATTEMPT_TIMEOUT_MS = 9_000;
/** A failure faster than this is a refusal or a server error, not a hang: retried at once. */
const FAST_FAILURE_MS = 2_000;
const RETRY_DELAY_MS = 300;
/** The runtime's error code for a remote entry script that did not load (error-codes). */
const SCRIPT_NOT_LOADED = 'RUNTIME-008';
const RETRY_QUERY = 'retry';

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

interface FederationManifest {
  metaData: {
    publicPath: string;
    remoteEntry: { name: string; path: string };
  };
  shared: ManifestShared[];
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** A remote as this page loads it: its entry, and what to ask for beside it. */
interface ResolvedRemote {
  entry: string;
  firstChunks: string[];
}

/** Attempts started per URL in this page: the n-th attempt after the first gets ?retry=n. */
const attempts = new Map<string, number>();
/** When the latest attempt of each entry URL started. */
const started = new Map<string, number>();
/** Origins the page's content security policy refused (securitypolicyviolation events). */
const blockedOrigins = new Set<string>();

const originOf = (url: string) => {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return url;
  }
};

document.addEventListener('securitypolicyviolation', (event) => {
  blockedOrigins.add(originOf(event.blockedURI));
});

/** The URL of the next attempt at `url`: the first is the URL itself. */
function nextAttemptUrl(url: string): string {
  const attempt = attempts.get(url) ?? 0;
  attempts.set(url, attempt + 1);
  if (attempt === 0) return url;
  const next = new URL(url, window.location.href);
  next.searchParams.set(RETRY_QUERY, String(attempt));
  return next.href;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failure(kind: RemoteFailure, message: string, cause?: unknown): Error {
  return remoteFailure(kind, message, cause);
}

/** Why loading from `url` failed: the policy refused its origin, or it did not answer. */
function unreachable(url: string, message: string, cause?: unknown): Error {
  return blockedOrigins.has(originOf(url))
    ? failure('blocked', `${message}: blocked by the portal's security policy`, cause)
    : failure('unavailable', message, cause);
}

/** The runtime plugin: the entry's attempt timeout and cache-busting retries. */
function remoteRetries(): ModuleFederationRuntimePlugin {
  return {
    name: 'parking-remote-retries',
    createScript({ url }) {
      started.set(url, Date.now());
      const script = document.createElement('script');
      script.src = nextAttemptUrl(url);
      return { script, timeout: REMOTE_ATTEMPT_TIMEOUT_MS };
    },
    // Typed by the runtime as a promise of a promise; it awaits whatever the hook gives.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) => {
      const fast = Date.now() - (started.get(remoteInfo.entry) ?? 0) < FAST_FAILURE_MS;
      if (!fast) return undefined;
      // The runtime keeps the failed load under this key until it is deleted.
      delete globalLoading[uniqueKey];
      await wait(RETRY_DELAY_MS);
      try {
        return (await getRemoteEntry({ origin, remoteInfo })) || undefined;
      } catch {
        return undefined; // The first failure is reported.
      }
    }) as ModuleFederationRuntimePlugin['loadEntryError'],
    async errorLoadRemote({ id, error, origin }) {
      throw classify(id, error, origin.options.remotes);
    },
  };
}

/** The version of a shared singleton this page uses: the loaded one (loaded-first), else the highest. */
function pageVersion(pkg: string): string | undefined {
  const versions = getInstance()?.shareScopeMap?.['default']?.[pkg];
  if (!versions) return undefined;
  const candidates = Object.entries(versions);
  const inUse = candidates.filter(([, shared]) => shared.loaded || shared.loading);
  return (inUse.length > 0 ? inUse : candidates)
    .map(([version]) => version)
    .reduce<string | undefined>(
      (best, version) => (best === undefined || satisfy(version, `>${best}`) ? version : best),
      undefined,
    );
}

/** The singleton requirements of `shared` this page's instances do not meet. */
function unmetRequirements(shared: ManifestShared[]): string[] {
  return shared.flatMap((required) => {
    if (!required.singleton || typeof required.requiredVersion !== 'string') return [];
    const version = pageVersion(required.name);
    if (version === undefined || satisfy(version, required.requiredVersion)) return [];
    return [`${required.name} ${required.requiredVersion} (the page has ${version})`];
  });
}

/** A remote's requirements as its container registered them in the share scope. */
function registeredRequirements(container: string): ManifestShared[] {
  const scope = getInstance()?.shareScopeMap?.['default'] ?? {};
  return Object.entries(scope).flatMap(([name, versions]) =>
    Object.values(versions)
      .filter((shared) => shared.from === container)
      .map((shared) => ({
        name,
        singleton: shared.shareConfig.singleton,
        requiredVersion: shared.shareConfig.requiredVersion,
      })),
  );
}

function classify(id: string, error: unknown, remotes: { name: string; entry?: string }[]): Error {
  if (error instanceof Error && 'remoteFailure' in error) return error;
  const container = id.split('/')[0] ?? id;
  const entry = remotes.find((remote) => remote.name === container)?.entry ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'ChunkLoadError') {
    return failure('new-version', message, error);
  }
  if (message.includes(SCRIPT_NOT_LOADED)) return unreachable(entry, message, error);
  // The entry ran; a strict singleton it needs in a version the page lacks stops its modules.
  const unmet = unmetRequirements(registeredRequirements(container));
  if (unmet.length > 0) {
    return failure('incompatible', `${container} needs ${unmet.join(', ')}`, error);
  }
  return failure('unavailable', message, error);
}

function isManifest(value: unknown): value is FederationManifest {
  const manifest = value as FederationManifest | null;
  return (
    typeof manifest?.metaData?.publicPath === 'string' &&
    typeof manifest.metaData.remoteEntry?.name === 'string' &&
    Array.isArray(manifest.shared) &&
    Array.isArray(manifest.exposes)
  );
}

/** One attempt at a manifest; `asked` is a request the registry already made for the first. */
async function fetchAttempt(url: string, asked?: Promise<Response>): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`${url}: no answer`));
    }, REMOTE_ATTEMPT_TIMEOUT_MS);
  });
  const attemptUrl = nextAttemptUrl(url);
  try {
    const response = await Promise.race([
      asked ?? fetch(attemptUrl, { signal: controller.signal }),
      timeout,
    ]);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

async function fetchManifestFile(url: string, asked?: Promise<Response>): Promise<unknown> {
  const begun = Date.now();
  let response: Response;
  try {
    response = await fetchAttempt(url, asked);
  } catch (error) {
    if (Date.now() - begun >= FAST_FAILURE_MS) throw unreachable(url, `${url}: no answer`, error);
    await wait(RETRY_DELAY_MS);
    try {
      response = await fetchAttempt(url);
    } catch (retryError) {
      throw unreachable(url, `${url} could not be read`, retryError);
    }
  }
  return response.json();
}

/** The manifest's entry and the first chunks of `./routes`, as absolute URLs. */
async function resolveManifest(
  name: RemoteName,
  url: string,
  asked?: Promise<Response>,
): Promise<ResolvedRemote> {
  const manifest = await fetchManifestFile(url, asked);
  if (!isManifest(manifest)) {
    throw failure('unavailable', `${url} is not a Module Federation manifest`);
  }
  const unmet = unmetRequirements(manifest.shared);
  if (unmet.length > 0) {
    throw failure('incompatible', `${REMOTE_CONTAINERS[name]} needs ${unmet.join(', ')}`);
  }
  const { publicPath, remoteEntry } = manifest.metaData;
  const manifestUrl = new URL(url, window.location.href);
  // 'auto': the files sit beside the manifest, wherever it is served from.
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const entryPath = remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : '';
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  return {
    entry: new URL(`${entryPath}${remoteEntry.name}`, base).href,
    firstChunks: (routes?.assets.js.sync ?? []).map((file) => new URL(file, base).href),
  };
}

/** Asks for the chunks now, beside the entry (the chunk loader then finds them in the cache). */
function preloadChunks(urls: string[]): void {
  for (const href of urls) {
    if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
}

const resolved = new Map<RemoteName, Promise<ResolvedRemote>>();
let pluginRegistered = false;

/**
 * The `./routes` module of a remote, from the URL /remotes.json gave when the page first asked
 * for it (`registered` keeps that URL: a page never swaps a remote version under itself).
 * `askedManifest` is the registry's request for the manifest, made beside this chunk's.
 */
export async function loadRemoteRoutes(
  name: RemoteName,
  listedUrl: string,
  registered: Map<RemoteName, string>,
  askedManifest?: Promise<Response>,
): Promise<unknown> {
  if (!pluginRegistered) {
    registerPlugins([remoteRetries()]);
    pluginRegistered = true;
  }
  const url = registered.get(name) ?? listedUrl;
  let resolving = resolved.get(name);
  if (!resolving) {
    resolving = /\.json(\?|#|$)/.test(url)
      ? resolveManifest(name, url, askedManifest)
      : Promise.resolve({ entry: url, firstChunks: [] });
    resolved.set(name, resolving);
    resolving.catch(() => {
      if (resolved.get(name) === resolving) resolved.delete(name);
    });
  }
  const remote = await resolving;
  preloadChunks(remote.firstChunks);
  if (!registered.has(name)) {
    // Only the container about to load is registered (docs/adr/0002).
    registerRemotes([{ name: REMOTE_CONTAINERS[name], entry: remote.entry }]);
    registered.set(name, url);
  }
  const container = REMOTE_CONTAINERS[name];
  try {
    return await loadRemote<unknown>(`${container}/routes`);
  } catch (error) {
    throw classify(`${container}/routes`, error, [{ name: container, entry: remote.entry }]);
  }
}
