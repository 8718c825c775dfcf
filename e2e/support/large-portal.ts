// A portal serving the large community (`npm run seed:large`: 1,004 owners, 10,006
// vehicles, 5,000 violations, 2,000 feedback rows) beside the demo data, on an embedded database
// of its own. Seeding takes about a minute on two busy cores, so a run seeds once: the first
// worker builds a template data folder in the run's folder (E2E_RUN_DIR, removed at the end of
// the run) and every portal starts on a copy of it.
import { createWriteStream } from 'node:fs';
import { access, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { test as base } from '@playwright/test';
import { TEST_RATE_LIMITS, anyFreePort } from './portal-address';
import { startProcess, stopProcess, waitForUrl } from './processes';

export const LARGE_HOAID = 'large';
export const LARGE_ADMIN = 'admin@large.test';
export const LARGE_PASSWORD = 'large-pass-2026';

const repoRoot = resolve(__dirname, '..', '..');
const artifacts = resolve(__dirname, '..', 'artifacts');
const SEED_TIMEOUT_MS = 5 * 60_000;
const BOOT_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/** Seeds the large community into `dataDir` with the project's own `seed:large`. */
async function seedLarge(dataDir: string, logName: string): Promise<void> {
  const log = createWriteStream(join(artifacts, `${logName}.log`));
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const seed = startProcess(
    process.execPath,
    ['-r', './server/test/helpers/register-ts.cjs', 'server/src/db/seed/large-cli.ts'],
    { cwd: repoRoot, env: { ...env, DATA_DIR: dataDir }, log },
  );
  const code = await Promise.race([exitOf(seed), sleep(SEED_TIMEOUT_MS).then(() => 'late')]);
  log.end();
  if (code !== 0) {
    await stopProcess(seed);
    throw new Error(`seed:large failed (${String(code)}); see e2e/artifacts/${logName}.log`);
  }
}

/** The seeded data folder of this run, built once whichever worker asks first. */
async function largeTemplate(): Promise<string> {
  const runDir = process.env.E2E_RUN_DIR ?? (await mkdtemp(join(tmpdir(), 'parking-large-')));
  const template = join(runDir, 'large-template');
  const ready = join(template, 'ready');
  try {
    await mkdir(template);
  } catch {
    const deadline = Date.now() + SEED_TIMEOUT_MS;
    while (!(await exists(ready))) {
      if (Date.now() > deadline) throw new Error('The large community template never got ready');
      await sleep(500);
    }
    return join(template, 'data');
  }
  await seedLarge(join(template, 'data'), 'seed-large');
  await writeFile(ready, 'ok');
  return join(template, 'data');
}

export interface LargePortal {
  url: string;
  stop(): Promise<void>;
}

/** A data folder holding the large community, seeded now (the browser bench's own). */
export async function seedLargeDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'parking-large-seed-'));
  await seedLarge(join(dir, 'data'), 'seed-large-bench');
  return join(dir, 'data');
}

export interface LargePortalOptions {
  /** A seeded data folder to copy; default the run's template. */
  templateData?: string;
  /** Build what is missing or stale first (the bench); the e2e run's global setup already did. */
  build?: boolean;
}

/** Starts the portal on a copy of the large community's data folder. */
export async function startLargePortal(
  name: string,
  { templateData, build = false }: LargePortalOptions = {},
): Promise<LargePortal> {
  await mkdir(artifacts, { recursive: true });
  const source = templateData ?? (await largeTemplate());
  const runDir = await mkdtemp(join(tmpdir(), `parking-${name}-`));
  const dataDir = join(runDir, 'data');
  await cp(source, dataDir, { recursive: true });
  const port = await anyFreePort('127.0.0.1');
  const log = createWriteStream(join(artifacts, `server-${name}.log`));
  const { DATABASE_URL: _postgres, ...inheritedEnv } = process.env;
  const startArgs = build ? ['scripts/start.mjs'] : ['scripts/start.mjs', '--no-build'];
  const server = startProcess(process.execPath, startArgs, {
    cwd: repoRoot,
    env: {
      ...inheritedEnv,
      ...TEST_RATE_LIMITS,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_OUTBOX: join(runDir, 'outbox'),
      DEFAULT_HOAID: 'demo',
      // The journeys read the demo data as seeded, without the demo's past (docs/adr/0030).
      DEMO_HISTORY: '0',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    log,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(server);
    log.end();
    await rm(runDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${url}/api/health`, server, build ? 20 * 60_000 : BOOT_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Journeys on the large community: one portal per worker, on the run's seeded template. */
export const test = base.extend<object, { largePortal: LargePortal }>({
  largePortal: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const portal = await startLargePortal(`large-${workerInfo.project.name}`);
      try {
        await use(portal);
      } finally {
        await portal.stop();
      }
    },
    { scope: 'worker', timeout: SEED_TIMEOUT_MS + BOOT_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ largePortal }, use) => {
    await use(largePortal.url);
  },
});

export { expect } from '@playwright/test';
