// A seeded PGlite data folder made cheaper to copy (docs/adr/0045). Every server test app and
// every portal of the journeys starts on a copy of a seeded folder, and on these 2-core
// machines a copy and its removal cost about a millisecond of kernel time per file. PostgreSQL's
// cluster holds, beside the portal's database, the two template databases (about 600 of its
// 1,130 files), which only CREATE DATABASE reads; the embedded server never runs it. The first
// WAL segment also holds every record of the migrations and the seed. This drops both template
// databases and starts a fresh WAL segment after a checkpoint, so the folder keeps the portal's
// database and its state, in about half the files.
import { openDatabase } from '../../src/db/client';

/**
 * Shrinks the PGlite data folder under `dataDir` (DATA_DIR), opened with a buffer pool of
 * `pgliteSharedBuffers`; no other process may have it open (the folder's lock says so).
 */
export async function compactDataFolder(
  dataDir: string,
  pgliteSharedBuffers: string,
): Promise<void> {
  const handle = await openDatabase({ databaseUrl: undefined, dataDir, pgliteSharedBuffers });
  try {
    const pglite = handle.pglite;
    if (!pglite) throw new Error('compactDataFolder works on an embedded (PGlite) folder only');
    // One statement at a time: DROP DATABASE cannot run inside a transaction block.
    for (const template of ['template1', 'template0']) {
      await pglite.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await pglite.exec(`DROP DATABASE ${template}`);
    }
    // The segment the seed filled is removed at the checkpoint, not kept for reuse.
    await pglite.exec('SET wal_recycle = off');
    await pglite.query('SELECT pg_switch_wal()');
    await pglite.exec('CHECKPOINT');
  } finally {
    await handle.close();
  }
}
