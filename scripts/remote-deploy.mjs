#!/usr/bin/env node
// Versioned, immutable remote deploys (docs/adr/0006). A remote build lands in its own folder,
// <app>/dist/<package version>-<content hash>/, and is never changed or deleted; the remote list
// (remotes.json in WEB_ROOT, beside the apps) says which version the portal serves. The server
// reads that list on every /remotes.json request, so switching or rolling back a remote needs
// no restart and no shell rebuild.
//
// The deploy guard (docs/adr/0024): `deploy` and `switch` compare the shared modules the version
// requires (its mf-manifest.json) with what the served shell provides (shell/dist/mf-manifest.json)
// and refuse a version the shell cannot run, with the reason and the order to deploy in.
// `--force` switches anyway; every switch, forced or not, is logged to remote-deploys.log beside
// remotes.json.
//
//   node scripts/remote-deploy.mjs build  <remote>            build into a new version folder
//   node scripts/remote-deploy.mjs deploy <remote>            build, check, then switch to it
//   node scripts/remote-deploy.mjs switch <remote> <version>  check, then serve it (also rollback)
//   node scripts/remote-deploy.mjs check  <remote> <version>  only the check
//   node scripts/remote-deploy.mjs list   [<remote>]          versions, newest first; * = served
//   --force switches a version the check refuses; --verbose shows webpack's output;
//   <remote> is owner, renter or admin (or owner-app, …).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployOrder, incompatibilities, readManifest } from './federation-compatibility.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = { owner: 'owner-app', renter: 'renter-app', admin: 'admin-app' };
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

/** The remote list the server reads: remotes.json in WEB_ROOT (the repository by default). */
export const remotesFile = () => path.resolve(root, process.env.WEB_ROOT ?? '.', 'remotes.json');

function remoteName(argument) {
  const name = Object.keys(REMOTES).find((key) => argument === key || argument === REMOTES[key]);
  if (!name) fail(`unknown remote "${argument ?? ''}": use owner, renter or admin`);
  return name;
}

function fail(message) {
  console.error(`[remote-deploy] ${message}`);
  process.exit(1);
}

const webRoot = () => path.resolve(root, process.env.WEB_ROOT ?? '.');
const distOf = (name) => path.join(webRoot(), REMOTES[name], 'dist');
/** What the served shell provides: the manifest of the shell build in the web root. */
const shellManifestFile = () => path.join(webRoot(), 'shell', 'dist', 'mf-manifest.json');
/** One JSON line per switch, forced or not: who served what, when, and what the check said. */
export const deployLogFile = () => path.join(path.dirname(remotesFile()), 'remote-deploys.log');

function filesUnder(folder, prefix = '') {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** The hash of every file's name and bytes: the same build always gets the same folder. */
function contentHash(folder) {
  const hash = createHash('sha256');
  for (const file of filesUnder(folder)) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(folder, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** Builds the remote into dist/<version>/ and returns the version. */
export function buildVersion(name, { verbose = false } = {}) {
  const appDir = path.join(root, REMOTES[name]);
  const staging = path.join(distOf(name), `.staging-${process.pid}`);
  const webpackCli = path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js');
  const build = spawnSync(
    process.execPath,
    [webpackCli, '--mode', 'production', '--output-path', staging],
    { cwd: appDir, stdio: verbose ? 'inherit' : 'pipe', encoding: 'utf8' },
  );
  if (build.status !== 0) {
    if (!verbose) process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    rmSync(staging, { recursive: true, force: true });
    fail(`the build of ${REMOTES[name]} failed (exit ${build.status ?? 'signal'})`);
  }
  const { version: packageVersion } = JSON.parse(
    readFileSync(path.join(appDir, 'package.json'), 'utf8'),
  );
  const version = `${packageVersion}-${contentHash(staging)}`;
  const target = path.join(distOf(name), version);
  if (existsSync(target)) {
    rmSync(staging, { recursive: true, force: true }); // Immutable: the same build is already there.
  } else {
    renameSync(staging, target);
  }
  const now = new Date();
  utimesSync(target, now, now); // "newest" in `list` means most recently built.
  return version;
}

export function versionsOf(name) {
  const dist = distOf(name);
  if (!existsSync(dist)) return [];
  return readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_NAME.test(entry.name))
    .filter((entry) => existsSync(path.join(dist, entry.name, 'remoteEntry.js')))
    .map((entry) => ({ version: entry.name, built: statSync(path.join(dist, entry.name)).mtimeMs }))
    .sort((a, b) => b.built - a.built)
    .map((entry) => entry.version);
}

function readList() {
  const file = remotesFile();
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Runs `work` holding a lock beside the list: `npm run build` deploys the remotes in parallel. */
function withListLock(file, work) {
  const lock = `${file}.lock`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Whether the served shell can run this version: `problems` lists each shared singleton it
 * requires in a version the shell does not provide; `checked` is false when a manifest is missing
 * (a version built before the manifest, or no shell built yet).
 */
export function checkVersion(name, version) {
  const remote = readManifest(path.join(distOf(name), version, 'mf-manifest.json'));
  const shell = readManifest(shellManifestFile());
  if (!remote) return { checked: false, problems: [], note: `${version} has no mf-manifest.json` };
  if (!shell) return { checked: false, problems: [], note: 'the shell has no mf-manifest.json' };
  return { checked: true, problems: incompatibilities(remote, shell), note: '' };
}

function refusal(name, version, problems) {
  const lines = problems.map(
    (p) => `  - it needs ${p.name} ${p.required}; the served shell provides ${p.provided}`,
  );
  return [
    `refusing to serve ${REMOTES[name]} ${version}: the served shell cannot run it.`,
    ...lines,
    deployOrder(REMOTES[name], problems),
    `(--force serves it anyway: its pages then show "This part of the portal does not work with this version of the portal.")`,
  ].join('\n');
}

/** The guard, then the switch. Exits with the reason when refused and not forced. */
export function guardedSwitch(name, version, { force = false, command = 'switch' } = {}) {
  if (!VERSION_NAME.test(version) || !versionsOf(name).includes(version)) {
    fail(`${REMOTES[name]} has no version "${version}" (see: list ${name})`);
  }
  const { checked, problems, note } = checkVersion(name, version);
  if (!checked) console.warn(`[remote-deploy] not checked: ${note}`);
  const entry = {
    at: new Date().toISOString(),
    command,
    remote: name,
    version,
    previous: readList()[name] ?? null,
    checked,
    problems,
    forced: force && problems.length > 0,
  };
  if (problems.length > 0 && !force) {
    appendFileSync(deployLogFile(), `${JSON.stringify({ ...entry, refused: true })}\n`);
    fail(refusal(name, version, problems));
  }
  if (problems.length > 0) {
    console.warn(
      `[remote-deploy] --force: serving ${REMOTES[name]} ${version} although the check refuses it:\n` +
        problems
          .map((p) => `  - it needs ${p.name} ${p.required}; the shell provides ${p.provided}`)
          .join('\n'),
    );
  }
  switchTo(name, version);
  appendFileSync(deployLogFile(), `${JSON.stringify(entry)}\n`);
}

export function switchTo(name, version) {
  if (!VERSION_NAME.test(version) || !versionsOf(name).includes(version)) {
    fail(`${REMOTES[name]} has no version "${version}" (see: list ${name})`);
  }
  const file = remotesFile();
  withListLock(file, () => {
    const list = { ...readList(), [name]: version };
    // Written aside and renamed: a request never reads half a file.
    const next = `${file}.${process.pid}.tmp`;
    writeFileSync(next, `${JSON.stringify(list, null, 2)}\n`);
    renameSync(next, file);
  });
}

function main(argv) {
  const verbose = argv.includes('--verbose');
  const force = argv.includes('--force');
  const [command, remote, version] = argv.filter((arg) => arg !== '--verbose' && arg !== '--force');
  if (command === 'list') {
    const served = readList();
    const names = remote ? [remoteName(remote)] : Object.keys(REMOTES);
    for (const name of names) {
      const lines = versionsOf(name).map((v) => `  ${v === served[name] ? '*' : ' '} ${v}`);
      console.log(`${name}:\n${lines.join('\n') || '    (no versions built)'}`);
    }
    return;
  }
  if (!['build', 'deploy', 'switch', 'check'].includes(command ?? '')) {
    fail(
      'usage: remote-deploy.mjs build|deploy|switch|check|list <remote> [<version>] [--force] [--verbose]',
    );
  }
  const name = remoteName(remote);
  if (command === 'check') {
    if (!version) fail('check needs a version (see: list)');
    const { checked, problems, note } = checkVersion(name, version);
    if (problems.length > 0) fail(refusal(name, version, problems));
    console.log(
      checked ? `the served shell can run ${REMOTES[name]} ${version}` : `not checked: ${note}`,
    );
    return;
  }
  if (command === 'switch') {
    if (!version) fail('switch needs a version (see: list)');
    guardedSwitch(name, version, { force, command });
    console.log(`${name} now serves ${version} (${path.relative(root, remotesFile())})`);
    return;
  }
  const built = buildVersion(name, { verbose });
  if (command === 'deploy') {
    console.log(`built ${built}`);
    guardedSwitch(name, built, { force, command });
  }
  console.log(command === 'deploy' ? `${name} now serves ${built}` : built);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
