// Seeded data folders made once per run and copied by every portal that starts on them. A fresh
// embedded database costs a portal about 10 s and 12 CPU-seconds on two cores (the cluster's
// creation, every migration, the demo seed); a portal on a copy of a seeded folder answers in
// about 3 s. The journeys start some forty portals, so the run seeds once.
//
// A folder is copied only while no process has it open (PGlite's data folder belongs to one
// process): the template is made by a server or seed that has exited before the folder is
// marked ready.
import { createWriteStream } from 'node:fs';
import { access, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_PORTAL_SETTINGS, anyFreePort } from './portal-address';
import { runToEnd, startProcess, stopProcess, waitForUrl } from './processes';
import { artifacts, repoRoot } from './paths';

const TEMPLATE_TIMEOUT_MS = 5 * 60_000;
const BOOT_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** The environment every portal of the journeys starts with (the embedded database, demo data). */
export function portalEnv(port: number, dataDir: string, outbox: string): NodeJS.ProcessEnv {
  // The journeys run on the embedded database; PostgreSQL is covered by the server suites.
  const { DATABASE_URL: _postgres, ...inheritedEnv } = process.env;
  return {
    ...inheritedEnv,
    ...TEST_PORTAL_SETTINGS,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MAIL_OUTBOX: outbox,
    DEFAULT_HOAID: 'demo',
    // The journeys read the demo data as seeded, without the demo's past (docs/adr/0030).
    DEMO_HISTORY: '0',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
}

/**
 * The run's data folder `name`, made by `make(dataDir)` once whichever worker asks first (the
 * others wait for it). It lives in the run's folder (E2E_RUN_DIR), removed when the run ends.
 */
export async function runTemplate(
  name: string,
  make: (dataDir: string) => Promise<void>,
): Promise<string> {
  const runDir = process.env.E2E_RUN_DIR ?? (await mkdtemp(join(tmpdir(), `parking-${name}-`)));
  const template = join(runDir, name);
  const data = join(template, 'data');
  const ready = join(template, 'ready');
  try {
    await mkdir(template);
  } catch {
    const deadline = Date.now() + TEMPLATE_TIMEOUT_MS;
    while (!(await exists(ready))) {
      if (Date.now() > deadline) throw new Error(`The ${name} data folder never got ready`);
      await sleep(250);
    }
    return data;
  }
  await make(data);
  await writeFile(ready, 'ok');
  return data;
}

/**
 * Starts the built portal on `dataDir` until it answers, then stops it: the folder then holds
 * the migrated database and the demo seed. Its signing key is removed, so every copy makes its
 * own and no portal accepts another's tokens.
 */
async function seedDemo(dataDir: string): Promise<void> {
  await mkdir(artifacts, { recursive: true });
  const port = await anyFreePort('127.0.0.1');
  const log = createWriteStream(join(artifacts, 'seed-demo-template.log'));
  const outbox = await mkdtemp(join(tmpdir(), 'parking-demo-template-outbox-'));
  const server = startProcess(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: repoRoot,
    env: portalEnv(port, dataDir, outbox),
    log,
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/api/health`, server, BOOT_TIMEOUT_MS);
  } finally {
    // start.mjs exits when the server has closed its database (SIGTERM is passed on).
    await stopProcess(server, 60_000);
    log.end();
    await rm(outbox, { recursive: true, force: true });
  }
  await rm(join(dataDir, 'jwt-secret'), { force: true });
  // Fewer files for the forty-odd copies: no template databases, a fresh WAL segment
  // (server/test/helpers/compact-data-folder.ts, docs/adr/0045).
  const compactLog = createWriteStream(join(artifacts, 'compact-demo-template.log'));
  const { DATABASE_URL: _postgres, ...env } = process.env;
  try {
    await runToEnd(
      process.execPath,
      [
        '-r',
        './server/test/helpers/register-ts.cjs',
        'server/test/helpers/compact-data-folder-cli.ts',
        dataDir,
      ],
      {
        cwd: repoRoot,
        env,
        log: compactLog,
        timeoutMs: BOOT_TIMEOUT_MS,
        what: 'compacting the demo data folder (see e2e/artifacts/compact-demo-template.log)',
      },
    );
  } finally {
    compactLog.end();
  }
}

/** The run's seeded demo data folder (the portal's first start on an empty folder, once). */
export function demoTemplate(): Promise<string> {
  return runTemplate('demo-template', seedDemo);
}

/** A copy of `template` as `dataDir` (which must not exist yet). */
export async function copyData(template: string, dataDir: string): Promise<void> {
  await cp(template, dataDir, { recursive: true });
}
