// Foundation journeys: each role signs in and gets only its own remote (spec §2, docs/architecture.md).
import { expect, test } from '@playwright/test';
import {
  DEMO_HOAID,
  DEMO_PASSWORD,
  checkIn,
  demoLogins,
  landingEntry,
  openOwnerLogin,
  openRenterCheckin,
  remoteRoot,
  saveScreen,
  signIn,
  submitOwnerLogin,
  unitDropdown,
  watchRemoteDownloads,
  remotesTouched,
  remoteEntryOf,
} from '../support/journeys';

test.describe('signing in by role', () => {
  test('an owner gets the owner dashboard and never downloads the renter or admin remote', async ({
    page,
  }, testInfo) => {
    const remoteDownloads = watchRemoteDownloads(page);
    await openOwnerLogin(page);
    await saveScreen(page, testInfo, 'login');
    await submitOwnerLogin(page, demoLogins.owner, DEMO_PASSWORD);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(remoteRoot(page, 'owner')).toBeVisible();
    await saveScreen(page, testInfo, 'owner-dashboard');
    expect(remoteDownloads).toContainEqual(remoteEntryOf('owner'));
    expect(remotesTouched(remoteDownloads)).toEqual(['owner']);
  });

  test('an admin gets the Administrator Dashboard from the admin remote', async ({
    page,
  }, testInfo) => {
    const remoteDownloads = watchRemoteDownloads(page);
    await signIn(page, demoLogins.admin);

    await expect(page).toHaveURL(/\/admindashboard$/);
    await expect(remoteRoot(page, 'admin')).toBeVisible();
    await expect(page.getByText('Administrator Dashboard').first()).toBeVisible();
    await saveScreen(page, testInfo, 'admin-dashboard');
    expect(remoteDownloads).toContainEqual(remoteEntryOf('admin'));
    expect(remotesTouched(remoteDownloads)).toEqual(['admin']);
  });

  test('a read-only owner lands on the read-only owners page', async ({ page }, testInfo) => {
    await signIn(page, demoLogins.readonly);

    await expect(page).toHaveURL(/\/readonlyowners$/);
    await expect(remoteRoot(page, 'admin')).toBeVisible();
    await saveScreen(page, testInfo, 'readonly-owners');
  });

  test('a renter checks in with unit and PIN and gets the Renter Dashboard', async ({
    page,
  }, testInfo) => {
    const remoteDownloads = watchRemoteDownloads(page);
    await openRenterCheckin(page);
    // spec §2 Renter Checkin: only units available for rent are listed; 102 is not.
    await expect(unitDropdown(page).locator('option', { hasText: '101' })).toHaveCount(1);
    await expect(unitDropdown(page).locator('option', { hasText: '102' })).toHaveCount(0);
    await saveScreen(page, testInfo, 'renter-checkin');

    await checkIn(page, '101', '1234');

    await expect(page).toHaveURL(/\/renterdashboard$/);
    await expect(remoteRoot(page, 'renter')).toBeVisible();
    await expect(page.getByText('Renter Dashboard').first()).toBeVisible();
    await expect(page.getByText('Unit: 101').first()).toBeVisible();
    await saveScreen(page, testInfo, 'renter-dashboard');
    expect(remoteDownloads).toContainEqual(remoteEntryOf('renter'));
    expect(remotesTouched(remoteDownloads)).toEqual(['renter']);
  });
});

test.describe('session', () => {
  test('a wrong password shows the message the server sends', async ({ page, request }) => {
    const refusal = await request.post('/api/users/login', {
      data: { email: demoLogins.owner, password: 'not-the-password', hoaid: DEMO_HOAID },
    });
    expect(refusal.status()).toBe(401);
    const { message } = (await refusal.json()) as { message: string };

    await signIn(page, demoLogins.owner, 'not-the-password');

    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logging out returns the owner to the community landing page', async ({ page }) => {
    await signIn(page, demoLogins.owner);
    await expect(remoteRoot(page, 'owner')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL(new RegExp(`/${DEMO_HOAID}$`));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(new RegExp(`/${DEMO_HOAID}$`));
  });

  test('a protected page without signing in sends the visitor to the community landing page', async ({
    page,
  }) => {
    // spec §2: the community id comes from the session, kept since the visitor opened /demo.
    await page.goto(`/${DEMO_HOAID}`);
    await expect(landingEntry(page, 'Owner')).toBeVisible();
    await page.goto('/dashboard');

    await expect(page).toHaveURL(new RegExp(`/${DEMO_HOAID}$`));
    await expect(landingEntry(page, 'Owner')).toBeVisible();
    await expect(remoteRoot(page, 'owner')).toHaveCount(0);
  });

  test('a first visit to a protected page lands on the default community', async ({ page }) => {
    await page.goto('/dashboard');

    await expect(page).toHaveURL(/\/$/);
    await expect(landingEntry(page, 'Owner')).toBeVisible();
    await expect(remoteRoot(page, 'owner')).toHaveCount(0);
  });
});
