// The server suites' template is compacted (test/helpers/compact-data-folder.ts, docs/adr/0045):
// every PGlite test app starts on a copy of it, so it must open, hold the seed and keep what is
// written after a restart.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { login } from '../helpers/requests';
import { createTestApp } from '../helpers/test-app';

const pgliteOnly = process.env.DATABASE_URL ? describe.skip : describe;

pgliteOnly('a test app on the compacted template', () => {
  it('has only the portal database, its seed and a fresh WAL segment', async () => {
    const t = await createTestApp();
    try {
      const databases = await t.app.databaseHandle.pglite!.query<{ datname: string }>(
        'SELECT datname FROM pg_database ORDER BY datname',
      );
      expect(databases.rows.map((row) => row.datname)).toEqual(['postgres']);
      const pglite = path.join(t.config.dataDir, 'pglite');
      expect(readdirSync(path.join(pglite, 'base'))).toEqual(['5']);
      expect(existsSync(path.join(pglite, 'pg_wal', '000000010000000000000001'))).toBe(false);
      expect((await login(t.app, 'owner@demo.test')).token).toEqual(expect.any(String));
    } finally {
      await t.close();
    }
  });

  it('keeps what was written after it is closed and opened again', async () => {
    const first = await createTestApp();
    await first.app.databaseHandle.pglite!.query(
      "UPDATE communities SET name = 'Renamed after compaction' WHERE hoaid = 'demo'",
    );
    await first.app.close();
    const env = { DATA_DIR: first.config.dataDir, JWT_SECRET: first.config.jwtSecret };
    const second = await createTestApp(env);
    try {
      const names = await second.app.databaseHandle.pglite!.query<{ name: string }>(
        "SELECT name FROM communities WHERE hoaid = 'demo'",
      );
      expect(names.rows[0]?.name).toBe('Renamed after compaction');
    } finally {
      await second.close();
      await first.close();
    }
  });
});
