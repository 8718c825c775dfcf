/**
 * @jest-environment node
 */
// docs/architecture.md ("Inside an app"): app/ composes features, a feature never imports another
// feature or the app layer, and an app's shared folders (components/, lib/, config/) import no
// feature. The root ESLint config enforces it with import-x/no-restricted-paths zones; this test
// lints deliberately wrong (and right) imports, as if each sat in a real folder of each app.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const apps = ['shell', 'owner-app', 'renter-app', 'admin-app'];

interface Fixture {
  name: string;
  /** Where the fixture file pretends to live. */
  filePath: string;
  /** The import it makes, relative to that file. */
  request: string;
  refused: boolean;
}

/** The first source file of a feature, as an extension-less path from the app's src. */
function firstModule(app: string, feature: string): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === '__tests__'
          ? []
          : walk(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
  const [file] = walk(path.join(repoRoot, app, 'src/features', feature)).sort();
  if (!file) throw new Error(`${app}/src/features/${feature} holds no source file`);
  return path
    .relative(path.join(repoRoot, app, 'src'), file)
    .replace(/\.tsx?$/, '')
    .split(path.sep)
    .join('/');
}

function fixturesOf(app: string): Fixture[] {
  const features = readdirSync(path.join(repoRoot, app, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const [own, other] = features;
  if (!own || !other) throw new Error(`${app} needs two features for the fixtures`);
  const otherModule = firstModule(app, other);
  const ownModule = firstModule(app, own);
  const at = (folder: string) => `${app}/src/${folder}/layer-fixture.ts`;
  return [
    {
      name: `${app}: feature ${own} imports feature ${other}`,
      filePath: at(`features/${own}`),
      request: `../../${otherModule}`,
      refused: true,
    },
    {
      name: `${app}: feature ${own} imports the app layer`,
      filePath: at(`features/${own}`),
      request: '../../app/routes',
      refused: true,
    },
    {
      name: `${app}: lib/ imports feature ${other}`,
      filePath: at('lib'),
      request: `../${otherModule}`,
      refused: true,
    },
    {
      name: `${app}: components/ imports feature ${other}`,
      filePath: at('components'),
      request: `../${otherModule}`,
      refused: true,
    },
    {
      name: `${app}: app/ composes feature ${other}`,
      filePath: at('app'),
      request: `../${otherModule}`,
      refused: false,
    },
    {
      name: `${app}: feature ${own} imports its own module`,
      filePath: at(`features/${own}`),
      request: `../../${ownModule}`,
      refused: false,
    },
  ];
}

const fixtures = apps.flatMap(fixturesOf);

// One ESLint process lints every fixture text with the repository's own configuration.
const lintFixtures = `
const { ESLint } = await import('eslint');
const fixtures = ${JSON.stringify(fixtures)};
const eslint = new ESLint({ cwd: ${JSON.stringify(repoRoot)} });
const results = [];
for (const fixture of fixtures) {
  const [result] = await eslint.lintText(
    "import * as imported from '" + fixture.request + "';\\nexport default imported;\\n",
    { filePath: fixture.filePath },
  );
  results.push(result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message));
}
process.stdout.write(JSON.stringify(results));
`;

describe('layers inside each app', () => {
  it('refuses a feature importing another feature or the app, and shared folders importing features', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', lintFixtures], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    const messages: string[][] = JSON.parse(output);

    expect(fixtures).toHaveLength(apps.length * 6);
    expect(messages).toHaveLength(fixtures.length);
    const seen = fixtures.map((fixture, index) => ({
      name: fixture.name,
      refused: (messages[index] ?? []).length > 0,
    }));
    expect(seen).toEqual(fixtures.map(({ name, refused }) => ({ name, refused })));
  }, 60_000);
});
