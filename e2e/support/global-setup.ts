// Starts ONE portal server for the whole run: `node scripts/start.mjs --build-only` builds
// whatever is missing (shared, server, shell, remotes), the run's demo data folder is seeded once
// (support/data-templates.ts), and the portal serves API, shell and remotes on one port from a
// copy of it, like every journey's own portal.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runToEnd, startProcess, stopProcess, waitForUrl } from './processes';
import { copyData, demoTemplate, portalEnv } from './data-templates';
import { DEFAULT_E2E_PORT, anyFreePort, portalUrl } from './portal-address';
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
  try {
    await runToEnd(process.execPath, ['scripts/start.mjs', '--build-only'], {
      cwd: repoRoot,
      env: inheritedEnv,
      log,
      timeoutMs: BUILD_AND_BOOT_TIMEOUT_MS,
      what: 'the build (see e2e/artifacts/server.log)',
    });
    await copyData(await demoTemplate(), join(runDir, 'data'));
  } catch (error) {
    log.end();
    await rm(runDir, { recursive: true, force: true });
    throw error;
  }
  const server = startProcess(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: repoRoot,
    env: portalEnv(port, join(runDir, 'data'), join(runDir, 'outbox')),
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
