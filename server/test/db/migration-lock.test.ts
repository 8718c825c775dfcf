// Migrations under a PostgreSQL advisory lock (ARCHITECTURE "Several instances"): instances
// that start together against one database do not run the same migration twice.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATION_LOCK_KEY, openDatabase, type DatabaseHandle } from '../../src/db/client';

const serverUrl = process.env.DATABASE_URL;
const journal = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

// Advisory locks in this test's own database only: the suites run side by side (docs/adr/0025),
// and every other test app takes the migration lock in its own database while it starts.
const ADVISORY_LOCKS_HERE =
  "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'" +
  ' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())';

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

// PGlite is one process per data folder (its own lock, test/db/lock.test.ts): no server lock.
(serverUrl ? describe : describe.skip)('migrations on PostgreSQL', () => {
  let admin: Client;
  let name: string;
  let url: string;
  const opened: DatabaseHandle[] = [];

  beforeEach(async () => {
    admin = await connect(serverUrl ?? '');
    name = `parking_migrate_${randomBytes(5).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`); // empty: no template, nothing migrated
    const target = new URL(serverUrl ?? '');
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const open = async () => {
    const handle = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
    opened.push(handle);
    return handle;
  };

  it('waits while another instance holds the migration lock, then migrates', async () => {
    const other = await connect(url);
    await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    let done = false;
    const opening = open().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(done).toBe(false);
    const waiting = await other.query(`${ADVISORY_LOCKS_HERE} AND NOT granted`);
    expect(waiting.rows[0].n).toBe(1);
    await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await other.end();
    await opening;
    expect(done).toBe(true);
  });

  it('lets three instances start together on an empty database, migrating it once', async () => {
    await Promise.all([open(), open(), open()]);
    const check = await connect(url);
    try {
      const applied = await check.query(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const left = await check.query(ADVISORY_LOCKS_HERE);
      expect(left.rows[0].n).toBe(0);
    } finally {
      await check.end();
    }
  });
});
