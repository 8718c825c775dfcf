// End to end (docs/adr/0007): the community's HOA Settings are the rule for every
// unit. On a fresh demo portal of this file's own, the admin lowers the parking spaces per unit
// from 4 to 2 (2 - the seasonal adjustment 1 = 1 active space); the owner list shows the new
// effective value at once, and the demo owner's next car is refused with the spec §8 message
// showing the new number. Unit 101 starts with DEM101A and the renter's RNT0101 onsite.
import { expect, test } from '../support/fresh-portal';
import {
  entry,
  navButton,
  openDashboardPanel,
  openMaintenance,
  panel,
  records,
  signInAsAdmin,
} from '../support/admin-steps';
import { demoLogins, remoteRoot, saveScreen, signIn } from '../support/journeys';
import {
  dateFromToday,
  expectStatus,
  onsiteLink,
  openVehicleStatus,
  showDashboardView,
} from '../support/owner-steps';

test.use({ journey: 'community-allowances' });
test.describe.configure({ mode: 'serial' });

test('the admin lowers the spaces per unit in HOA Settings and the owners list follows', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await openDashboardPanel(page, 'Owners');
  const unit101 = () => entry(records(panel(page, 'Owners'), 'Owners'), 'owner@demo.test');
  // Parking = 4 spaces per unit - seasonal adjustment 1: unit 101 follows the community.
  await expect(unit101().getByText('3', { exact: true })).toBeVisible();

  await openMaintenance(page);
  const settings = page.getByRole('form', { name: 'HOA Settings' });
  const perUnit = settings.getByLabel('Parking spaces per unit', { exact: true });
  await expect(perUnit).toHaveValue('4');
  await perUnit.fill('2');
  await settings.getByRole('button', { name: 'Submit' }).click();
  // Unit 101 has 2 cars onsite for its new maximum of 1: the admin is asked first (ADR 0028).
  const question = page.getByRole('alertdialog', { name: 'Cars over the new limits' });
  await expect(question).toContainText('1 car over the unit limit in 1 unit');
  await question.getByRole('button', { name: 'Save' }).click();
  await expectStatus(page, 'HOA Update Success');
  await saveScreen(page, testInfo, 'admin-settings-per-unit-lowered');

  await navButton(page, 'Dashboard').click();
  await openDashboardPanel(page, 'Owners');
  // The unit without an exception changed at once: 2 - 1 = 1 space.
  await expect(unit101().getByText('3', { exact: true })).toHaveCount(0);
  await expect(unit101().getByText('1', { exact: true }).first()).toBeVisible();
  await expect(unit101()).not.toContainText('(unit)');
});

test("the owner's next car is refused with the new unit maximum", async ({ page }, testInfo) => {
  await signIn(page, demoLogins.owner);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await showDashboardView(page, 'My Vehicles');
  await expect(onsiteLink(page, 'DEM101B')).toHaveText('No');

  const status = await openVehicleStatus(page, 'DEM101B');
  await status.getByLabel('Checkout date').fill(dateFromToday(2));
  await status.getByRole('button', { name: 'Submit' }).click();

  // spec §8: the unit limit overlay, with the number the server now enforces (2 - 1 = 1).
  const information = page.getByRole('dialog', { name: 'Information' });
  await expect(information).toContainText(
    'The maximum number of active parking spaces (1) for this unit has been reached. Owner: 1 Renter: 1',
  );
  await saveScreen(page, testInfo, 'owner-refused-new-unit-maximum');
  await information.getByRole('button', { name: 'Close' }).click();
  await status.getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toBeHidden();
  await page.reload();
  await showDashboardView(page, 'My Vehicles');
  await expect(onsiteLink(page, 'DEM101B')).toHaveText('No');
});

test('the owner help shows the new number from the settings (docs/adr/0026)', async ({
  page,
}, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoLogins.owner);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await page.goto('/helptabs/owner');
  // The demo help writes {unit_spaces}: the lowered setting reads 2 - 1 = 1, never a fixed 3.
  await expect(
    page.getByText('Up to 1 vehicles per unit may be onsite at the same time'),
  ).toBeVisible();
  const numbers = page.getByLabel('Parking rules in numbers', { exact: true }).locator('dd');
  await expect(numbers.first()).toHaveText('1');
  await saveScreen(page, testInfo, 'owner-help-numbers');
});
