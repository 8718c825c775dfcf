// Backup and restore of the embedded database (README "Backup and restore", docs/adr/0023).
// A backup is a folder: pglite.tar.gz (PGlite's own dump of its data folder, consistent because
// PGlite runs one statement at a time), jwt-secret (the generated signing secret kept in
// DATA_DIR, so sessions and mailed links stay valid) and backup.json, written last (a folder
// without it is incomplete). PostgreSQL is backed up with pg_dump instead.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export const BACKUP_DUMP = 'pglite.tar.gz';
export const BACKUP_SECRET = 'jwt-secret';
export const BACKUP_MANIFEST = 'backup.json';
/** A running server picks up a backup request from this file in DATA_DIR on SIGUSR2. */
export const BACKUP_REQUEST = 'backup-request.json';

export interface BackupManifest {
  format: 'parking-portal-pglite-1';
  created_at: string;
  /** Whether jwt-secret is in the backup (false when JWT_SECRET is set in the environment). */
  jwt_secret: boolean;
}

/** Writes a backup of an open PGlite database and the data folder's secret into `dest`. */
export async function writeBackup(client: PGlite, dataDir: string, dest: string): Promise<void> {
  mkdirSync(dest, { recursive: true });
  if (readdirSync(dest).length > 0) throw new Error(`The backup folder ${dest} is not empty`);
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(path.join(dest, BACKUP_DUMP), Buffer.from(await dump.arrayBuffer()));
  const secret = path.join(dataDir, BACKUP_SECRET);
  const hasSecret = existsSync(secret);
  if (hasSecret) copyFileSync(secret, path.join(dest, BACKUP_SECRET));
  const manifest: BackupManifest = {
    format: 'parking-portal-pglite-1',
    created_at: new Date().toISOString(),
    jwt_secret: hasSecret,
  };
  writeFileSync(path.join(dest, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Restores a backup folder into an empty DATA_DIR (never over an existing database). */
export async function restoreBackup(source: string, dataDir: string): Promise<BackupManifest> {
  const manifestFile = path.join(source, BACKUP_MANIFEST);
  if (!existsSync(manifestFile)) {
    throw new Error(`${source} is not a complete backup (no ${BACKUP_MANIFEST})`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 'parking-portal-pglite-1') {
    throw new Error(`${source} holds an unknown backup format`);
  }
  const target = path.join(dataDir, 'pglite');
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(
      `${dataDir} already holds a database; restore into an empty DATA_DIR (move the old one aside)`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const dump = new Blob([readFileSync(path.join(source, BACKUP_DUMP))]);
  const client = await PGlite.create(target, { loadDataDir: dump });
  await client.close();
  if (manifest.jwt_secret) {
    copyFileSync(path.join(source, BACKUP_SECRET), path.join(dataDir, BACKUP_SECRET));
  }
  return manifest;
}

/**
 * A running server's side of `npm run backup` (index.ts, on SIGUSR2): reads the request the CLI
 * left in DATA_DIR and writes the backup from the server's own connection; a failure is written
 * beside it for the CLI to report.
 */
export async function serveBackupRequest(client: PGlite, dataDir: string): Promise<string> {
  const requestFile = path.join(dataDir, BACKUP_REQUEST);
  const { dest } = JSON.parse(readFileSync(requestFile, 'utf8')) as { dest: string };
  rmSync(requestFile, { force: true });
  try {
    await writeBackup(client, dataDir, dest);
  } catch (error) {
    mkdirSync(dest, { recursive: true });
    writeFileSync(path.join(dest, 'backup-error.txt'), String((error as Error).message ?? error));
    throw error;
  }
  return dest;
}
