// Steps of the payment journeys: the receipt after 'Transaction Complete', the
// payments lists of owners and admins, and a check that nothing covers what the payer must read.
import { expect, type Locator, type Page } from '@playwright/test';

/** The owner's or the admin's payments list: a table on desktop, cards on phones (spec §2). */
export function paymentsList(page: Page): Locator {
  const name = 'Payments';
  return page.getByRole('table', { name }).or(page.getByRole('list', { name }));
}

export function monthlyTotals(page: Page): Locator {
  const name = 'Monthly totals';
  return page.getByRole('table', { name }).or(page.getByRole('list', { name }));
}

/** The receipt's values: Amount, Nights, Transaction id. */
export async function receiptValues(summary: Locator): Promise<string[]> {
  const receipt = summary.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toBeVisible();
  return receipt.getByRole('definition').allTextContents();
}

/**
 * True when the element's centre is the topmost thing on the page there: no banner, overlay or
 * other dialog covers it (the banner does not cover the receipt).
 */
export async function isUncovered(element: Locator): Promise<boolean> {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (node === hit || node.contains(hit));
  });
}
