module.exports = require('../config/jest.base.cjs')({ environment: 'jsdom', rootDir: __dirname });
