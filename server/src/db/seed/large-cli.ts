// `npm run seed:large`: builds the large community (src/db/seed/large.ts) in the
// database the server would open (DATABASE_URL, else the PGlite in DATA_DIR, default ./data).
// A community `large` that exists is left alone (exit 0); `-- --reset` deletes it first.
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import {
  LARGE_ADMIN_EMAIL,
  LARGE_HOAID,
  LARGE_PASSWORD,
  dropLargeCommunity,
  largeCommunityExists,
  seedLargeCommunity,
} from './large';

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const where = config.databaseUrl
    ? `PostgreSQL ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`
    : `PGlite in ${config.dataDir}`;
  const started = Date.now();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  });
  try {
    if (await largeCommunityExists(handle.db)) {
      if (!reset) {
        console.log(
          `Community '${LARGE_HOAID}' already exists in ${where}; nothing changed ` +
            `(run with -- --reset to delete and rebuild it).`,
        );
        return;
      }
      await dropLargeCommunity(handle.db);
      console.log(`Deleted community '${LARGE_HOAID}' from ${where}.`);
    }
    const { created, counts } = await seedLargeCommunity(handle.db);
    if (!created) {
      console.log(
        `Community '${LARGE_HOAID}' was created meanwhile by another process; nothing changed.`,
      );
      return;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Built community '${LARGE_HOAID}' in ${where} in ${seconds} s: ${counts.users} accounts, ` +
        `${counts.vehicles} vehicles (${counts.onsite} onsite, ${counts.changes} changes), ` +
        `${counts.violations} violations, ${counts.feedback} feedback rows.`,
    );
    console.log(
      `Sign in at /${LARGE_HOAID} as ${LARGE_ADMIN_EMAIL} (admin) or owner1001@large.test ... ` +
        `owner2003@large.test, password ${LARGE_PASSWORD}.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('seed:large failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
