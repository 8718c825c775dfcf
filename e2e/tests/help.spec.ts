// Help page and the comments (feedback) form (spec §2 Help page, Comments form, §5, §8).
import { expect, test } from '@playwright/test';
import { DEMO_HOAID, landingEntry } from '../support/journeys';

test('the help page shows Application Information and the feedback form sends a comment', async ({
  page,
}, testInfo) => {
  // The Feedback toggle shows only once the community is stored: come from its landing page.
  await page.goto(`/${DEMO_HOAID}`);
  await expect(landingEntry(page, 'Owner')).toBeVisible();
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/helptabs\/landing$/);
  await expect(page.getByText('Application Information').first()).toBeVisible();

  await page.getByRole('button', { name: 'Feedback' }).click();
  const submit = page.getByRole('button', { name: 'Submit' });
  await page.getByLabel('Comment', { exact: true }).fill('The gate closes too early.');
  await submit.click();
  await expect(page.getByText('Name field is required').first()).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(`E2E ${testInfo.project.name}`);
  await submit.click();
  await expect(page.getByText('Notification Insert Successful').first()).toBeVisible();
});
