// Opens the database once per app, runs migrations, and closes it (and its lock) on shutdown.
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseDriver: DatabaseHandle['driver'];
    /** The open database's pool (PostgreSQL) or PGlite client, for the limits and the backup. */
    databaseHandle: DatabaseHandle;
  }
}

export default fp<{
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteSharedBuffers?: string;
}>(
  async (app, options) => {
    const handle = await openDatabase({
      ...options,
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'database connection lost; the pool reconnects'),
    });
    app.decorate('db', handle.db);
    app.decorate('databaseDriver', handle.driver);
    app.decorate('databaseHandle', handle);
    app.addHook('onClose', async () => {
      await handle.close();
    });
    app.log.info({ driver: handle.driver }, 'database ready');
  },
  { name: 'database' },
);
