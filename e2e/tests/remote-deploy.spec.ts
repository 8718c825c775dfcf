// A team deploys its remote alone (docs/adr/0006, README "Deploying a remote"): admin-app is built
// into a new version folder, the remote list is switched, admins get the new version without a
// server restart or a shell rebuild, an open admin tab offers Reload, and a rollback restores the
// old version. Then a remote built against a newer @parking/shared major is refused on its own
// page only. Desktop only: the widths do not matter here, and each build takes half a minute.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, folderDigest, test } from '../support/deploy-portal';
import { checkIn, demoLogins, remoteRoot, signIn } from '../support/journeys';
import { buildRemoteFromCommit } from '../support/remote-from-commit';

/** The last commit before the sharing and versioning rules of docs/adr/0006. */
const EARLIER_COMMIT = '7a662d9';

test.skip(({ viewport }) => (viewport?.width ?? 0) < 800, 'one width is enough for deploys');
test.describe.configure({ mode: 'serial' });

const NEW_VERSION = 'A new version of this page is available';
const versionOf = (entry: string) => entry.split('/')[3] ?? '';

/** The admin-app version folder this page loaded its remoteEntry.js from. */
function loadedAdminVersion(page: Page): Promise<string> {
  return page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .map((resource) => new URL(resource.name).pathname)
      .filter((path) => /^\/remotes\/admin\/[^/]+\/remoteEntry\.js$/.test(path))
      .pop();
    return entry?.split('/')[3] ?? '';
  });
}

test('admin-app is deployed, switched and rolled back with no restart and no shell rebuild', async ({
  page,
  deployPortal,
}) => {
  test.setTimeout(240_000);
  const shellBefore = folderDigest(join(deployPortal.webRoot, 'shell', 'dist'));
  const before = versionOf((await deployPortal.remotes()).admin);

  // An admin is working in the current version.
  await signIn(page, demoLogins.admin);
  await expect(remoteRoot(page, 'admin')).toBeVisible();
  expect(await loadedAdminVersion(page)).toBe(before);

  // The admin team builds a new version; the build label makes its bytes (and folder) new.
  const built = deployPortal.deployScript(['build', 'admin'], {
    PARKING_BUILD_ID: `deploy-test-${Date.now()}`,
  });
  expect(built).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
  expect(built).not.toBe(before);
  expect((await deployPortal.remotes()).admin).toContain(`/${before}/`); // built, not yet live

  deployPortal.deployScript(['switch', 'admin', built]);
  expect((await deployPortal.remotes()).admin).toBe(`/remotes/admin/${built}/remoteEntry.js`);

  // The open tab keeps working on its version and offers the new one.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = page.getByRole('status').filter({ hasText: NEW_VERSION });
  await expect(notice).toBeVisible();
  await expect(remoteRoot(page, 'admin')).toBeVisible();
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(remoteRoot(page, 'admin')).toBeVisible();
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  expect(await loadedAdminVersion(page)).toBe(built);

  // The old version is still served to tabs that have it open.
  expect((await page.request.get(`/remotes/admin/${before}/remoteEntry.js`)).status()).toBe(200);

  // Rollback: one command, and the next page load gets the old version again.
  deployPortal.deployScript(['switch', 'admin', before]);
  await page.reload();
  await expect(remoteRoot(page, 'admin')).toBeVisible();
  expect(await loadedAdminVersion(page)).toBe(before);

  expect(folderDigest(join(deployPortal.webRoot, 'shell', 'dist'))).toEqual(shellBefore);
});

test('a remote built for a newer @parking/shared major is refused on its own page only', async ({
  page,
  deployPortal,
}) => {
  test.setTimeout(240_000);
  const current = versionOf((await deployPortal.remotes()).admin);
  const newerMajor = deployPortal.deployScript(['build', 'admin'], {
    PARKING_SHARED_VERSION: '2.0.0',
    PARKING_BUILD_ID: `shared-2-${Date.now()}`,
  });
  deployPortal.deployScript(['switch', 'admin', newerMajor]);
  try {
    await signIn(page, demoLogins.admin);
    await expect(page).toHaveURL(/\/admindashboard$/);
    await expect(
      page.getByText('This part of the portal does not work with this version of the portal.'),
    ).toBeVisible();
    await expect(remoteRoot(page, 'admin')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // Other remotes in the same tab are not affected.
    await page.getByRole('button', { name: 'Logout' }).click();
    await checkIn(page, '101', '1234');
    await expect(remoteRoot(page, 'renter')).toBeVisible();
  } finally {
    deployPortal.deployScript(['switch', 'admin', current]);
  }
});

test('an admin-app built from an earlier commit works in the current shell, and so do the others', async ({
  page,
  deployPortal,
}) => {
  test.setTimeout(240_000);
  const current = versionOf((await deployPortal.remotes()).admin);
  const earlier = await buildRemoteFromCommit('admin', EARLIER_COMMIT, deployPortal.webRoot);
  deployPortal.discardLater('admin', earlier);
  deployPortal.deployScript(['switch', 'admin', earlier]);
  try {
    await signIn(page, demoLogins.admin);
    await expect(page).toHaveURL(/\/admindashboard$/);
    // The earlier build still runs here (issue 10 allows a clear refusal; this one works).
    await expect(remoteRoot(page, 'admin')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Owners' }).first()).toBeVisible();
    expect(await loadedAdminVersion(page)).toBe(earlier);

    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page, demoLogins.owner);
    await expect(remoteRoot(page, 'owner')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page, demoLogins.admin);
    await expect(remoteRoot(page, 'admin')).toBeVisible();
  } finally {
    deployPortal.deployScript(['switch', 'admin', current]);
  }
});
