// One migrated, seeded database per test run, copied for every test app: a fresh PGlite folder
// costs an initdb (about 3 s) and the seed hashes every demo password, so each file starting
// from a copy keeps the suite fast. Built by jest's globalSetup, dropped by globalTeardown.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { compactDataFolder } from './compact-data-folder';

const TEMPLATE_DIR = 'PARKING_TEST_TEMPLATE_DIR';
/**
 * PGlite's buffer pool in the test apps: every test file starts its own database, and setting up
 * PostgreSQL's default 128MB costs each start about 0.7 CPU-seconds (docs/adr/0044).
 */
export const TEST_PGLITE_SHARED_BUFFERS = '16MB';
const TEMPLATE_DB = 'PARKING_TEST_TEMPLATE_DB';

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds the template once, the way the app itself does at start. */
export async function createTemplate(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'parking-template-'));
  const serverUrl = process.env.DATABASE_URL;
  const name = `parking_template_${randomBytes(6).toString('hex')}`;
  if (serverUrl) await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'data'),
    MAIL_OUTBOX: path.join(dir, 'outbox'),
    WEB_ROOT: path.join(dir, 'web'),
    LOG_LEVEL: 'silent',
    PGLITE_SHARED_BUFFERS: TEST_PGLITE_SHARED_BUFFERS,
    ...(serverUrl ? { DATABASE_URL: databaseUrl(serverUrl, name) } : {}),
  });
  const app = await buildApp({ config, logger: false });
  await app.close();
  if (!serverUrl) await compactDataFolder(config.dataDir, TEST_PGLITE_SHARED_BUFFERS);
  if (serverUrl) process.env[TEMPLATE_DB] = name;
  else process.env[TEMPLATE_DIR] = path.join(dir, 'data', 'pglite');
  process.env.PARKING_TEST_TEMPLATE_ROOT = dir;
}

export async function dropTemplate(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const name = process.env[TEMPLATE_DB];
  if (serverUrl && name) {
    await onServer(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  }
  const root = process.env.PARKING_TEST_TEMPLATE_ROOT;
  if (root) rmSync(root, { recursive: true, force: true });
}

/** Copies the PGlite template into a new data folder; false when no template was built. */
export function copyTemplateInto(dataDir: string): boolean {
  const template = process.env[TEMPLATE_DIR];
  if (!template) return false;
  cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return true;
}

/** `TEMPLATE x` for CREATE DATABASE, or nothing when no template was built. */
export function templateClause(): string {
  const name = process.env[TEMPLATE_DB];
  return name ? ` TEMPLATE ${name}` : '';
}
