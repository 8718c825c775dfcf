// Builds a remote as it was at an earlier commit, with that commit's webpack config and
// @parking/shared, into a version folder of the remote (docs/adr/0006): the cross-version journey
// loads it into today's shell. The commit's tree is exported (git archive) to a temporary folder
// whose node_modules links the installed packages, except @parking/shared, which is the commit's.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_FOLDERS, type RemoteName } from './standalone-remotes';
import { repoRoot } from './paths';

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

async function linkNodeModules(tree: string): Promise<void> {
  const modules = join(tree, 'node_modules');
  await mkdir(join(modules, '@parking'), { recursive: true });
  for (const name of await readdir(join(repoRoot, 'node_modules'))) {
    if (name === '@parking') continue;
    await symlink(join(repoRoot, 'node_modules', name), join(modules, name));
  }
  await symlink(join(tree, 'shared'), join(modules, '@parking', 'shared'));
}

/** Builds `remote` from `commit` into <web root>/<app>/dist/<version>/ and returns the version. */
export async function buildRemoteFromCommit(
  remote: RemoteName,
  commit: string,
  webRoot: string,
): Promise<string> {
  const tree = await mkdtemp(join(tmpdir(), 'parking-commit-'));
  try {
    const archive = join(tree, 'tree.tar');
    run('git', ['archive', '--output', archive, commit], repoRoot);
    run('tar', ['-xf', archive, '-C', tree], repoRoot);
    await linkNodeModules(tree);
    const out = join(tree, 'out');
    const webpackCli = join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');
    run(
      process.execPath,
      [webpackCli, '--mode', 'production', '--output-path', out],
      join(tree, REMOTE_FOLDERS[remote]),
    );
    const version = `0.0.0-commit-${commit.slice(0, 10)}`;
    const target = join(webRoot, REMOTE_FOLDERS[remote], 'dist', version);
    await rm(target, { recursive: true, force: true });
    await rename(out, target).catch(async () => {
      // Another file system: copy instead of moving.
      run('cp', ['-r', out, target], repoRoot);
    });
    return version;
  } finally {
    await rm(tree, { recursive: true, force: true });
  }
}
