// The remote list behind /remotes.json (docs/adr/0006, 0024), read again for each page and each
// /remotes.json request, so a deploy or a rollback (scripts/remote-deploy.mjs switch) takes effect
// without a restart. Each remote is, in order: the version remotes.json in the web root names (a
// folder of <app>/dist/, or a full URL), the REMOTE_<NAME>_URL setting, the most recently built
// version folder. A version folder is served by its mf-manifest.json when the build wrote one
// (older builds only have their remoteEntry.js).
//
// A change the server cannot serve (a version folder that is not built here, a name that could
// leave the remote's folder, a list that is not JSON) is refused: the remote keeps what was
// served before, and the refusal is logged once. The content security policy takes its remote
// origins from the same list (security-headers.ts), so a remote moved to a CDN loads without a
// restart.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const REMOTE_FOLDERS = {
  owner: 'owner-app',
  renter: 'renter-app',
  admin: 'admin-app',
} as const;
export type RemoteName = keyof typeof REMOTE_FOLDERS;
export type RemoteUrls = Record<RemoteName, string>;
const REMOTE_NAMES = Object.keys(REMOTE_FOLDERS) as RemoteName[];

const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;
const ABSOLUTE_URL = /^https?:\/\/[^/?#\s]+(\/\S*)?$/i;
const SITE_PATH = /^\/(?!\/)\S*$/;
export const MANIFEST_FILE = 'mf-manifest.json';
const ENTRY_FILE = 'remoteEntry.js';
/** The config default of REMOTE_<NAME>_URL: not a choice of the operator. */
const unversionedEntry = (name: RemoteName) => `/remotes/${name}/${ENTRY_FILE}`;

/** Version folders of a remote (those holding a remoteEntry.js), most recently built first. */
export function builtVersions(webRoot: string, name: RemoteName): string[] {
  const dist = path.join(webRoot, REMOTE_FOLDERS[name], 'dist');
  if (!existsSync(dist)) return [];
  return readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_NAME.test(entry.name))
    .filter((entry) => existsSync(path.join(dist, entry.name, ENTRY_FILE)))
    .map((entry) => ({ name: entry.name, built: statSync(path.join(dist, entry.name)).mtimeMs }))
    .sort((a, b) => b.built - a.built)
    .map((entry) => entry.name);
}

/** The URL a built version folder is loaded from: its manifest, else its remoteEntry.js. */
function versionUrl(webRoot: string, name: RemoteName, version: string): string | null {
  const folder = path.join(webRoot, REMOTE_FOLDERS[name], 'dist', version);
  if (!existsSync(path.join(folder, ENTRY_FILE))) return null;
  const file = existsSync(path.join(folder, MANIFEST_FILE)) ? MANIFEST_FILE : ENTRY_FILE;
  return `/remotes/${name}/${version}/${file}`;
}

/** The origins of absolute remote URLs ('/remotes/...' adds nothing beyond 'self'). */
export function remoteOrigins(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (ABSOLUTE_URL.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export interface RemoteListState {
  urls: RemoteUrls;
  /** The origins of the absolute URLs among them: script and connect sources of the CSP. */
  origins: string[];
  /** A strong validator of `urls`, for conditional /remotes.json requests. */
  etag: string;
}

function stateOf(urls: RemoteUrls): RemoteListState {
  const body = JSON.stringify(urls);
  return {
    urls,
    origins: remoteOrigins(Object.values(urls)),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

type Listed = { ok: true; url: string } | { ok: false; reason: string } | null;

export class RemoteList {
  private state: RemoteListState;
  /** What each remote was last served as: a refused change keeps it. */
  private readonly served = new Map<RemoteName, string>();
  /** The last refusal logged per remote, so a broken list is not logged on every request. */
  private readonly refused = new Map<RemoteName | 'list', string>();

  constructor(
    private readonly webRoot: string,
    private readonly configured: RemoteUrls,
  ) {
    this.state = stateOf({ ...configured });
  }

  /** The list as last read (the CSP of a response uses the list read for its request). */
  current(): RemoteListState {
    return this.state;
  }

  private listedUrl(name: RemoteName, value: unknown): Listed {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return { ok: false, reason: 'it is not a string' };
    if (ABSOLUTE_URL.test(value) || SITE_PATH.test(value)) return { ok: true, url: value };
    if (!VERSION_NAME.test(value)) {
      return { ok: false, reason: `"${value}" is neither a version name nor a URL` };
    }
    const url = versionUrl(this.webRoot, name, value);
    if (!url) {
      return {
        ok: false,
        reason: `version "${value}" is not built here (no ${REMOTE_FOLDERS[name]}/dist/${value}/${ENTRY_FILE})`,
      };
    }
    return { ok: true, url };
  }

  private fallback(name: RemoteName): string {
    if (this.configured[name] !== unversionedEntry(name)) return this.configured[name];
    const [newest] = builtVersions(this.webRoot, name);
    return (newest && versionUrl(this.webRoot, name, newest)) ?? unversionedEntry(name);
  }

  private refuse(key: RemoteName | 'list', message: string, warn: (message: string) => void) {
    if (this.refused.get(key) === message) return;
    this.refused.set(key, message);
    warn(message);
  }

  /** Reads remotes.json again and returns the list in force. */
  async read(warn: (message: string) => void): Promise<RemoteListState> {
    const file = path.join(this.webRoot, 'remotes.json');
    let list: Record<string, unknown> | null = {};
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error('it is not an object of remote name to version');
      }
      list = Object.fromEntries(Object.entries(parsed));
      this.refused.delete('list');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        list = {}; // No list yet: every remote takes its fallback.
      } else {
        list = null;
        this.refuse(
          'list',
          `refusing the remote list ${file}: ${String(error)}; the remotes served before stay`,
          warn,
        );
      }
    }
    const resolve = (name: RemoteName): string => {
      const before = this.served.get(name);
      if (list === null) return before ?? this.fallback(name);
      const listed = this.listedUrl(name, list[name]);
      if (listed === null) return this.fallback(name);
      if (listed.ok) {
        this.refused.delete(name);
        return listed.url;
      }
      const kept = before ?? this.fallback(name);
      this.refuse(
        name,
        `refusing the ${name} entry of ${file}: ${listed.reason}; ${name} keeps serving ${kept}`,
        warn,
      );
      return kept;
    };
    const urls = Object.fromEntries(REMOTE_NAMES.map((name) => [name, resolve(name)]));
    for (const name of REMOTE_NAMES) this.served.set(name, urls[name]!);
    this.state = stateOf(urls as RemoteUrls);
    return this.state;
  }
}
