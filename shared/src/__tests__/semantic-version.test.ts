// shared/README.md "Version": a breaking change of a shared singleton is a major, an addition a
// minor. shared/public-surface.json records the singletons' export names at the version they
// shipped in; `npm run surface -w shared` rewrites it after a bump.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currentSurface, type Surface } from './public-surface';

const root = path.resolve(__dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const packageVersion = (readJson('package.json') as { version: string }).version;
const recorded = readJson('public-surface.json') as { version: string } & Surface;

function parse(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a semantic version x.y.z`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** -1, 0 or 1 as a is lower, equal or higher than b. */
function compare(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return Math.sign((x[i] ?? 0) - (y[i] ?? 0));
  return 0;
}

function changes(): { removed: string[]; added: string[] } {
  const now = currentSurface();
  const removed: string[] = [];
  const added: string[] = [];
  for (const subpath of ['api', 'events', 'session', 'data'] as const) {
    const before = new Set(recorded[subpath] ?? []);
    const after = new Set(now[subpath]);
    for (const name of before) if (!after.has(name)) removed.push(`${subpath}.${name}`);
    for (const name of after) if (!before.has(name)) added.push(`${subpath}.${name}`);
  }
  return { removed, added };
}

const REWRITE = 'then run `npm run surface -w shared` (shared/README.md, Version)';

describe('@parking/shared semantic version', () => {
  it('is a plain x.y.z version, never lower than the recorded one', () => {
    expect(compare(packageVersion, recorded.version)).toBeGreaterThanOrEqual(0);
  });

  it('is a new major when a shared singleton lost an export', () => {
    const { removed } = changes();
    const majorBumped = parse(packageVersion)[0] > parse(recorded.version)[0];
    if (removed.length > 0 && !majorBumped) {
      throw new Error(
        `Removed ${removed.join(', ')}: a breaking change. Bump the major of shared/package.json, ${REWRITE}.`,
      );
    }
  });

  it('is a new minor (or major) when a shared singleton gained an export', () => {
    const { added } = changes();
    const [major, minor] = parse(packageVersion);
    const [recordedMajor, recordedMinor] = parse(recorded.version);
    const bumped = major > recordedMajor || (major === recordedMajor && minor > recordedMinor);
    if (added.length > 0 && !bumped) {
      throw new Error(
        `Added ${added.join(', ')}: bump the minor of shared/package.json, ${REWRITE}.`,
      );
    }
  });

  it('has the surface of the current version recorded', () => {
    if (compare(packageVersion, recorded.version) > 0) {
      // Bumped: the new surface must be written down, or the next change goes unnoticed.
      throw new Error(`shared/package.json is ${packageVersion}: ${REWRITE}.`);
    }
    expect(changes()).toEqual({ removed: [], added: [] });
  });

  it('compares versions numerically', () => {
    expect(compare('1.10.0', '1.9.3')).toBe(1);
    expect(compare('2.0.0', '2.0.0')).toBe(0);
    expect(compare('1.0.0', '2.0.0')).toBe(-1);
  });
});
