// A remote served from another origin, as a CDN would (docs/adr/0024): remotes.json names its
// mf-manifest.json there and the portal loads it with no restart (the content security policy
// takes its origins from the list in force); the remote's first chunks are asked for beside its
// entry, not after it; a remote whose server hangs on a real socket and then recovers comes back
// with Retry and no reload; a remote whose files sit on an origin the policy does not allow is
// shown as blocked by the security policy, and the server logs the refusal. Desktop only: the
// widths do not matter here.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/deploy-portal';
import { demoLogins, remoteRoot, signIn } from '../support/journeys';
import { startRemoteCdn, type RemoteCdn } from '../support/remote-cdn';

test.skip(({ viewport }) => (viewport?.width ?? 0) < 800, 'one width is enough for the CDN');
test.describe.configure({ mode: 'serial' });

const versionOf = (entry = '') => entry.split('/')[3] ?? '';

/** The first chunks of admin-app's ./routes, as its manifest lists them. */
function firstChunks(folder: string): string[] {
  const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  return manifest.exposes.find((expose) => expose.path === './routes')?.assets.js.sync ?? [];
}

/** Serves the admin version the portal serves now from a CDN of its own; remotes.json points there. */
async function adminOnCdn(
  deployPortal: { webRoot: string; remotes(): Promise<Record<string, string | undefined>> },
  use: (cdn: RemoteCdn, chunks: string[]) => Promise<void>,
) {
  const current = versionOf((await deployPortal.remotes()).admin);
  const folder = join(deployPortal.webRoot, 'admin-app', 'dist', current);
  const listFile = join(deployPortal.webRoot, 'remotes.json');
  const list = readFileSync(listFile, 'utf8');
  const cdn = await startRemoteCdn(folder);
  try {
    await writeFile(
      listFile,
      JSON.stringify({ ...JSON.parse(list), admin: `${cdn.origin}/mf-manifest.json` }),
    );
    await use(cdn, firstChunks(folder));
  } finally {
    await writeFile(listFile, list);
    await cdn.close();
  }
}

const requested = (cdn: RemoteCdn, path: string) =>
  cdn.requests.filter((request) => request.url.split('?')[0] === path);

const markPage = (page: Page) =>
  page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

test('a remote moved to a CDN loads with no restart, its first chunks asked for beside its entry', async ({
  page,
  deployPortal,
}) => {
  await adminOnCdn(deployPortal, async (cdn, chunks) => {
    expect(chunks.length).toBeGreaterThan(0);
    // The entry is answered only once the first chunks are asked for: if they waited for the
    // entry, it would be answered after 8 s without them.
    cdn.holdEntryUntil(() => chunks.every((chunk) => requested(cdn, `/${chunk}`).length > 0));

    const login = await page.goto('/login');
    expect(login?.headers()['content-security-policy']).toContain(
      `script-src 'self' ${cdn.origin}`,
    );
    await signIn(page, demoLogins.admin);
    await expect(remoteRoot(page, 'admin')).toBeVisible();

    expect(requested(cdn, '/mf-manifest.json').length).toBeGreaterThan(0);
    expect(requested(cdn, '/remoteEntry.js')).toHaveLength(1);
    expect(cdn.entryWaitedFor()).toBe(true);
    // In the browser too: each first chunk was requested before the entry's answer ended.
    const timing = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
    );
    const entry = timing.find((resource) => resource.name === `${cdn.origin}/remoteEntry.js`);
    expect(entry).toBeDefined();
    for (const chunk of chunks) {
      const loaded = timing.find((resource) => resource.name === `${cdn.origin}/${chunk}`);
      expect(loaded?.startTime).toBeLessThan(entry?.responseEnd ?? 0);
    }
  });
});

test('a remote whose server hangs, then answers again, comes back with Retry and no reload', async ({
  page,
  deployPortal,
}) => {
  await adminOnCdn(deployPortal, async (cdn) => {
    cdn.hangEntry();
    await signIn(page, demoLogins.admin);
    await expect(page).toHaveURL(/\/admindashboard$/);
    const retry = page.getByRole('button', { name: 'Retry' });
    // The 10 s cap itself is proven on the page's clock in the shell's remote-registry test.
    await expect(retry).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('This part of the portal could not be loaded.')).toBeVisible();
    expect(requested(cdn, '/remoteEntry.js')).toHaveLength(1);

    // The server answers again; the hung request's socket is still open.
    cdn.answerEntry();
    await markPage(page);
    await retry.click();
    await expect(remoteRoot(page, 'admin')).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
    expect(requested(cdn, '/remoteEntry.js').map((request) => request.url)).toEqual([
      '/remoteEntry.js',
      '/remoteEntry.js?retry=1',
    ]);
  });
});

test('a remote whose files sit on an origin the policy does not allow is shown as blocked, and the server logs it', async ({
  page,
  deployPortal,
}) => {
  await adminOnCdn(deployPortal, async (cdn) => {
    // The manifest is on the listed origin, its files on another one nobody listed.
    cdn.rewritePublicPath(`${cdn.otherOrigin}/`);
    await signIn(page, demoLogins.admin);
    await expect(page).toHaveURL(/\/admindashboard$/);
    await expect(
      page.getByText("This part of the portal was blocked by the portal's security policy."),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Check your connection/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect
      .poll(() => readFileSync(deployPortal.serverLog, 'utf8'))
      .toContain(`the content security policy refused ${cdn.otherOrigin}`);
  });
});
