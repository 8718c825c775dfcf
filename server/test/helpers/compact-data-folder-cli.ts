// `node -r ./server/test/helpers/register-ts.cjs server/test/helpers/compact-data-folder-cli.ts
// <DATA_DIR>`: the journeys' seeded demo folder, shrunk before their portals copy it
// (compact-data-folder.ts, docs/adr/0045).
import { compactDataFolder } from './compact-data-folder';
import { TEST_PGLITE_SHARED_BUFFERS } from './template-database';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: compact-data-folder-cli.ts <DATA_DIR>');
  process.exit(2);
}
compactDataFolder(dataDir, TEST_PGLITE_SHARED_BUFFERS).then(
  () => console.log(`compacted the data folder ${dataDir}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
