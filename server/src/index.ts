// Starts the server: one process serves the API, the shell and the remotes (ARCHITECTURE
// "Running"). SIGINT/SIGTERM close the database and release the data folder's lock.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError } from './db/lock';
import { serveBackupRequest } from './db/backup';

async function main(): Promise<void> {
  // `--verbose` logs every request (LOG_LEVEL=debug); by default only errors and start-up.
  const verbose = process.argv.includes('--verbose');
  const config = loadConfig(verbose ? { ...process.env, LOG_LEVEL: 'debug' } : process.env);
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // `npm run backup` while this server holds the embedded database (README "Backup and restore").
  const pglite = app.databaseHandle.pglite;
  if (pglite) {
    process.on('SIGUSR2', () => {
      serveBackupRequest(pglite, config.dataDir).then(
        (dest) => app.log.info({ dest }, 'backup written'),
        (error: unknown) => app.log.error({ err: error }, 'backup failed'),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Known start-up problems get one clear line; anything else its stack.
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(`Parking portal server cannot start: ${error.message}`);
  } else {
    console.error('Parking portal server failed to start', error);
  }
  process.exit(1);
});
