import { fileURLToPath } from 'node:url';
import jestConfig from '../config/jest.base.cjs';

export default jestConfig({
  environment: 'jsdom',
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
});
