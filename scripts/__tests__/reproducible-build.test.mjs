// Reproducible builds (docs/adr/0033): the same sources build the same version folder on any
// machine. The test copies the working tree into two folders at paths of different depth, gives
// each the installed packages (hard links: nothing is downloaded), builds the renter remote in
// both with scripts/remote-deploy.mjs and compares the version folders file by file.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { pathFreeIdentifier } from '../../config/webpack/stable-federation-ids-plugin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORKSPACES = ['shared', 'shell', 'owner-app', 'renter-app', 'admin-app', 'server', 'e2e'];

/** The sources as they are in the working tree (git ignores aside), and the installed packages. */
function checkout(target) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(target, file));
  }
  for (const folder of ['', ...WORKSPACES]) {
    const modules = path.join(root, folder, 'node_modules');
    if (!existsSync(modules)) continue;
    execFileSync('cp', ['-al', modules, path.join(target, folder, 'node_modules')]);
    // Files a build writes are the copy's own (a hard link would write through to the original).
    rmSync(path.join(target, folder, 'node_modules', '.federation'), {
      recursive: true,
      force: true,
    });
    rmSync(path.join(target, folder, 'node_modules', '.cache'), { recursive: true, force: true });
  }
}

function build(checkoutDir) {
  const out = execFileSync(process.execPath, ['scripts/remote-deploy.mjs', 'build', 'renter'], {
    cwd: checkoutDir,
    encoding: 'utf8',
  });
  return out.trim().split('\n').pop();
}

function filesOf(folder, prefix = '') {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesOf(path.join(folder, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

test('a provided shared module is named without the checkout path', () => {
  const named = (root) =>
    pathFreeIdentifier(
      `provide module (default) react@19.3.1 = ${root}/node_modules/react/index.js`,
      `${root}/renter-app`,
    );
  assert.equal(
    named('/tmp/a'),
    'provide module (default) react@19.3.1 = ../node_modules/react/index.js',
  );
  assert.equal(named('/tmp/somewhere/much/deeper/b'), named('/tmp/a'));
  assert.equal(
    pathFreeIdentifier('javascript/esm|/tmp/a/node_modules/axios/index.js', '/tmp/a'),
    null,
  );
});

test(
  'the renter remote builds to the same version folder from two checkouts',
  { timeout: 600_000 },
  () => {
    const base = mkdtempSync(path.join(tmpdir(), 'parking-reproducible-'));
    try {
      const first = path.join(base, 'a');
      const second = path.join(base, 'somewhere', 'much', 'deeper', 'b');
      checkout(first);
      checkout(second);
      const versions = [build(first), build(second)];
      console.log(`renter remote built as ${versions.join(' and ')}`);
      assert.match(versions[0], /^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
      assert.equal(versions[1], versions[0]);
      const folders = [first, second].map((dir) =>
        path.join(dir, 'renter-app', 'dist', versions[0]),
      );
      const files = filesOf(folders[0]).sort();
      assert.deepEqual(filesOf(folders[1]).sort(), files);
      assert.ok(files.includes('remoteEntry.js') && files.includes('mf-manifest.json'));
      for (const file of files) {
        const same = readFileSync(path.join(folders[0], file)).equals(
          readFileSync(path.join(folders[1], file)),
        );
        assert.ok(same, `${file} differs between the two checkouts`);
      }
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  },
);
