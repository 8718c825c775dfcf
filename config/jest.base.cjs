// Jest settings shared by every workspace: TypeScript through SWC, `@parking/shared/*` from
// source, and ESM-only dependencies (jose) transformed to CommonJS.
const path = require('node:path');

const sharedSrc = path.resolve(__dirname, '../shared/src');

/** @param {{ environment: 'node' | 'jsdom', rootDir: string }} options */
module.exports = function jestConfig({ environment, rootDir }) {
  return {
    rootDir,
    testEnvironment: environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
    moduleNameMapper: {
      '^@parking/shared/(.*)$': `${sharedSrc}/$1`,
      '\\.(css)$': path.resolve(__dirname, 'jest.style-stub.cjs'),
    },
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.resolve(__dirname, 'jest.setup-dom.ts')] : [],
    testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/test/**/*.test.ts'],
    // A component test that takes 1 s alone takes many times that on a 2-core machine running
    // the other test parts beside it (docs/adr/0025): jest's 5 s default failed 15 tests there,
    // and with the machine's load at 30 a card-form test typing 40 keys took over 30 s.
    testTimeout: 120_000,
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Builds land in <workspace>/dist while the suites run beside them (docs/adr/0025): jest
    // neither crawls nor resolves them.
    modulePathIgnorePatterns: ['<rootDir>/dist/'],
  };
};
