// The scale-out test (npm run test:cluster): starts real server processes, a Redis and nginx, so
// it runs on its own, never with the unit and integration suites.
const base = require('../config/jest.base.cjs')({ environment: 'node', rootDir: __dirname });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test-cluster/**/*.cluster.ts'],
  testTimeout: 60_000,
};
