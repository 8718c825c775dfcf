// On the large community (1,004 owners, 10,006 vehicles) the admin opens All Vehicles,
// filters, sorts and pages at 1280 px (table) and 600 px (cards). The server pages, sorts and
// filters; the browser renders only what can be seen.
import type { Locator, Page } from '@playwright/test';
import { dashboardButton, entries, openDashboardPanel, records } from '../support/admin-steps';
import { openOwnerLogin, remoteRoot, saveScreen, submitOwnerLogin } from '../support/journeys';
import { LARGE_ADMIN, LARGE_HOAID, LARGE_PASSWORD, expect, test } from '../support/large-portal';

const VEHICLES = 'All Vehicles';

/** The count under a list, e.g. "10,006 vehicles", as a number. */
async function countOf(page: Page, list: string): Promise<number> {
  const text = await listPanel(page, list).getByRole('status').first().innerText();
  return Number(/^([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '') ?? NaN);
}

function listPanel(page: Page, title: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title }) });
}

/** The plate (first field) of each rendered row or card. */
async function shownPlates(list: Locator): Promise<string[]> {
  const texts = await entries(list).evaluateAll((nodes) =>
    nodes.map((node) => {
      const first = node.querySelector('td, dd');
      return (first?.textContent ?? '').trim();
    }),
  );
  return texts;
}

function pages(page: Page): Locator {
  return page.getByRole('navigation', { name: `${VEHICLES} pages` });
}

test.describe('large community', () => {
  test('the admin opens All Vehicles of 10,006, filters, sorts and pages', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    // 100 rows a page on a desktop, 25 cards on a phone.
    const lastPage = phone ? 401 : 101;
    await openOwnerLogin(page, LARGE_HOAID);
    await submitOwnerLogin(page, LARGE_ADMIN, LARGE_PASSWORD);
    await expect(page).toHaveURL(/\/admindashboard$/);
    await expect(remoteRoot(page, 'admin')).toBeVisible();

    // The Owners panel opens first: a page of owners with the community's count.
    await expect(dashboardButton(page, 'Owners')).toHaveAttribute('aria-pressed', 'true');
    const owners = records(page, 'Owners');
    await expect(entries(owners).first()).toBeVisible();
    expect(await countOf(page, 'Owners')).toBeGreaterThanOrEqual(1000);

    await openDashboardPanel(page, 'Vehicles');
    const vehicles = records(page, VEHICLES);
    await expect(entries(vehicles).first()).toBeVisible();
    await expect(listPanel(page, VEHICLES).getByRole('status').first()).toHaveText(
      '10,006 vehicles',
    );
    // Only what can be seen is rendered, not the page of 100 and never the 10,006.
    expect(await entries(vehicles).count()).toBeLessThan(phone ? 15 : 40);
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(3000);
    await expect(pages(page).getByText(`Page 1 of ${lastPage}`)).toBeVisible();
    await saveScreen(page, testInfo, 'large-all-vehicles');

    // Sort: by plate through the server, then the other way round.
    if (phone) {
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Plate');
    } else {
      await vehicles.getByRole('button', { name: 'Plate' }).click();
      await expect(vehicles.getByRole('columnheader', { name: 'Plate' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
    }
    await expect
      .poll(async () => {
        const plates = await shownPlates(vehicles);
        return plates.length > 1 && plates.every((p, i) => i === 0 || plates[i - 1]! <= p);
      })
      .toBe(true);
    const firstAscending = (await shownPlates(vehicles))[0]!;
    if (phone) await page.getByRole('button', { name: 'Sort descending' }).click();
    else await vehicles.getByRole('button', { name: 'Plate' }).click();
    // The next order has arrived when the shown cards or rows start elsewhere and run downwards
    // (a phone measures its cards as they render, so the set on screen settles in steps).
    await expect
      .poll(async () => {
        const plates = await shownPlates(vehicles);
        return (
          plates.length > 1 &&
          plates[0] !== firstAscending &&
          plates.every((p, i) => i === 0 || plates[i - 1]! >= p)
        );
      })
      .toBe(true);
    const descending = await shownPlates(vehicles);

    // Pages: the next page continues the order; Last reaches the end.
    const lastOfPageOne = descending.at(-1)!;
    // The page buttons are pressed from the keyboard: on a phone the cards above them are measured
    // as they scroll into view, so a pointer click aimed before that can land on a card.
    await pages(page).getByRole('button', { name: 'Next' }).press('Enter');
    await expect(pages(page).getByText(`Page 2 of ${lastPage}`)).toBeVisible();
    await expect.poll(async () => (await shownPlates(vehicles))[0]).not.toBe(descending[0]);
    expect((await shownPlates(vehicles))[0]! <= descending[0]!).toBe(true);
    expect(lastOfPageOne.length).toBeGreaterThan(0);
    await pages(page).getByRole('button', { name: 'Last' }).press('Enter');
    await expect(pages(page).getByText(`Page ${lastPage} of ${lastPage}`)).toBeVisible();
    await expect(pages(page).getByRole('button', { name: 'Next' })).toBeDisabled();

    // Filters: renter vehicles onsite, then a search; each answer counts what matches.
    await page.getByLabel('Type').selectOption('renter');
    await expect.poll(() => countOf(page, VEHICLES)).toBeLessThan(10_006);
    const renters = await countOf(page, VEHICLES);
    expect(renters).toBeGreaterThan(0);
    await page.getByLabel('Onsite').selectOption('Yes');
    await expect.poll(() => countOf(page, VEHICLES)).toBeLessThan(renters);
    await expect(entries(vehicles).first()).toBeVisible();
    const plate = (await shownPlates(vehicles))[0]!;
    await page.getByLabel('Search').fill(plate);
    await expect.poll(() => countOf(page, VEHICLES)).toBeLessThanOrEqual(3);
    await expect(entries(vehicles).filter({ hasText: plate }).first()).toBeVisible();
    await saveScreen(page, testInfo, 'large-all-vehicles-filtered');

    // The other lists of the large community show a page and their counts.
    await openDashboardPanel(page, 'Violations');
    await expect(entries(records(page, 'Violations')).first()).toBeVisible();
    await expect.poll(() => countOf(page, 'Violations')).toBe(5000);
    await saveScreen(page, testInfo, 'large-violations');
    await openDashboardPanel(page, 'Feedback');
    await expect(entries(records(page, 'Feedback')).first()).toBeVisible();
    await expect.poll(() => countOf(page, 'Feedback')).toBe(2000);
    await saveScreen(page, testInfo, 'large-feedback');
  });
});
