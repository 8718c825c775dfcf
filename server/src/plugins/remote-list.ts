// The remote list behind /remotes.json (docs/adr/0006), read on every request so a deploy or a
// rollback (scripts/remote-deploy.mjs switch) takes effect without a restart. Each remote is, in
// order: the version remotes.json in the web root names (a folder of <app>/dist/, or a full URL),
// the REMOTE_<NAME>_URL setting, the most recently built version folder.
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

const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;
const URL_LIKE = /^(https?:\/\/|\/)/;
/** The config default of REMOTE_<NAME>_URL: not a choice of the operator. */
const unversionedEntry = (name: RemoteName) => `/remotes/${name}/remoteEntry.js`;
const versionedEntry = (name: RemoteName, version: string) =>
  `/remotes/${name}/${version}/remoteEntry.js`;

/** Version folders of a remote (those holding a remoteEntry.js), most recently built first. */
export function builtVersions(webRoot: string, name: RemoteName): string[] {
  const dist = path.join(webRoot, REMOTE_FOLDERS[name], 'dist');
  if (!existsSync(dist)) return [];
  return readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_NAME.test(entry.name))
    .filter((entry) => existsSync(path.join(dist, entry.name, 'remoteEntry.js')))
    .map((entry) => ({ name: entry.name, built: statSync(path.join(dist, entry.name)).mtimeMs }))
    .sort((a, b) => b.built - a.built)
    .map((entry) => entry.name);
}

async function readListFile(file: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {}; // No list yet: every remote takes its fallback.
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} is not an object of remote name to version`);
  }
  return Object.fromEntries(Object.entries(parsed));
}

function entryFromList(name: RemoteName, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (URL_LIKE.test(value)) return value;
  return VERSION_NAME.test(value) ? versionedEntry(name, value) : null;
}

export async function readRemoteUrls(
  webRoot: string,
  configured: RemoteUrls,
  warn: (message: string) => void,
): Promise<RemoteUrls> {
  const file = path.join(webRoot, 'remotes.json');
  let list: Record<string, unknown> = {};
  try {
    list = await readListFile(file);
  } catch (error) {
    warn(`ignoring the remote list ${file}: ${String(error)}`);
  }
  const resolve = (name: RemoteName): string => {
    const listed = entryFromList(name, list[name]);
    if (listed) return listed;
    if (configured[name] !== unversionedEntry(name)) return configured[name];
    const [newest] = builtVersions(webRoot, name);
    return newest ? versionedEntry(name, newest) : unversionedEntry(name);
  };
  return { owner: resolve('owner'), renter: resolve('renter'), admin: resolve('admin') };
}
