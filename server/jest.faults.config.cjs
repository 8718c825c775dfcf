// The faults test (npm run test:faults): starts real server processes, a Redis, nginx,
// and breaks them; it runs on its own, never with the other suites.
const base = require('../config/jest.base.cjs')({ environment: 'node', rootDir: __dirname });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test-cluster/**/*.faults.ts'],
  testTimeout: 120_000,
};
