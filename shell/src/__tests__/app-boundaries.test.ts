/**
 * @jest-environment node
 */
// docs/architecture.md (Packages) and Mezzalira's rule: apps never import each other's source. The root ESLint
// boundary rules enforce it; this test proves the rules still fire, for every pair of apps.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const apps = ['shell', 'owner-app', 'renter-app', 'admin-app'];

interface Probe {
  app: string;
  imported: string;
  messages: string[];
}

// One ESLint process lints every probe text, as if each file sat in the importing app's src.
const lintProbes = `
const { ESLint } = await import('eslint');
const apps = ${JSON.stringify(apps)};
const eslint = new ESLint({ cwd: ${JSON.stringify(repoRoot)} });
const probes = [];
for (const app of apps) {
  for (const other of apps.filter((name) => name !== app)) {
    for (const request of ['../../' + other + '/src/app/routes', other + '/src/app/routes']) {
      const [result] = await eslint.lintText("import pages from '" + request + "';\\nexport default pages;\\n", {
        filePath: app + '/src/boundary-probe.ts',
      });
      probes.push({ app, imported: request, messages: result.messages.map((m) => m.ruleId + ': ' + m.message) });
    }
  }
}
process.stdout.write(JSON.stringify(probes));
`;

describe('app boundaries', () => {
  it('refuses every import of one app by another', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', lintProbes], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    const probes: Probe[] = JSON.parse(output);

    expect(probes).toHaveLength(apps.length * (apps.length - 1) * 2);
    for (const probe of probes) {
      expect({
        ...probe,
        refused: probe.messages.some((m) => m.startsWith('no-restricted-imports')),
      }).toEqual({
        ...probe,
        refused: true,
      });
    }
  }, 60_000);
});
