#!/usr/bin/env node
// Measures what the login page costs: opens /login of a running portal in headless Chromium,
// records every JavaScript file the page downloads, and sums their gzip -9 sizes and the bytes
// actually served (the server sends the build's precompressed .br or .gz by Accept-Encoding).
//   node shell/scripts/measure-login-js.mjs [base URL, default http://localhost:8080]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/+$/, '');
const profile = mkdtempSync(path.join(tmpdir(), 'login-js-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const page = context.pages()[0] ?? (await context.newPage());
const scripts = [];
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return;
  const body = await response.body();
  const sizes = await response.request().sizes();
  scripts.push({
    url: response.url(),
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    served: sizes.responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
  });
});
await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Submit' }).waitFor();
await context.close();
rmSync(profile, { recursive: true, force: true });

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
scripts.sort((a, b) => b.gzip - a.gzip);
for (const script of scripts) {
  const served = `${kib(script.served)} ${script.encoding}`;
  console.log(
    `${kib(script.gzip).padStart(10)}  ${served.padStart(16)}  ${script.url.replace(base, '')}`,
  );
}
const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
console.log(
  `login page: ${scripts.length} JS files, ${kib(sum('raw'))} minified, ` +
    `${kib(sum('gzip'))} gzip -9, ${kib(sum('served'))} as served`,
);
