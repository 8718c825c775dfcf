// npm run backup -- <folder>   |   npm run restore -- <folder>   (README "Backup and restore")
// backup: with the server stopped it opens DATA_DIR itself; while the server runs (the data
// folder is locked) it asks the server to write the backup (SIGUSR2, index.ts) and waits for it.
// restore: into an empty DATA_DIR, with the server stopped. PostgreSQL: use pg_dump/pg_restore.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { BACKUP_MANIFEST, BACKUP_REQUEST, restoreBackup, writeBackup } from './backup';
import { DatabaseLockedError, acquireDataDirLock } from './lock';

const WAIT_MS = 10 * 60 * 1000;

async function backup(dataDir: string, dest: string): Promise<void> {
  let lock;
  try {
    lock = acquireDataDirLock(path.join(dataDir, 'pglite.lock'));
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    // The server runs: it writes the backup from its own connection.
    writeFileSync(path.join(dataDir, BACKUP_REQUEST), JSON.stringify({ dest }));
    process.kill(error.ownerPid, 'SIGUSR2');
    const deadline = Date.now() + WAIT_MS;
    while (!existsSync(path.join(dest, BACKUP_MANIFEST))) {
      const failed = path.join(dest, 'backup-error.txt');
      if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'), { cause: error });
      if (Date.now() > deadline) {
        throw new Error('The server did not write the backup in time', { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`Backup written by the running server (pid ${error.ownerPid}) to ${dest}`);
    return;
  }
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      await writeBackup(client, dataDir, dest);
    } finally {
      await client.close();
    }
    console.log(`Backup written to ${dest}`);
  } finally {
    lock.release();
  }
}

async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    throw new Error('Usage: npm run backup -- <folder>  |  npm run restore -- <folder>');
  }
  const config = loadConfig({ ...process.env, JWT_SECRET: 'x'.repeat(32) });
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (README "Backup and restore")',
    );
  }
  const target = path.resolve(folder);
  if (command === 'backup') return backup(config.dataDir, target);
  mkdirSync(config.dataDir, { recursive: true });
  const lock = acquireDataDirLock(path.join(config.dataDir, 'pglite.lock'));
  try {
    const manifest = await restoreBackup(target, config.dataDir);
    console.log(`Restored the backup of ${manifest.created_at} into ${config.dataDir}`);
  } finally {
    lock.release();
    rmSync(path.join(config.dataDir, BACKUP_REQUEST), { force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
