// Every remote also runs alone for QA (docs/architecture.md, Standalone): its own page, its own login, the real API.
// The global setup builds each remote with `--env standalone` and serves it with /api proxied to
// the portal under test; E2E_STANDALONE_<REMOTE> holds its address.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoLogins, remoteRoot } from '../support/journeys';
import { standaloneEnvName, type RemoteName } from '../support/standalone-remotes';

function standaloneUrl(remote: RemoteName): string {
  const url = process.env[standaloneEnvName(remote)];
  if (!url) {
    throw new Error(
      `no standalone ${remote}-app is served (E2E_STANDALONE=0, or no src/standalone)`,
    );
  }
  return url;
}

async function signInStandalone(page: Page, remote: RemoteName, email: string): Promise<void> {
  await page.goto(`${standaloneUrl(remote)}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test.describe('remotes running standalone', () => {
  test('owner-app alone signs an owner in and renders the owner dashboard', async ({ page }) => {
    await signInStandalone(page, 'owner', demoLogins.owner);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(remoteRoot(page, 'owner')).toBeVisible();
    await expect(page.getByText('Owner Dashboard').first()).toBeVisible();
  });

  test('admin-app alone signs an admin in and renders the Administrator Dashboard', async ({
    page,
  }) => {
    await signInStandalone(page, 'admin', demoLogins.admin);

    await expect(page).toHaveURL(/\/admindashboard$/);
    await expect(remoteRoot(page, 'admin')).toBeVisible();
    await expect(page.getByText('Administrator Dashboard').first()).toBeVisible();
  });

  test('admin-app alone takes a readonly owner to the read-only owners page, and its links work', async ({
    page,
  }) => {
    await signInStandalone(page, 'admin', demoLogins.readonly);

    await expect(page).toHaveURL(/\/readonlyowners$/);
    await expect(page.getByRole('button', { name: 'Maintenance' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/readonlyowners$/);
    await expect(remoteRoot(page, 'admin')).toBeVisible();
    await page.goto(`${standaloneUrl('admin')}/`);
    await expect(page).toHaveURL(/\/readonlyowners$/);
  });

  test('renter-app alone checks a renter in and renders the Renter Dashboard', async ({ page }) => {
    await page.goto(`${standaloneUrl('renter')}/login`);
    await page.getByLabel('Unit number').fill('101');
    await page.getByLabel('Pin code').fill('1234');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/renterdashboard$/);
    await expect(remoteRoot(page, 'renter')).toBeVisible();
    await expect(page.getByText('Renter Dashboard').first()).toBeVisible();
    await expect(page.getByText('Unit: 101').first()).toBeVisible();
  });
});
