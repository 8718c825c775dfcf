// Can the served shell run a remote build? (docs/adr/0024) Both builds write an mf-manifest.json
// (the @module-federation/enhanced manifest): the shell's lists the shared modules it provides
// with their versions, a remote's the shared modules it requires with the ranges it accepts. A
// shared singleton is one instance in the page, the shell's (it is loaded first), and every
// singleton is strict (docs/adr/0006): a remote whose range the shell's version does not satisfy
// is refused by the federation runtime on every one of its pages. This check runs the same
// `satisfy` as that runtime, before the remote is served.
import { existsSync, readFileSync } from 'node:fs';
import { satisfy } from '@module-federation/runtime-core';

/** The parsed manifest, or null when there is none (a build from before the manifest). */
export function readManifest(file) {
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(manifest?.shared)) throw new Error(`${file} is not an mf-manifest.json`);
  return manifest;
}

/**
 * The remote's singleton requirements the shell's provided versions do not meet.
 * @returns {{ name: string, required: string, provided: string, builtWith: string, shellBehind: boolean }[]}
 */
export function incompatibilities(remoteManifest, shellManifest) {
  const provided = new Map(shellManifest.shared.map((shared) => [shared.name, shared.version]));
  const problems = [];
  for (const shared of remoteManifest.shared) {
    const required = shared.requiredVersion;
    const version = provided.get(shared.name);
    // A module the shell does not provide is the remote's own copy: nothing to agree on.
    if (!shared.singleton || typeof required !== 'string' || !version) continue;
    if (satisfy(version, required)) continue;
    problems.push({
      name: shared.name,
      required,
      provided: version,
      builtWith: shared.version,
      // The remote was built against a newer version than the shell's: the shell goes first.
      shellBehind: satisfy(shared.version, `>${version}`),
    });
  }
  return problems;
}

/** The order to deploy in, in words, for a refused remote. */
export function deployOrder(remoteFolder, problems) {
  const ahead = problems.filter((p) => p.shellBehind);
  if (ahead.length > 0) {
    // The subpaths of one package (@parking/shared/api, /events, …) are one package to build with.
    const packageOf = (name) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
    const names = [...new Set(ahead.map((p) => `${packageOf(p.name)} ${p.builtWith}`))].join(', ');
    return (
      `Deploy the shell first (a shell built with ${names}), then ${remoteFolder} again: ` +
      `a shared version that grows is served by the shell before any remote needs it.`
    );
  }
  return (
    `${remoteFolder} was built against older shared code than the shell provides: rebuild it ` +
    `from the commit the shell was built from, then deploy it.`
  );
}
