// A portal with a web root of its own, for the deploy journeys (docs/adr/0006): the web root
// links the repository's shell and remotes (so a build lands in the real version folders, which
// are immutable and never disturb other journeys) but has its own remotes.json, so switching a
// remote here changes no other portal. Started with `--no-build` from the global setup's builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { TEST_PORTAL_SETTINGS, anyFreePort, portalUrl } from './portal-address';
import { startProcess, stopProcess, waitForUrl } from './processes';
import { REMOTE_FOLDERS, type RemoteName } from './standalone-remotes';
import { artifacts, repoRoot } from './paths';

// A busy machine (two cores shared with builds) can take minutes to boot a portal.
const BOOT_TIMEOUT_MS = 300_000;

export interface DeployPortal {
  url: string;
  webRoot: string;
  /** `node scripts/remote-deploy.mjs <args>` against this portal's web root; its last line. */
  deployScript(args: string[], env?: NodeJS.ProcessEnv): string;
  /** The same, for a run that may fail (the deploy guard): its exit status and output. */
  deployScriptOutcome(args: string[], env?: NodeJS.ProcessEnv): DeployOutcome;
  /** The file the portal server logs to. */
  serverLog: string;
  /** What /remotes.json lists now. */
  remotes(): Promise<Record<RemoteName, string>>;
  /** A version folder this journey made, removed when the portal stops (test builds only). */
  discardLater(remote: RemoteName, version: string): void;
}

export interface DeployOutcome {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** sha256 of every file under a folder, by relative path: to prove a folder was not touched. */
export function folderDigest(folder: string): Record<string, string> {
  const digest: Record<string, string> = {};
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`);
      else
        digest[`${prefix}${name}`] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(folder, '');
  return digest;
}

/**
 * GET a JSON document on a connection of its own (`agent: false`, closed after the answer).
 * fetch() keeps its socket alive between calls, and the server closes an idle one after 72 s:
 * a build (deployScript, synchronous, about a minute on a busy machine) that ends near that
 * moment let fetch() reuse the socket as the server closed it ('other side closed', seen in CI).
 */
function getJson<T>(url: string): Promise<T> {
  return new Promise((resolveJson, reject) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${url} answered ${response.statusCode}: ${body}`));
          return;
        }
        try {
          resolveJson(JSON.parse(body) as T);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

export const test = base.extend<object, { deployPortal: DeployPortal }>({
  deployPortal: [
    async ({ browserName: _browser }, use, workerInfo) => {
      const port = await anyFreePort('127.0.0.1');
      const runDir = await mkdtemp(join(tmpdir(), 'parking-deploy-'));
      const webRoot = join(runDir, 'web');
      await mkdir(webRoot, { recursive: true });
      for (const folder of ['shell', ...Object.values(REMOTE_FOLDERS)]) {
        await symlink(join(repoRoot, folder), join(webRoot, folder));
      }
      const url = `http://127.0.0.1:${port}`;
      // The journeys' own builds are throwaway versions: they must not linger as the newest
      // version folder of a remote in the repository.
      const madeHere = new Set<string>();
      const discardLater = (remote: RemoteName, version: string) =>
        madeHere.add(join(repoRoot, REMOTE_FOLDERS[remote], 'dist', version));
      const serverLog = join(artifacts, `server-deploy-${workerInfo.project.name}.log`);
      const log = createWriteStream(serverLog);
      const { DATABASE_URL: _postgres, ...inheritedEnv } = process.env;
      const deployScriptOutcome = (args: string[], env: NodeJS.ProcessEnv = {}): DeployOutcome => {
        const run = spawnSync(process.execPath, ['scripts/remote-deploy.mjs', ...args], {
          cwd: repoRoot,
          env: { ...inheritedEnv, ...env, WEB_ROOT: webRoot },
          encoding: 'utf8',
        });
        log.write(`\n--- remote-deploy ${args.join(' ')}\n${run.stdout}${run.stderr}`);
        return { status: run.status, stdout: run.stdout, stderr: run.stderr };
      };
      const deployScript = (args: string[], env: NodeJS.ProcessEnv = {}) => {
        const run = deployScriptOutcome(args, env);
        if (run.status !== 0)
          throw new Error(`remote-deploy ${args.join(' ')} failed: ${run.stderr}`);
        const last = run.stdout.trim().split('\n').pop() ?? '';
        const [command, remote] = args;
        if (command === 'build' && remote && remote in REMOTE_FOLDERS) {
          discardLater(remote as RemoteName, last);
        }
        return last;
      };
      // Start from what the main portal serves (the global setup's builds).
      const served = await getJson<Record<RemoteName, string>>(portalUrl('/remotes.json'));
      const versions = Object.fromEntries(
        Object.entries(served).map(([name, entry]) => [name, entry.split('/')[3]]),
      );
      await writeFile(join(webRoot, 'remotes.json'), JSON.stringify(versions));
      const server = startProcess(process.execPath, ['scripts/start.mjs', '--no-build'], {
        cwd: repoRoot,
        env: {
          ...inheritedEnv,
          ...TEST_PORTAL_SETTINGS,
          PORT: String(port),
          HOST: '127.0.0.1',
          WEB_ROOT: webRoot,
          DATA_DIR: join(runDir, 'data'),
          MAIL_OUTBOX: join(runDir, 'outbox'),
          DEFAULT_HOAID: 'demo',
          // The journeys read the demo data as seeded, without the demo's past (docs/adr/0030).
          DEMO_HISTORY: '0',
        },
        log,
      });
      try {
        await waitForUrl(`${url}/api/health`, server, BOOT_TIMEOUT_MS);
        await use({
          url,
          webRoot,
          deployScript,
          deployScriptOutcome,
          serverLog,
          remotes: () => getJson<Record<RemoteName, string>>(`${url}/remotes.json`),
          discardLater,
        });
      } finally {
        await stopProcess(server);
        for (const folder of madeHere) {
          // Never a version the main portal serves.
          if (!Object.values(versions).some((version) => folder.endsWith(`/${version}`))) {
            await rm(folder, { recursive: true, force: true });
          }
        }
        log.end();
        await rm(runDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: BOOT_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ deployPortal }, use) => {
    await use(deployPortal.url);
  },
});

export { expect } from '@playwright/test';
