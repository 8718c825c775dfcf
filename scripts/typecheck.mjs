#!/usr/bin/env node
// `npm run typecheck`: every TypeScript program of the repository, two at a time. The five
// front-end packages are one program for their production code and one with their tests
// (tsconfig.apps.json, tsconfig.apps-test.json), so @parking/shared and the libraries' types are
// checked twice in all rather than twice per package (docs/adr/0025). Every program runs even
// when another fails, so one run reports every finding. A package's own `npm run typecheck -w`
// checks it alone.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const PROGRAMS = [
  // The largest first, so the two lanes end together.
  'server/tsconfig.json',
  'tsconfig.apps-test.json',
  'tsconfig.apps.json',
  'e2e/tsconfig.json',
  'shell/service-worker/tsconfig.json',
];

function check(project) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty', 'false'], {
      cwd: root,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(
        `${status === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)\n${status === 0 ? '' : output}`,
      );
      done(status === 0);
    });
  });
}

const queue = [...PROGRAMS];
const results = [];
async function lane() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    results.push(await check(project));
  }
}
await Promise.all([lane(), lane()]);
process.exit(results.every(Boolean) ? 0 : 1);
