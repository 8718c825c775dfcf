// Lets a child `node -r ./register-ts.cjs src/index.ts` run the server's TypeScript source,
// compiled on the fly by @swc/core (used by the process-level lock test).
const { transformFileSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformFileSync(filename, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
