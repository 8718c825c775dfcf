// Server tests run through app.inject against a real database (PGlite, or PostgreSQL when
// DATABASE_URL is set). ESM-only dependencies are transformed to CommonJS for jest.
const base = require('../config/jest.base.cjs')({ environment: 'node', rootDir: __dirname });

module.exports = {
  ...base,
  transformIgnorePatterns: [
    '/node_modules/(?!(.*/node_modules/)?(jose|content-disposition|cookie)/)',
  ],
  // A test file's app starts on a copy of the template; on a busy 2-core machine running the
  // other test parts beside this one (docs/adr/0025) a hook or test can take many times its
  // usual time: with the machine's load average at 30, a beforeAll that signs users in took
  // over 60 s. The limit only ends a test that hangs.
  testTimeout: 180_000,
  globalSetup: '<rootDir>/test/helpers/global-setup.cjs',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.cjs',
};
