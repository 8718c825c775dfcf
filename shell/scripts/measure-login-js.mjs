#!/usr/bin/env node
// Measures what the login page costs: opens /login of a running portal in headless Chromium,
// records every JavaScript file the page downloads, and sums their gzip -9 sizes.
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
  scripts.push({
    url: response.url(),
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  });
});
await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Submit' }).waitFor();
await context.close();
rmSync(profile, { recursive: true, force: true });

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
scripts.sort((a, b) => b.gzip - a.gzip);
for (const script of scripts)
  console.log(`${kib(script.gzip).padStart(10)}  ${script.url.replace(base, '')}`);
const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
console.log(`login page: ${scripts.length} JS files, ${kib(raw)} minified, ${kib(total)} gzip`);
