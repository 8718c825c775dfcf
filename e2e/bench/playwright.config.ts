// `npm run bench:browser -w e2e`: the browser figures of the benchmark (not a test suite:
// it measures and prints). One worker, one desktop Chromium, no retries.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '..',
  testMatch: ['bench/browser-bench.ts', 'tests/plate-reading.spec.ts'],
  outputDir: '../artifacts/bench-results',
  timeout: 30 * 60_000,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
