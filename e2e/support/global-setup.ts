// Starts ONE portal server for the whole run: `node scripts/start.mjs` builds whatever is missing
// (shared, server, shell, remotes), then serves API, shell and remotes on one port. Every run gets
// a fresh temporary DATA_DIR, so the embedded database starts from the seeded demo data.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, stopProcess, waitForUrl } from './processes';
import { DEFAULT_E2E_PORT, TEST_PORTAL_SETTINGS, anyFreePort, portalUrl } from './portal-address';
import { startStandaloneRemotes, type StandaloneRemotes } from './standalone-remotes';
import { artifacts, repoRoot } from './paths';

// A cold build of all workspaces on two cores takes a few minutes alone. Beside the other test
// parts (docs/adr/0025) on a machine whose load average was about 28, the six builds took more
// than 20 minutes; this limit only ends a build that hangs.
const BUILD_AND_BOOT_TIMEOUT_MS = 45 * 60_000;

function isPortFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .once('listening', () => probe.close(() => done(true)))
      .listen(port, '0.0.0.0');
  });
}

async function choosePort(): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  return (await isPortFree(DEFAULT_E2E_PORT)) ? DEFAULT_E2E_PORT : anyFreePort();
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  await mkdir(artifacts, { recursive: true });
  const port = await choosePort();
  process.env.E2E_PORT = String(port);
  const runDir = await mkdtemp(join(tmpdir(), 'parking-e2e-'));
  // Workers share run-scoped files here (the large community's seeded template, large-portal.ts).
  process.env.E2E_RUN_DIR = runDir;
  const log = createWriteStream(join(artifacts, 'server.log'));

  // The journeys run on the embedded database; PostgreSQL is covered by the server suites.
  const { DATABASE_URL: _postgres, ...inheritedEnv } = process.env;
  const server = startProcess(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...inheritedEnv,
      ...TEST_PORTAL_SETTINGS,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(runDir, 'data'),
      MAIL_OUTBOX: join(runDir, 'outbox'),
      DEFAULT_HOAID: 'demo',
      // The journeys read the demo data as seeded, without the demo's past (docs/adr/0030).
      DEMO_HISTORY: '0',
    },
    log,
  });
  let standalone: StandaloneRemotes | undefined;
  const stopAll = async (): Promise<void> => {
    await standalone?.stop();
    await stopProcess(server);
    log.end();
    await rm(runDir, { recursive: true, force: true });
  };

  try {
    await waitForUrl(portalUrl('/api/health'), server, BUILD_AND_BOOT_TIMEOUT_MS);
    standalone = await startStandaloneRemotes(
      repoRoot,
      join(runDir, 'standalone'),
      portalUrl(),
      anyFreePort,
      log,
    );
  } catch (error) {
    await stopAll();
    throw new Error(`The portal did not start; see e2e/artifacts/server.log. ${String(error)}`, {
      cause: error,
    });
  }
  return stopAll;
}
