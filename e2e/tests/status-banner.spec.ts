// The status banner never covers an open dialog (the dialog shows the message
// inside itself), and an error of one form is gone when the next form opens.
import { expect, test, type Locator } from '@playwright/test';
import { dialog, openDashboardPanel, panel, signInAsAdmin } from '../support/admin-steps';
import { demoLogins, saveScreen } from '../support/journeys';

/** True when the middle of the element is what the user sees there (nothing drawn over it). */
function isUncovered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return seen !== null && node.contains(seen);
  });
}

test('an error of one form shows inside it and is gone when the next form opens', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await openDashboardPanel(page, 'Owners');
  const owners = panel(page, 'Owners');

  // An address that is already registered: the server refuses it.
  await owners.getByRole('button', { name: 'Add', exact: true }).click();
  const registration = dialog(page, 'Owner Registration');
  await expect(registration).toBeVisible();
  await registration.getByLabel('First Name').fill('Dora');
  await registration.getByLabel('Last Name').fill('Duplicate');
  await registration.getByLabel('Email').fill(demoLogins.owner);
  await registration.getByLabel('Phone').fill('302-555-0145');
  await registration.getByLabel('Unit Number').fill('101');
  await registration.getByLabel('Pin Code').fill('2468');
  await registration.getByLabel('Password', { exact: true }).fill('first-pass-2026');
  await registration.getByLabel('Confirm Password').fill('first-pass-2026');
  await registration.getByRole('button', { name: 'Submit' }).click();

  const error = registration
    .getByRole('status')
    .filter({ has: page.locator('[data-kind="error"]') });
  await expect(error).toBeVisible();
  const message = (await error.innerText()).trim();
  expect(message).not.toBe('');
  // The dialog's title and first field are not covered by any banner.
  await expect.poll(() => isUncovered(registration.getByRole('heading').first())).toBe(true);
  await expect.poll(() => isUncovered(registration.getByLabel('First Name'))).toBe(true);
  await saveScreen(page, testInfo, 'status-in-dialog');

  await registration.getByRole('button', { name: 'Cancel' }).click();
  await expect(registration).toBeHidden();

  await owners.getByRole('button', { name: 'Modify Olivia Owner' }).click();
  const modify = dialog(page, 'Modify Owner');
  await expect(modify).toBeVisible();
  await expect(modify.getByText(message, { exact: true })).toHaveCount(0);
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  await expect.poll(() => isUncovered(modify.getByRole('heading').first())).toBe(true);
  await saveScreen(page, testInfo, 'status-next-form');
  await modify.getByRole('button', { name: 'Cancel' }).click();
  await expect(modify).toBeHidden();
});
