// A portal of the journey's own: the feature journeys (owner, renter, admin) change the demo
// community (register cars, pay, edit settings), so each journey file gets a server with a fresh
// embedded database (a copy of the run's seeded demo folder, support/data-templates.ts), started
// from the builds the global setup made.
// The `journey` option is worker-scoped: a file that sets it runs in a worker of its own, so two
// files or two widths never share (or race on) one database.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { anyFreePort } from './portal-address';
import { copyData, demoTemplate, portalEnv } from './data-templates';
import { artifacts, repoRoot } from './paths';
import { startProcess, stopProcess, waitForUrl } from './processes';

const BOOT_TIMEOUT_MS = 120_000;

export interface FreshPortal {
  url: string;
  /** The mails the server wrote to its outbox (MAIL_OUTBOX), oldest first. */
  mails(): Promise<OutboxMail[]>;
}

/** The .json twin the mailer writes beside each .eml in the outbox. */
export interface OutboxMail {
  to: string;
  subject: string;
  text?: string;
  html?: string;
}

async function readOutbox(outbox: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(outbox)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return []; // Nothing sent yet.
  }
  const texts = await Promise.all(names.map((name) => readFile(join(outbox, name), 'utf8')));
  return texts.map((text) => JSON.parse(text) as OutboxMail);
}

// No test-scoped fixtures of its own (`object`: Record<string, never> gives the fixture map an
// index signature that the worker fixtures below, and test.use({ journey }), cannot satisfy).
export const test = base.extend<object, { journey: string; freshPortal: FreshPortal }>({
  journey: ['', { scope: 'worker', option: true }],
  freshPortal: [
    async ({ journey }, use, workerInfo) => {
      if (!journey) throw new Error('Set test.use({ journey: "<name>" }) in the journey file.');
      await mkdir(artifacts, { recursive: true });
      const template = await demoTemplate();
      const port = await anyFreePort('127.0.0.1');
      const runDir = await mkdtemp(join(tmpdir(), `parking-${journey}-`));
      const outbox = join(runDir, 'outbox');
      const dataDir = join(runDir, 'data');
      await copyData(template, dataDir);
      const log = createWriteStream(
        join(artifacts, `server-${journey}-${workerInfo.project.name}.log`),
      );
      const server = startProcess(process.execPath, ['scripts/start.mjs', '--no-build'], {
        cwd: repoRoot,
        env: {
          ...portalEnv(port, dataDir, outbox),
          // Reminders and summaries are checked every 2 s instead of every minute.
          NOTIFY_TICK_SECONDS: '2',
        },
        log,
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitForUrl(`${url}/api/health`, server, BOOT_TIMEOUT_MS);
        await use({ url, mails: () => readOutbox(outbox) });
      } finally {
        await stopProcess(server);
        log.end();
        await rm(runDir, { recursive: true, force: true });
      }
    },
    // The first portal of the run waits for the demo folder to be seeded as well.
    { scope: 'worker', timeout: 2 * BOOT_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ freshPortal }, use) => {
    await use(freshPortal.url);
  },
});

export { expect } from '@playwright/test';
