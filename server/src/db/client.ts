// Opens the database: embedded PGlite in DATA_DIR when DATABASE_URL is unset, else a pg Pool.
// Both drivers share one drizzle schema and one migration set (server/drizzle); on PostgreSQL
// migrations run under an advisory lock (several instances may start together).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { NamedStatementClient } from './named-statements';
import { createPool, type ConnectionErrorLog } from './pool';
import { countWrites } from './write-generation';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself: queries accept either. */
export type Executor = Pick<
  Database,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** The pg pool on PostgreSQL (the sign-in limits' fallback store), null on PGlite. */
  pool: Pool | null;
  /** PGlite's client, null on PostgreSQL (the backup dumps its data folder). */
  pglite: PGlite | null;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');
/**
 * The advisory lock that migrations run under, so several instances can start at once against
 * one PostgreSQL: the first migrates, the others wait and then find nothing left to do.
 * ('park' in ASCII; any fixed number works as long as every instance uses the same.)
 */
export const MIGRATION_LOCK_KEY = 0x7061726b;

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite's shared_buffers (config PGLITE_SHARED_BUFFERS); PostgreSQL's default when unset. */
  pgliteSharedBuffers?: string;
  /** Told about connections the server ended (they are replaced by themselves). */
  onConnectionError?: ConnectionErrorLog;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.onConnectionError ?? (() => undefined));
  }
  return openPglite(options.dataDir, options.pgliteSharedBuffers);
}

async function openPostgres(
  databaseUrl: string,
  onConnectionError: ConnectionErrorLog,
): Promise<DatabaseHandle> {
  // A connection ended by the server (restart, failover, pg_terminate_backend) while idle or
  // checked out must not end the process: db/pool.ts listens on the pool and on every client.
  // Parameterised statements are parsed once per connection (db/named-statements.ts).
  const pool = createPool(
    { connectionString: databaseUrl, max: 10, Client: NamedStatementClient },
    onConnectionError,
  );
  try {
    const db = drizzlePg({ client: pool, schema });
    // A session lock on one connection: ends with the connection if this process dies.
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockHolder
        .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      lockHolder.release();
    }
    return { db, driver: 'pg', pool, pglite: null, close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

async function openPglite(dataDir: string, sharedBuffers?: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(path.join(dataDir, 'pglite.lock'));
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(
      path.join(dataDir, 'pglite'),
      sharedBuffers
        ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }
        : {},
    );
    // Every statement moves the write generation (docs/adr/0039): read answers kept in memory
    // (plugins/read-cache.ts) are served only while it has not moved.
    countWrites(client);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db,
      driver: 'pglite',
      pool: null,
      pglite: opened,
      async close() {
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

/** Raw `execute` returns counts as numbers on PGlite and strings on pg. */
export function toCount(value: unknown): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : Number(value);
  return Number.isFinite(n) ? n : 0;
}
