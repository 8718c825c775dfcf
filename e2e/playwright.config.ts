// End-to-end journeys against ONE built portal: the global setup builds what is missing, starts
// the server on E2E_PORT with a fresh data folder (embedded PGlite, seeded demo data) and stops
// it afterwards. Browsers: Debian's Chromium (its headless shell when installed) only; Playwright
// never downloads one.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { portalPort } from './support/portal-address';

const inCi = Boolean(process.env.CI);
/**
 * Debian's headless shell (package chromium-headless-shell, which .ci/run installs) when it is
 * there: the same Blink and V8 without the full browser around them, about 30 % less CPU for the
 * same journeys (docs/adr/0043). Else Debian's chromium; E2E_CHROMIUM names another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  globalSetup: './support/global-setup.ts',
  // A journey on a busy CI machine takes up to three times what it takes here.
  timeout: 120_000,
  // The CI machine runs the journeys beside other work at up to three times this machine's
  // time per step: an assertion waits up to 20 s for what must come (time bounds of the product
  // itself are proven on fake clocks, e2e/README.md).
  expect: { timeout: 20_000 },
  fullyParallel: false,
  forbidOnly: inCi,
  // A flaky journey gets fixed, not retried; CI runs every test once.
  retries: 0,
  workers: 2,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${portalPort()}`,
    screenshot: 'only-on-failure',
    // The demo communities' time zone (support/journeys.ts DEMO_TIMEZONE): residents' browsers
    // are on the community's clock, whatever the machine's.
    timezoneId: 'America/New_York',
    trace: 'off',
    launchOptions: {
      executablePath: browserPath,
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
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // spec §2: below 800 px the phone layout is used.
    { name: 'phone', use: { viewport: { width: 600, height: 900 } } },
  ],
});
