import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
const url = 'http://127.0.0.1:8131' + (process.argv[2] ?? '/demo');
const nojs = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'America/New_York' });
const p1 = await nojs.newPage(); await p1.goto(url);
const server = await p1.innerHTML('#root');
const ctx = await browser.newContext({ timezoneId: 'America/New_York' });
const p2 = await ctx.newPage();
await p2.route('**/*', async (route) => {
  if (route.request().resourceType() === 'document') {
    const r = await route.fetch(); let body = await r.text();
    body = body.replace(/<script type="application\/json" id="rendered-page">/, '<script type="application/json" id="x">');
    return route.fulfill({ response: r, body });
  }
  return route.continue();
});
await p2.goto(url); await p2.waitForSelector('#root[data-started]'); await p2.waitForTimeout(2000);
const client = await p2.innerHTML('#root');
const split = (h) => h.replace(/></g, '>\n<').split('\n');
const a = split(server), b = split(client);
for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) { console.log(i, '\nS:', a[i], '\nC:', b[i]); if (i > 3000) break; }
await browser.close();
