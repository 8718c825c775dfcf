import { fileURLToPath } from 'node:url';
import jestConfig from '../config/jest.base.cjs';

const base = jestConfig({
  environment: 'jsdom',
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
});

// The shell's tests drive react-router data routers, which need the Fetch API classes.
export default {
  ...base,
  testEnvironment: fileURLToPath(
    new URL('../config/jest.environment-jsdom-fetch.mjs', import.meta.url),
  ),
};
