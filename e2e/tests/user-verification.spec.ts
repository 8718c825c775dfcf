// Results of the e-mail links (spec §2 User verification page).
import { expect, test } from '@playwright/test';

test('a verified e-mail tells the user they may now log in', async ({ page }) => {
  await page.goto('/userverification/verify/x/demo/a@b.c');

  await expect(page.getByText('Email Verified').first()).toBeVisible();
  await expect(page.getByText('You may now login').first()).toBeVisible();
});

test('an expired password reset link says so', async ({ page }) => {
  await page.goto('/userverification/pwlinkexpired/x/demo/a@b.c');

  await expect(page.getByText('Link Expired').first()).toBeVisible();
  await expect(
    page.getByText('Please go to login screen and request another password reset').first(),
  ).toBeVisible();
});
