#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources (the shared domain package,
// the server, the shell and the three remotes), then runs the one server process that serves
// the API, the shell and the remotes (README, "Two commands"). One line per build step, then the
// address and the demo logins.
//   --rebuild   build everything again
//   --no-build  only start the server
//   --build-only  only build (the journeys' global setup builds, then seeds, then starts)
//   --verbose   show each build's full output (webpack statistics and all)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const verbose = args.has('--verbose');

const frontEnd = (workspace) => ({
  workspace,
  // A remote's build is a deploy into a new version folder (scripts/remote-deploy.mjs).
  stamp: `${workspace}/dist/.build-stamp`,
  sources: [
    `${workspace}/src`,
    `${workspace}/webpack.config.mjs`,
    // The shell's patrol service worker and app manifest (docs/adr/0031).
    `${workspace}/service-worker`,
    `${workspace}/public`,
    'shared/src',
    'config/webpack',
  ],
});

/** Each build: its workspace, the stamp written after it, and what it is built from. */
const BUILDS = [
  { workspace: 'shared', stamp: 'shared/dist/.build-stamp', sources: ['shared/src/domain'] },
  {
    workspace: 'server',
    stamp: 'server/dist/.build-stamp',
    sources: ['server/src', 'shared/dist/domain'],
  },
  // The longest remote build first: the three share two lanes after the shell's.
  ...['shell', 'admin-app', 'owner-app', 'renter-app'].map(frontEnd),
];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__tests__') continue;
    newest = Math.max(newest, newestChange(path.join(target, entry.name)));
  }
  return newest;
}

function needsBuild({ stamp, sources }) {
  const built = newestChange(stamp);
  if (args.has('--rebuild') || built === 0) return true;
  return sources.some((source) => newestChange(source) > built);
}

/** Runs one build; resolves when it has passed, exits the process when it fails. */
function build({ workspace, stamp }) {
  const started = Date.now();
  if (verbose) console.log(`[start] ${workspace}: building ...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(npm, ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: verbose ? 'inherit' : 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((done) => {
    child.on('close', (status) => {
      if (status !== 0) {
        if (!verbose) process.stdout.write(`[start] ${workspace}: build failed\n${output}`);
        console.error(`[start] the build of ${workspace} failed (exit ${status ?? 'signal'})`);
        process.exit(status ?? 1);
      }
      writeFileSync(path.join(root, stamp), '');
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`[start] ${workspace}: built in ${seconds} s`);
      done();
    });
  });
}

/** What a build waits for: the server runs shared's output; a remote's deploy checks the shell's. */
const WAITS_FOR = {
  server: 'shared',
  'owner-app': 'shell',
  'renter-app': 'shell',
  'admin-app': 'shell',
};

/**
 * The builds that are needed, two at a time on a machine with two cores or more (a webpack build
 * keeps about one core busy), each after the one it waits for. With --verbose, one at a time, so
 * each build's output reads whole.
 */
async function buildAll() {
  const running = new Map();
  const lanes = verbose ? 1 : Math.min(2, Math.max(1, availableParallelism()));
  let free = lanes;
  const wakeUps = [];
  const lane = async (step) => {
    await running.get(WAITS_FOR[step.workspace]);
    // Checked only now: what it waited for may have just been built (the server runs shared's).
    if (!needsBuild(step)) {
      console.log(`[start] ${step.workspace}: up to date`);
      return;
    }
    while (free === 0) await new Promise((wake) => wakeUps.push(wake));
    free -= 1;
    try {
      await build(step);
    } finally {
      free += 1;
      wakeUps.shift()?.();
    }
  };
  for (const step of BUILDS) running.set(step.workspace, lane(step));
  await Promise.all(running.values());
}

if (!args.has('--no-build')) await buildAll();
if (args.has('--build-only')) process.exit(0);

const DEMO_LOGINS = [
  'demo   admin@demo.test     admin',
  'demo   owner@demo.test     owner (unit 101, PIN 1234)',
  'demo   readonly@demo.test  readonly',
  'demo   renter check-in     unit 101, PIN 1234',
  'demo2  admin@demo2.test    admin',
  'demo2  owner@demo2.test    owner (pays by card)',
];

async function announceWhenReady(port) {
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  console.log(`[start] the portal is at ${url}/ (communities: ${url}/demo, ${url}/demo2)`);
  if (!/^(0|false|off|no)$/i.test(process.env.DEMO_SEED ?? 'true')) {
    console.log('[start] demo logins, password demo-pass-2026:');
    for (const line of DEMO_LOGINS) console.log(`[start]   ${line}`);
  }
}

const server = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
  cwd: root,
  stdio: 'inherit',
  // The demo has a past (docs/adr/0030) unless DEMO_HISTORY says otherwise.
  env: { ...process.env, DEMO_HISTORY: process.env.DEMO_HISTORY ?? 'true' },
});
void announceWhenReady(process.env.PORT ?? '8080');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
