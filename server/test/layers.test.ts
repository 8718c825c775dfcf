// The server's layers point one way (docs/architecture.md, "Server"): the root ESLint
// configuration refuses an import of a higher layer by a lower one. This test proves the rules
// still fire, by linting probe files placed in each layer: no lower layer imports a higher one,
// and SQL (drizzle's builders, the table definitions) appears only in db/queries.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

interface Probe {
  file: string;
  request: string;
  refused: boolean;
}

const PROBES: Omit<Probe, 'refused'>[] = [
  { file: 'server/src/db/queries/probe.ts', request: '../../routes/parking/vehicles' },
  { file: 'server/src/db/queries/probe.ts', request: '../../services/passwords' },
  { file: 'server/src/db/queries/probe.ts', request: '../../plugins/auth' },
  { file: 'server/src/db/schema/probe.ts', request: '../../services/vehicles' },
  { file: 'server/src/services/probe.ts', request: '../routes/parking/vehicle-schemas' },
  { file: 'server/src/plugins/probe.ts', request: '../routes/users' },
  { file: 'server/src/routes/parking/probe.ts', request: '../../db/schema' },
  // Services take AuthContext from domain/, never from the plugin that fills it.
  { file: 'server/src/services/probe.ts', request: '../plugins/auth' },
  // SQL lives in db/queries only.
  { file: 'server/src/services/probe.ts', request: 'drizzle-orm' },
  { file: 'server/src/services/admin/probe.ts', request: '../../db/schema' },
  { file: 'server/src/routes/probe.ts', request: 'drizzle-orm' },
];

// The imports the layers do allow, linted the same way: the rules must not refuse them.
const ALLOWED: Omit<Probe, 'refused'>[] = [
  { file: 'server/src/routes/parking/probe.ts', request: '../../services/vehicles' },
  { file: 'server/src/services/probe.ts', request: '../db/queries/users' },
  { file: 'server/src/db/queries/probe.ts', request: '../schema' },
  { file: 'server/src/db/queries/probe.ts', request: 'drizzle-orm' },
  { file: 'server/src/services/probe.ts', request: '../domain/auth-context' },
];

// One ESLint process lints every probe text, as if each file sat where `file` says.
const lintProbes = (probes: Omit<Probe, 'refused'>[]) => `
const { ESLint } = await import('eslint');
const eslint = new ESLint({ cwd: ${JSON.stringify(repoRoot)} });
const out = [];
for (const probe of ${JSON.stringify(probes)}) {
  const [result] = await eslint.lintText("import probe from '" + probe.request + "';\\nexport default probe;\\n", {
    filePath: probe.file,
  });
  out.push({ ...probe, refused: result.messages.some((m) => /(^|\\/)no-restricted-imports$/.test(m.ruleId ?? '')) });
}
process.stdout.write(JSON.stringify(out));
`;

describe('server layers in the lint configuration', () => {
  it('refuses a lower layer importing a higher one, and allows the way down', () => {
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', lintProbes([...PROBES, ...ALLOWED])],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    const probes: Probe[] = JSON.parse(output);

    expect(probes).toEqual([
      ...PROBES.map((probe) => ({ ...probe, refused: true })),
      ...ALLOWED.map((probe) => ({ ...probe, refused: false })),
    ]);
  }, 120_000);
});
