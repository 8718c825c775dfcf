// A portal serving the large community (`npm run seed:large`: 1,004 owners, 10,006
// vehicles, 5,000 violations, 2,000 feedback rows) beside the demo data, on an embedded database
// of its own. Seeding takes about a minute on two busy cores, so a run seeds once: the first
// worker adds the large community to a copy of the run's demo folder (support/data-templates.ts,
// in E2E_RUN_DIR, removed at the end of the run) and every portal starts on a copy of that.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { anyFreePort } from './portal-address';
import { copyData, demoTemplate, portalEnv, runTemplate } from './data-templates';
import { artifacts, repoRoot } from './paths';
import { runToEnd, startProcess, stopProcess, waitForUrl } from './processes';

export const LARGE_HOAID = 'large';
export const LARGE_ADMIN = 'admin@large.test';
export const LARGE_PASSWORD = 'large-pass-2026';

const SEED_TIMEOUT_MS = 5 * 60_000;
const BOOT_TIMEOUT_MS = 120_000;

/** Seeds the large community into `dataDir` with the project's own `seed:large`. */
async function seedLarge(dataDir: string, logName: string): Promise<void> {
  const log = createWriteStream(join(artifacts, `${logName}.log`));
  const { DATABASE_URL: _postgres, ...env } = process.env;
  try {
    await runToEnd(
      process.execPath,
      ['-r', './server/test/helpers/register-ts.cjs', 'server/src/db/seed/large-cli.ts'],
      {
        cwd: repoRoot,
        env: { ...env, DATA_DIR: dataDir },
        log,
        timeoutMs: SEED_TIMEOUT_MS,
        what: `seed:large (see e2e/artifacts/${logName}.log)`,
      },
    );
  } finally {
    log.end();
  }
}

/**
 * The seeded data folder of this run: a copy of the demo folder with the large community added,
 * built once whichever worker asks first.
 */
function largeTemplate(): Promise<string> {
  return runTemplate('large-template', async (dataDir) => {
    await copyData(await demoTemplate(), dataDir);
    await seedLarge(dataDir, 'seed-large');
  });
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
  await copyData(source, dataDir);
  const port = await anyFreePort('127.0.0.1');
  const log = createWriteStream(join(artifacts, `server-${name}.log`));
  const startArgs = build ? ['scripts/start.mjs'] : ['scripts/start.mjs', '--no-build'];
  const server = startProcess(process.execPath, startArgs, {
    cwd: repoRoot,
    env: portalEnv(port, dataDir, join(runDir, 'outbox')),
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
