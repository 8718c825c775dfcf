// Backup and restore of the embedded database (src/db/backup.ts, README "Backup and restore"):
// a backup written while the app serves requests is restored into a fresh folder, where the
// restored JWT secret keeps old tokens valid and the demo owner signs in. PGlite only
// (PostgreSQL is backed up with pg_dump).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, login } from '../helpers/requests';
import { BACKUP_MANIFEST, restoreBackup, writeBackup } from '../../src/db/backup';
import { APP_START_MS } from '../helpers/vehicle-fixtures';

const onPglite = !process.env.DATABASE_URL;

const changeName = (t: TestApp, token: string, userid: string, fname: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/changename',
    headers: bearer(token),
    payload: { userid, fname, lname: 'Owner', phone: '302-555-0161' },
  });

(onPglite ? describe : describe.skip)('npm run backup / npm run restore (PGlite)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'parking-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'restores a backup taken while serving into a fresh folder, where old tokens and sign-in work',
    async () => {
      const original = await createTestApp();
      const dest = path.join(dir, 'backup');
      let token: string | undefined;
      try {
        const owner = await login(original.app, 'owner@demo.test');
        token = owner.token;
        expect((await changeName(original, owner.token, owner.userid, 'Before')).statusCode).toBe(
          200,
        );
        // Requests keep arriving while the dump is written.
        const pglite = original.app.databaseHandle.pglite;
        if (!pglite) throw new Error('not on PGlite');
        const reads = Array.from({ length: 10 }, () =>
          original.app.inject({ method: 'GET', url: '/api/parking/data_for_hoa/demo' }),
        );
        await writeBackup(pglite, original.config.dataDir, dest);
        expect((await Promise.all(reads)).every((r) => r.statusCode === 200)).toBe(true);
        expect(readdirSync(dest).sort()).toEqual([BACKUP_MANIFEST, 'jwt-secret', 'pglite.tar.gz']);
        // After the backup: not in it.
        expect((await changeName(original, owner.token, owner.userid, 'After')).statusCode).toBe(
          200,
        );
        // A backup never overwrites: the same folder again is refused.
        await expect(writeBackup(pglite, original.config.dataDir, dest)).rejects.toThrow(
          /not empty/,
        );
      } finally {
        await original.close();
      }

      const fresh = path.join(dir, 'restored-data');
      await restoreBackup(dest, fresh);
      await expect(restoreBackup(dest, fresh)).rejects.toThrow(/already holds a database/);
      const restored = await createTestApp({ DATA_DIR: fresh });
      try {
        // The restored secret: a token signed before the backup is still accepted.
        const profile = await restored.app.inject({
          method: 'POST',
          url: '/api/users/get_notification_preferences',
          headers: bearer(token ?? ''),
          payload: {},
        });
        expect(profile.statusCode).toBe(200);
        const owner = await login(restored.app, 'owner@demo.test');
        const vehicles = await restored.app.inject({
          method: 'POST',
          url: '/api/users/get_notification_preferences',
          headers: bearer(owner.token),
          payload: {},
        });
        expect(vehicles.statusCode).toBe(200);
        const [row] = await restored.app.db
          .select({ first_name: users.first_name })
          .from(users)
          .where(eq(users.email, 'owner@demo.test'));
        expect(row?.first_name).toBe('Before');
      } finally {
        await restored.close();
      }
    },
    APP_START_MS * 2,
  );
});
