// Foundation journey: the community landing page (spec §1, §2 Routes).
import { expect, test } from '@playwright/test';
import type { Community } from '@parking/shared/domain';
import { DEMO_HOAID, landingEntry, saveScreen } from '../support/journeys';

async function demoCommunity(
  request: import('@playwright/test').APIRequestContext,
): Promise<Community> {
  const response = await request.get(`/api/parking/data_for_hoa/${DEMO_HOAID}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Community;
}

test.describe('community landing page', () => {
  test('shows the community name, manager company, address and the parking summary', async ({
    page,
    request,
  }, testInfo) => {
    const community = await demoCommunity(request);
    await page.goto(`/${DEMO_HOAID}`);

    await expect(page.getByText(community.name, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(community.company, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(community.address, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(community.city, { exact: false }).first()).toBeVisible();
    // spec §1: the header summary shows Spaces, Used and Available (spaces minus used).
    const summary = page.getByLabel('Parking summary');
    await expect(summary.locator('dt')).toHaveText(['Spaces', 'Used', 'Available'], {
      ignoreCase: true,
    });
    const [spaces, used, available] = (await summary.locator('dd').allInnerTexts()).map(Number);
    expect(available).toBe(Number(spaces) - Number(used));
    await expect(landingEntry(page, 'Owner')).toBeVisible();
    await expect(landingEntry(page, 'Renter')).toBeVisible();
    await saveScreen(page, testInfo, 'landing');
  });

  test('the site root shows the default community', async ({ page, request }) => {
    const community = await demoCommunity(request);
    await page.goto('/');

    await expect(page.getByText(community.name, { exact: false }).first()).toBeVisible();
    await expect(landingEntry(page, 'Owner')).toBeVisible();
  });

  test('an unknown community sends the visitor to the site root', async ({ page }) => {
    await page.goto('/no-such-community');

    await expect(page).toHaveURL(/\/$/);
    await expect(landingEntry(page, 'Owner')).toBeVisible();
  });
});
