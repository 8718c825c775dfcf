#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources (the shared domain package,
// the server, the shell and the three remotes), then runs the one server process that serves
// the API, the shell and the remotes (ARCHITECTURE "Running").
//   --rebuild   build everything again
//   --no-build  only start the server
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));

/** Each build: its workspace, the file its build produces, and what it is built from. */
const BUILDS = [
  { workspace: 'shared', output: 'shared/dist/domain/index.js', sources: ['shared/src/domain'] },
  {
    workspace: 'server',
    output: 'server/dist/index.js',
    sources: ['server/src', 'shared/dist/domain'],
  },
  ...[
    ['shell', 'shell/dist/index.html'],
    ['owner-app', 'owner-app/dist/remoteEntry.js'],
    ['renter-app', 'renter-app/dist/remoteEntry.js'],
    ['admin-app', 'admin-app/dist/remoteEntry.js'],
  ].map(([workspace, output]) => ({
    workspace,
    output,
    sources: [`${workspace}/src`, `${workspace}/webpack.config.mjs`, 'shared/src'],
  })),
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

// webpack leaves unchanged files untouched (compareBeforeEmit), so a stamp written after each
// build records when its output was last brought up to date.
const stampOf = (output) => path.join(path.dirname(output), '.build-stamp');

function needsBuild({ output, sources }) {
  if (args.has('--rebuild') || newestChange(output) === 0) return true;
  const built = Math.max(newestChange(output), newestChange(stampOf(output)));
  return sources.some((source) => newestChange(source) > built);
}

function build({ workspace, output }) {
  console.log(`[start] building ${workspace} ...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] the build of ${workspace} failed (exit ${result.status ?? 'signal'})`);
    process.exit(result.status ?? 1);
  }
  if (existsSync(path.join(root, output))) writeFileSync(path.join(root, stampOf(output)), '');
}

if (!args.has('--no-build')) {
  for (const step of BUILDS) if (needsBuild(step)) build(step);
}

const server = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
