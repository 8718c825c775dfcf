// Lets plain node run the server's TypeScript source, compiled on the fly by @swc/core: a child
// `node -r ./register-ts.cjs src/index.ts` (the process-level lock test) and jest's globalSetup
// (which runs outside jest's module registry). `@parking/shared/*` resolves to its source, as
// the jest moduleNameMapper does.
const Module = require('node:module');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

const sharedSrc = path.resolve(__dirname, '../../../shared/src');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveSharedSource(request, ...rest) {
  const match = /^@parking\/shared\/(.+)$/.exec(request);
  return resolveFilename.call(this, match ? path.join(sharedSrc, match[1]) : request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformFileSync(filename, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
