#!/usr/bin/env node
// `npm test` and CI (`.ci/run`): runs the independent parts of the test run side by side
// (docs/adr/0025). Each part writes its own log (test-results/parts/<part>.log); a part's log is
// printed whole when it fails, and the end shows one line per part with the runners' totals.
//   node scripts/test.mjs                 static checks, front-end suites, server suites, e2e
//   node scripts/test.mjs --ci            the same, plus the server suites on PostgreSQL and
//                                         the cluster and faults tests (DATABASE_URL, default the
//                                         local test db)
//   node scripts/test.mjs --only web,server   only these parts
//   node scripts/test.mjs --list          the parts and their commands
// TEST_JOBS (default 2) is how many parts run beside the browser journeys; CI runs one
// (TEST_JOBS=1: the journeys in one lane, every other part one after another in the other);
// TEST_JOBS=0 runs every part one after another.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logDir = path.join(root, 'test-results', 'parts');
const args = process.argv.slice(2);
const ci = args.includes('--ci');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set((args[onlyIndex + 1] ?? '').split(',')) : null;
const serial = process.env.TEST_JOBS === '0';
const jobs = serial ? 1 : Math.max(1, Number(process.env.TEST_JOBS ?? 2) || 2);
const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The parts, in the order they start. `alone: true` runs beside the others without taking one of
 * the TEST_JOBS places (the journeys: the longest part, started first). Every command prints
 * its runner's own totals, which the summary picks up. The order suits two cores: the parts that
 * mostly wait (cluster, faults, server-pg, whose PostgreSQL does part of the work) run beside the
 * journeys' middle, and the PGlite suites, which keep both cores busy, come last, when the
 * journeys have ended or are ending (docs/adr/0025).
 */
const PARTS = [
  {
    name: 'e2e',
    what: 'browser journeys (builds the portal first)',
    command: 'npm run test:e2e',
    alone: true,
  },
  {
    name: 'static',
    what: 'typecheck, eslint, prettier',
    // Both run even when the first fails, so one CI run reports every finding.
    command: 'npm run typecheck; typecheck=$?; npm run lint; lint=$?; exit $((typecheck || lint))',
  },
  {
    name: 'web',
    what: 'front-end suites (jsdom), every workspace in one jest run',
    command: 'npm run test:web -- --maxWorkers=2',
  },
  {
    name: 'cluster',
    what: 'three instances, one Redis, nginx in front',
    command: 'npm run test:cluster',
    env: { DATABASE_URL: pgUrl },
    ciOnly: true,
  },
  {
    name: 'faults',
    what: 'the cluster through dropped connections, a lost Redis, kill -9 of an importer',
    // Prints its figures ([faults] lines); a few minutes, bounded load.
    command: 'npm run test:faults',
    env: { DATABASE_URL: pgUrl },
    ciOnly: true,
  },
  {
    name: 'server-pg',
    what: `server suites on PostgreSQL (${pgUrl})`,
    command: 'npm run test:pg -w server -- --maxWorkers=2',
    env: { DATABASE_URL: pgUrl },
    ciOnly: true,
  },
  {
    name: 'builds',
    what: 'reproducible builds (a remote built in two checkouts) and the build cache',
    command: 'npm run test:builds',
  },
  {
    name: 'server',
    what: 'server suites on PGlite',
    // The embedded database: `.ci/run` hands DATABASE_URL to the PostgreSQL parts only.
    command: 'env -u DATABASE_URL npm test -w server -- --maxWorkers=2',
  },
];

const selected = PARTS.filter((part) => (only ? only.has(part.name) : ci || !part.ciOnly));

if (args.includes('--list')) {
  for (const part of PARTS) {
    console.log(`${part.name.padEnd(10)} ${part.command}${part.ciOnly ? '   (--ci)' : ''}`);
  }
  process.exit(0);
}
if (only && selected.length !== only.size) {
  const known = new Set(PARTS.map((part) => part.name));
  console.error(`Unknown part: ${[...only].filter((name) => !known.has(name)).join(', ')}`);
  process.exit(2);
}

const started = Date.now();
const clock = () => new Date().toISOString().slice(11, 19);
const seconds = (ms) => Math.round(ms / 1000);
const say = (line) => console.log(`[${clock()}] ${line}`);

/** Busy and total CPU time of the whole machine so far, in seconds (Linux; null elsewhere). */
function machineCpu() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const ticks = fields.map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    const idle = ticks[3] + (ticks[4] ?? 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return null;
  }
}

// `times` prints the CPU time of the shell's waited-for children: what the part itself used.
const CPU_MARK = '### part cpu:';
function wrapped(command) {
  return `(\n${command}\n)\nstatus=$?\necho; echo '${CPU_MARK}'; times\nexit $status`;
}

function cpuOf(log) {
  const at = log.lastIndexOf(CPU_MARK);
  if (at < 0) return null;
  const total = [...log.slice(at).matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, match) => sum + Number(match[1]) * 60 + Number(match[2]),
    0,
  );
  return Math.round(total);
}

/**
 * The runners' own totals: jest's "Tests:" lines, Playwright's "N passed", node:test's counts,
 * tsc/eslint errors.
 */
function totalsOf(log) {
  const lines = log.split('\n'); // FORCE_COLOR=0: no colour codes to strip
  const picked = [];
  const jest = lines.filter((line) => /^Tests:\s/.test(line));
  picked.push(...jest.map((line) => `jest ${line.replace(/\s+/g, ' ').trim()}`));
  const playwright = lines.filter((line) =>
    /^\s+\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b/.test(line),
  );
  picked.push(...playwright.map((line) => `playwright: ${line.trim()}`));
  // node --test: "# pass N" and "# fail N".
  const nodeTest = ['pass', 'fail']
    .map((word) => lines.find((line) => line.startsWith(`# ${word} `)))
    .filter(Boolean);
  if (nodeTest.length > 0) picked.push(`node:test ${nodeTest.map((l) => l.slice(2)).join(', ')}`);
  const tsc = lines.filter((line) => /error TS\d+/.test(line)).length;
  if (tsc > 0) picked.push(`tsc: ${tsc} errors`);
  const eslint = lines.find((line) => /^✖ \d+ problems?/.test(line));
  if (eslint) picked.push(`eslint: ${eslint.slice(2)}`);
  const prettier = lines.find((line) =>
    /Code style issues|All matched files use Prettier/.test(line),
  );
  if (prettier) picked.push(`prettier: ${prettier.replace(/^\[\w+\]\s*/, '')}`);
  return picked;
}

/**
 * The lines that say why a part failed (a failed test's title and its first error), repeated at
 * the very end of the run, where a truncated CI log still shows them.
 */
function causesOf(log) {
  const lines = log.split('\n');
  const causes = lines.filter(
    (line) =>
      /^\s+\d+\) \[/.test(line) || // playwright: "  1) [desktop] › tests/x.spec.ts:1:1 › title"
      /^\s+● /.test(line) || // jest: "  ● suite › test"
      /^\s*(Error|TypeError|AssertionError|Test timeout of)\b/.test(line) ||
      /error TS\d+/.test(line) ||
      /^\s+\d+:\d+\s+error\s/.test(line), // eslint
  );
  return causes.slice(0, 24).map((line) => `  ${line.trim()}`);
}

const running = new Map();

function run(part) {
  return new Promise((resolve) => {
    const file = path.join(logDir, `${part.name}.log`);
    const fd = openSync(file, 'w');
    const begun = Date.now();
    say(`start ${part.name}: ${part.what}`);
    const child = spawn('bash', ['-c', wrapped(part.command)], {
      cwd: root,
      env: { ...process.env, ...part.env, FORCE_COLOR: '0' },
      stdio: ['ignore', fd, fd],
      detached: true, // its own process group, stopped as one on Ctrl-C
    });
    running.set(part.name, { child, begun });
    child.on('exit', (code, signal) => {
      closeSync(fd);
      running.delete(part.name);
      const log = readFileSync(file, 'utf8');
      const result = {
        ...part,
        file,
        passed: code === 0,
        status: signal ?? code,
        wall: seconds(Date.now() - begun),
        cpu: cpuOf(log),
        totals: totalsOf(log),
      };
      const cpu = result.cpu === null ? '' : `, ${result.cpu} s of CPU`;
      say(
        `${result.passed ? 'passed' : 'FAILED'} ${part.name} in ${result.wall} s${cpu}` +
          (result.totals.length ? `: ${result.totals.join('; ')}` : ''),
      );
      if (!result.passed) {
        console.log(
          `\n==================== ${part.name} failed (exit ${result.status}): its log ====================`,
        );
        const mark = log.lastIndexOf(CPU_MARK);
        console.log((mark >= 0 ? log.slice(0, mark) : log).trimEnd());
        console.log(
          `==================== end of ${part.name}'s log (${path.relative(root, file)}) ====================\n`,
        );
      }
      resolve(result);
    });
  });
}

function signalParts(signal) {
  for (const { child } of running.values()) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

// Stopped: each part gets SIGINT first, which lets Playwright's global teardown stop the portal
// servers it started in process groups of their own; whatever still runs 15 s later gets SIGTERM.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say(`${signal}: stopping ${[...running.keys()].join(', ') || 'nothing'}`);
    signalParts('SIGINT');
    const deadline = Date.now() + 15_000;
    const wait = setInterval(() => {
      if (running.size > 0 && Date.now() < deadline) return;
      clearInterval(wait);
      signalParts('SIGTERM');
      process.exit(130);
    }, 250);
  });
}

const heartbeat = setInterval(() => {
  const now = Date.now();
  const list = [...running].map(([name, { begun }]) => `${name} ${seconds(now - begun)} s`);
  if (list.length) say(`running: ${list.join(', ')}`);
}, 120_000);

mkdirSync(logDir, { recursive: true });
const cpuBefore = machineCpu();
say(
  `${selected.length} parts, ${serial ? 'one after another' : `${jobs} beside the journeys`}; logs in ${path.relative(root, logDir)}/`,
);

const results = [];
const queue = selected.filter((part) => serial || !part.alone);
const pool = Array.from({ length: Math.min(jobs, queue.length) }, async () => {
  while (queue.length) results.push(await run(queue.shift()));
});
const alone = selected
  .filter((part) => !serial && part.alone)
  .map((part) => run(part).then((r) => results.push(r)));
await Promise.all([...pool, ...alone]);
clearInterval(heartbeat);

const wall = seconds(Date.now() - started);
const cpuAfter = machineCpu();
console.log('\n==================== test parts ====================');
for (const part of selected) {
  const r = results.find((result) => result.name === part.name);
  const cpu = r.cpu === null ? '' : ` ${String(r.cpu).padStart(5)} s cpu`;
  console.log(
    `${r.passed ? 'passed' : 'FAILED'}  ${r.name.padEnd(10)} ${String(r.wall).padStart(5)} s${cpu}  ${r.totals.join('; ')}`,
  );
}
const ours = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
if (cpuBefore && cpuAfter) {
  const busy = Math.round(cpuAfter.busy - cpuBefore.busy);
  const capacity = Math.round(cpuAfter.total - cpuBefore.total);
  console.log(
    `${wall} s in all; the machine's CPUs were busy ${busy} of ${capacity} s` +
      ` (these parts: about ${ours} s, everything else on the machine: about ${Math.max(0, busy - ours)} s)`,
  );
}
const failed = results.filter((r) => !r.passed);
for (const r of failed) {
  const causes = causesOf(readFileSync(r.file, 'utf8'));
  if (causes.length) console.log(`\n${r.name}: why it failed\n${causes.join('\n')}`);
}
if (failed.length) {
  console.log(
    `${failed.length} of ${results.length} parts failed: ${failed.map((r) => r.name).join(', ')}`,
  );
  process.exit(1);
}
console.log(`all ${results.length} parts passed`);
