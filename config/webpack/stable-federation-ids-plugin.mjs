// Reproducible builds (docs/adr/0033): the same sources give the same files, and so the same
// version folder, in any checkout. @module-federation/enhanced writes its generated entry to
// node_modules/.federation/entry.<hash>.js with the hash taken over absolute paths, and the
// container entry and the concatenated federation entry are identified by that path; webpack's
// deterministic module ids, hashed from identifiers, then change with the checkout's path. The
// same holds for the modules that provide a shared library ("provide module (default)
// react@19.3.1 = /abs/path/react/index.js"): webpack makes paths relative only between | and !,
// so the absolute path after " = " stays in the name its id is hashed from. An id that moves with
// the path can also collide, in one checkout and not another, with an ordinary module, which
// then takes a salted id instead (the builds part failed that way now and then). This plugin
// gives those modules ids from their names without the path and the hash, before webpack
// assigns the rest (which keeps clear of ids already taken).
import { createHash } from 'node:crypto';
import path from 'node:path';

const FEDERATION_ENTRY = /[^\s"|[\]]*[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js/g;
const CONCATENATION_HASH = /\|[0-9a-f]{32}$/;
const PROVIDED_FROM = /^(provide module .*? = )(\/.*)$/;
const PLUGIN = 'StableFederationIdsPlugin';

/**
 * The identifier with no checkout path in it (paths relative to `context`, the app's folder), or
 * null when it names neither a federation entry nor a provided shared module.
 */
export function pathFreeIdentifier(identifier, context) {
  const provided = identifier.match(PROVIDED_FROM);
  if (provided) {
    return `${provided[1]}${path.relative(context, provided[2]).split(path.sep).join('/')}`;
  }
  if (!identifier.match(FEDERATION_ENTRY)) return null;
  return identifier
    .replace(FEDERATION_ENTRY, '.federation/entry.js')
    .replace(CONCATENATION_HASH, '');
}

function numericId(name, taken) {
  let id =
    (parseInt(createHash('sha256').update(name).digest('hex').slice(0, 8), 16) % 9000) + 1000;
  while (taken.has(id)) id = id === 9999 ? 1000 : id + 1;
  return id;
}

export class StableFederationIdsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      // Before DeterministicModuleIdsPlugin (stage 0) on the same hook.
      compilation.hooks.moduleIds.tap({ name: PLUGIN, stage: -10 }, (modules) => {
        const { chunkGraph } = compilation;
        const taken = new Set();
        const pending = [];
        for (const module of modules) {
          const id = chunkGraph.getModuleId(module);
          if (id !== null && id !== undefined) taken.add(id);
          else {
            const name = pathFreeIdentifier(module.identifier(), compiler.context);
            if (name) pending.push({ module, name });
          }
        }
        pending.sort((a, b) => a.name.localeCompare(b.name));
        for (const { module, name } of pending) {
          const id = numericId(name, taken);
          taken.add(id);
          chunkGraph.setModuleId(module, id);
        }
      });
    });
  }
}
