// Runs `drizzle-kit generate`. npm hoists drizzle-kit to the root node_modules but keeps
// drizzle-orm inside server/node_modules, where drizzle-kit cannot resolve it; a temporary
// link beside drizzle-kit fixes the lookup and is removed afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootModules = path.resolve(serverDir, '../node_modules');
const link = path.join(rootModules, 'drizzle-orm');
const created = !existsSync(link);
if (created) symlinkSync(path.join(serverDir, 'node_modules/drizzle-orm'), link, 'dir');
try {
  const result = spawnSync(
    process.execPath,
    [path.join(rootModules, 'drizzle-kit/bin.cjs'), 'generate', ...process.argv.slice(2)],
    { cwd: serverDir, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  if (created) rmSync(link);
}
