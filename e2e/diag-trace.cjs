const { chromium } = require('@playwright/test');
(async () => {
  const rate = Number(process.argv[2] || 1);
  const who = process.argv[3] || 'owner';
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:4200' });
  const page = await context.newPage();
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Owner', exact: true }).or(page.getByRole('link', { name: 'Owner', exact: true })).first().click();
  await page.waitForURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(`${who}@demo.test`);
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-2026');
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const t0 = Date.now();
  const events = [];
  page.on('request', (r) => events.push({ t: Date.now() - t0, ev: 'req', url: r.url().replace('http://127.0.0.1:4200', '') }));
  page.on('requestfinished', (r) => events.push({ t: Date.now() - t0, ev: 'done', url: r.url().replace('http://127.0.0.1:4200', '') }));
  await page.evaluate(() => {
    window.__m = {};
    document.addEventListener('click', () => { if (!window.__m.click) window.__m.click = performance.now(); }, true);
    const sel = location && '[data-boundary] table tbody tr';
    const o = new MutationObserver(() => { if (!window.__m.click || !document.querySelector(sel)) return; o.disconnect(); requestAnimationFrame(() => { window.__m.rows = performance.now(); }); });
    o.observe(document.body, { childList: true, subtree: true });
  });
  if (process.env.TRACE) await browser.startTracing(page, { path: '/tmp/diag/trace-' + who + '-' + rate + '.json', categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForFunction(() => window.__m.rows, undefined, { timeout: 30000 });
  const m = await page.evaluate(() => window.__m);
  if (process.env.TRACE) await browser.stopTracing();
  const { profile } = { profile: { nodes: [], samples: [], timeDeltas: [] } };
  require('fs').writeFileSync('/tmp/diag/prof-' + who + '-' + rate + '.cpuprofile', JSON.stringify(profile));
  // self time by url and by function
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas; let total = 0;
  profile.samples.forEach((id, i) => { const n = byId.get(id); const d = dt[i] / 1000; total += d; const cf = n.callFrame; const key = (cf.url.split('/').pop() || '(native)') + ' ' + (cf.functionName || '(anon)'); self.set(key, (self.get(key) || 0) + d); });
  const byUrl = new Map();
  for (const [k, v] of self) { const u = k.split(' ')[0]; byUrl.set(u, (byUrl.get(u) || 0) + v); }
  if (0) console.log('profile total ms', Math.round(total));
  if (0) console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));

  if (0) console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
  console.log('click->rows', Math.round(m.rows - m.click));
  if (process.env.NET) for (const e of events) console.log(e.t, e.ev, e.url);
  await browser.close();
})();
