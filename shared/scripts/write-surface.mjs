// `npm run surface -w shared`: records the export names of the shared singletons (api, events,
// session) at the current version in shared/public-surface.json (checked by
// src/__tests__/semantic-version.test.ts; shared/README.md, Version).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
// The surface is read in jest, where the TypeScript sources and their imports resolve.
const run = spawnSync(
  process.execPath,
  ['../node_modules/jest/bin/jest.js', '--silent', 'src/__tests__/print-surface.test.ts'],
  { cwd: root, encoding: 'utf8', env: { ...process.env, PRINT_SURFACE: '1' } },
);
const match = /SURFACE(\{.*\})SURFACE/s.exec(`${run.stdout}${run.stderr}`);
if (!match) {
  process.stderr.write(`${run.stdout}${run.stderr}`);
  process.exit(1);
}
const surface = JSON.parse(match[1]);
// Written as prettier would (CI checks formatting), so the file never needs a second pass.
const prettier = await import('prettier');
const file = new URL('public-surface.json', root);
const options = (await prettier.resolveConfig(file)) ?? {};
writeFileSync(
  file,
  await prettier.format(JSON.stringify({ version, ...surface }), { ...options, parser: 'json' }),
);
console.log(`shared/public-surface.json: the surface of @parking/shared ${version}`);
