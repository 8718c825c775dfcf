// End to end: an owner deletes their own account on the profile page. While the
// unit has a car onsite the server refuses with its message; once the car is offsite the owner
// sees 'Owner Deleted', is signed out at once (the old token is refused) and lands on /{hoaid},
// and the account no longer signs in. Unit 102 (owner2@demo.test) starts with DEM102A onsite.
import { expect, test } from '../support/fresh-portal';
import { DEMO_HOAID, remoteRoot, signIn } from '../support/journeys';
import {
  changeToOffsite,
  expectStatus,
  onsiteLink,
  showDashboardView,
} from '../support/owner-steps';
import type { Page } from '@playwright/test';

test.use({ journey: 'account-deletion' });

const OWNER2 = 'owner2@demo.test';
const ONSITE_REFUSAL =
  'This account cannot be deleted while the unit has vehicles onsite. Please set them offsite first.';

async function openProfile(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Owner Profile' })).toBeVisible();
}

async function deleteAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('You want to delete this account?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
}

test('the owner who deletes their own account is signed out at once and lands on /{hoaid}', async ({
  page,
  request,
}) => {
  await signIn(page, OWNER2);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(remoteRoot(page, 'owner')).toBeVisible();

  // Refused while the unit has a car onsite: the owner stays signed in on the profile.
  await openProfile(page);
  await deleteAccount(page);
  await expectStatus(page, ONSITE_REFUSAL);
  await expect(page).toHaveURL(/\/profile$/);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Dashboard' })
    .click();
  await showDashboardView(page, 'My Vehicles');
  await changeToOffsite(page, 'DEM102A');
  await expect(onsiteLink(page, 'DEM102M')).toHaveText('No');

  await openProfile(page);
  const deletion = page.waitForRequest('**/api/users/deleteowner');
  await deleteAccount(page);
  const token = (await deletion).headers()['authorization'];
  await expectStatus(page, 'Owner Deleted');
  await expect(page).toHaveURL(new RegExp(`/${DEMO_HOAID}$`));
  await expect(remoteRoot(page, 'owner')).toHaveCount(0);

  // Signed out at once: the page has no session and the server refuses the old token.
  await page.goto('/profile');
  await expect(page).toHaveURL(new RegExp(`/${DEMO_HOAID}$`));
  expect(token).toMatch(/^Bearer /);
  const reuse = await request.post('/api/users/deleteowner', {
    headers: { Authorization: token ?? '' },
    data: { userid: 'any' },
  });
  expect(reuse.status()).toBe(401);

  // The closed login no longer signs in.
  await signIn(page, OWNER2);
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(remoteRoot(page, 'owner')).toHaveCount(0);
});
