#!/usr/bin/env node
// Draws the patrol app's icons (docs/adr/0031): shell/public/icons/patrol-icon.svg rendered by
// Chromium to the PNG sizes the web manifest names. Run after changing the SVG:
//   node scripts/patrol-icons.mjs        (needs /usr/bin/chromium or CHROMIUM_PATH)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const icons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shell/public/icons');
const svg = readFileSync(path.join(icons, 'patrol-icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(icons, `patrol-${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
