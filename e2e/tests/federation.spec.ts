// Module Federation in the running portal (docs/adr/0006): per role, every declared singleton is
// loaded exactly once and the role's remote uses the shell's instance; the router is one
// instance, so a remote page's router hooks work inside the shell; the federation runtime comes
// once, with the shell. Desktop only: nothing here depends on the width.
import { expect, test, type Page } from '@playwright/test';
import { checkIn, demoLogins, remoteRoot, signIn } from '../support/journeys';
import { DECLARED_SINGLETONS, readShareScope } from '../support/share-scope';

test.skip(({ viewport }) => (viewport?.width ?? 0) < 800, 'the share scope is the same at 600 px');

const CONTAINER = { owner: 'owner_app', renter: 'renter_app', admin: 'admin_app' } as const;

async function expectOneInstanceOfEachSingleton(page: Page, remote: keyof typeof CONTAINER) {
  const scope = await readShareScope(page);
  for (const key of DECLARED_SINGLETONS) {
    expect(scope[key], `${key} loaded once`).toHaveLength(1);
    expect(scope[key]?.[0]?.from, `${key} provided by the shell`).toBe('shell');
  }
  // The remote renders with the page's React, styled-components and shared state, not its own.
  for (const key of ['react', 'styled-components', '@parking/shared/events'] as const) {
    expect(scope[key]?.[0]?.useIn, `${key} used by ${CONTAINER[remote]}`).toContain(
      CONTAINER[remote],
    );
  }
  // Stateless code is bundled per app; the router has one key.
  expect(Object.keys(scope)).not.toContain('@parking/shared/ui');
  expect(Object.keys(scope)).not.toContain('react-router-dom');
}

async function expectRuntimeFromTheShellOnly(page: Page, remote: keyof typeof CONTAINER) {
  const from = await page.evaluate(
    () =>
      (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
        ._FEDERATION_RUNTIME_CORE_FROM,
  );
  expect(from?.name).toBe('shell');
  const { [remote]: entry } = (await (await page.request.get('/remotes.json')).json()) as Record<
    string,
    string
  >;
  // /remotes.json names the version's mf-manifest.json; its remoteEntry.js is beside it.
  const entryUrl = (entry ?? '').replace(/mf-manifest\.json$/, 'remoteEntry.js');
  const remoteEntry = await (await page.request.get(entryUrl)).text();
  expect(remoteEntry).toContain(CONTAINER[remote]);
  // A message only the federation runtime core carries: the shell's main chunk has it, the
  // remote's entry does not.
  expect(remoteEntry).not.toContain('is already registered');
}

test.describe('shared singletons and the router, per role', () => {
  test('owner: one instance of each singleton, the runtime once', async ({ page }) => {
    await signIn(page, demoLogins.owner);
    await expect(remoteRoot(page, 'owner')).toBeVisible();
    await expectOneInstanceOfEachSingleton(page, 'owner');
    await expectRuntimeFromTheShellOnly(page, 'owner');
  });

  test('renter: one instance of each singleton', async ({ page }) => {
    await checkIn(page, '101', '1234');
    await expect(remoteRoot(page, 'renter')).toBeVisible();
    await expectOneInstanceOfEachSingleton(page, 'renter');
  });

  test('readonly: one instance of each singleton on the read-only owners page', async ({
    page,
  }) => {
    await signIn(page, demoLogins.readonly);
    await expect(page).toHaveURL(/\/readonlyowners$/);
    await expect(remoteRoot(page, 'admin')).toBeVisible();
    await expectOneInstanceOfEachSingleton(page, 'admin');
  });

  test("admin: one instance of each singleton, and the dashboard's panels follow the shell's router", async ({
    page,
  }) => {
    await signIn(page, demoLogins.admin);
    await expect(remoteRoot(page, 'admin')).toBeVisible();
    await expectOneInstanceOfEachSingleton(page, 'admin');

    // admin-app's dashboard keeps its open panel in the URL with useSearchParams: this only
    // works when the remote's router hooks see the shell's <BrowserRouter>.
    await page.getByRole('button', { name: 'Vehicles', exact: true }).click();
    await expect(page).toHaveURL(/\/admindashboard\?panel=vehicles$/);
    await expect(page.getByRole('heading', { name: 'All Vehicles' }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admindashboard$/);
    await expect(page.getByRole('heading', { name: 'Owners' }).first()).toBeVisible();
    await page.goto('/admindashboard?panel=feedback');
    await expect(page.getByRole('heading', { name: 'Feedback' }).first()).toBeVisible();
  });
});

test('the login page downloads at most 170 KB of JavaScript as served, precompressed', async ({
  page,
}) => {
  const scripts: Promise<{ bytes: number; encoding: string | null }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => ({
        bytes: (await response.request().sizes()).responseBodySize,
        encoding: await response.headerValue('content-encoding'),
      }))(),
    );
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const served = await Promise.all(scripts);
  expect(served.length).toBeGreaterThan(0);
  // Chromium asks for brotli; the build's .br files answer (config/webpack/precompress-plugin.mjs;
  // files under 512 bytes are sent as they are).
  expect(served.filter((script) => script.encoding !== 'br' && script.bytes >= 512)).toEqual([]);
  expect(served.reduce((sum, script) => sum + script.bytes, 0)).toBeLessThanOrEqual(170_000);
});
