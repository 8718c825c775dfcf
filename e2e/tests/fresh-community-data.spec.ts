// End to end: an owner is signed in (a browser of their own) while the admin
// publishes new owner help text and commits a new contact. After a reload the owner's help page
// shows both: community data comes from the server (docs/adr/0011), not the session copy the
// owner's browser stored at login.
import { expect, test } from '../support/fresh-portal';
import {
  dialog,
  entry,
  expectMessage,
  navButton,
  openMaintenance,
  openMaintenancePanel,
  panel,
  records,
  signInAsAdmin,
} from '../support/admin-steps';
import { demoLogins, remoteRoot, saveScreen, signIn } from '../support/journeys';
import type { Page } from '@playwright/test';

test.use({ journey: 'fresh-community-data' });

async function showContacts(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: 'Help sections' })
    .getByRole('button', { name: 'Contact' })
    .click();
}

test('an owner signed in before the admin changed help text and contacts sees both after a reload', async ({
  page,
  browser,
  baseURL,
  viewport,
}, testInfo) => {
  const helpText = `Visitor passes hang from the mirror (${testInfo.project.name}).`;
  const contactName = `Bike room ${testInfo.project.name}`;

  // The owner signs in first, in a browser of their own, and opens the help page.
  const ownerContext = await browser.newContext({ baseURL, viewport });
  const owner = await ownerContext.newPage();
  try {
    await signIn(owner, demoLogins.owner);
    await expect(owner).toHaveURL(/\/dashboard$/);
    await expect(remoteRoot(owner, 'owner')).toBeVisible();
    await navButton(owner, 'Help').click();
    await expect(owner).toHaveURL(/\/helptabs\/(app|owner)$/);
    const ownerHelp = panel(owner, 'Owner Help');
    await expect(ownerHelp).toBeVisible();
    await expect(ownerHelp).not.toContainText(helpText);
    await showContacts(owner);
    await expect(panel(owner, 'Contact Information')).not.toContainText(contactName);

    // The admin publishes the owner help text ...
    await signInAsAdmin(page);
    await openMaintenance(page);
    await openMaintenancePanel(page, 'Help Text');
    const editor = panel(page, 'Help Text Editor');
    await editor.getByRole('button', { name: 'Owner', exact: true }).click();
    const textbox = editor.getByRole('textbox', { name: 'Owner help text' });
    await textbox.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(helpText);
    await expect(textbox).toContainText(helpText);
    await editor.getByRole('button', { name: 'Submit' }).click();
    await expectMessage(page, 'Owner Help Text Published');

    // ... and commits a new contact for everyone.
    await openMaintenancePanel(page, 'HOA Contact');
    const contacts = panel(page, 'Contact Information');
    await contacts.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog(page, 'Add Contact');
    await add.getByLabel('Description').fill(contactName);
    await add.getByLabel('Phone number').fill('302-555-0177');
    await add.getByLabel('Sort order').fill('5');
    await add.getByLabel('Display category').selectOption('All');
    await add.getByRole('button', { name: 'Submit' }).click();
    await expect(add).toBeHidden();
    await contacts.getByRole('button', { name: 'Commit' }).click();
    await expectMessage(page, 'Contact Information Update Success');
    await expect(entry(records(contacts, 'Contact Information'), contactName)).toBeVisible();

    // The owner, still signed in since before the change, reloads the help page.
    await owner.reload();
    await expect(owner).toHaveURL(/\/helptabs\/(app|owner)$/);
    await expect(panel(owner, 'Owner Help')).toContainText(helpText);
    await showContacts(owner);
    const shown = panel(owner, 'Contact Information');
    await expect(shown).toContainText(contactName);
    await expect(shown).toContainText('302-555-0177');
    await saveScreen(owner, testInfo, 'owner-fresh-contacts');
  } finally {
    await ownerContext.close();
  }
});
