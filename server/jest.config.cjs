module.exports = {
  ...require('../config/jest.base.cjs')({ environment: 'node', rootDir: __dirname }),
  testTimeout: 30000,
};
