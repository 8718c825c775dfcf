// The owner journey: the demo owner accepts the rules, registers a car, sets a
// checkout date, sees it onsite and in Onsite Vehicles, changes it to offsite, sees History
// count 2 and the usage popup, reports and deletes a violation, changes PIN and availability
// (spec §2 Owner Dashboard, Owner profile; §4 states; §8 messages).
//
// Unit 101 starts inside its limits (seed): the owner's Honda DEM101A is onsite beside
// the renter's Kia, and the unit may have 3 active spaces (the community's 4 spaces per unit
// minus the seasonal adjustment 1). The family's RAV4 GST2024 comes back first and fills the
// unit, so the owner has to make room before the new guest car goes onsite.
import { expect, test } from '../support/fresh-portal';
import {
  checkIn,
  demoLogins,
  openRenterCheckin,
  remoteRoot,
  saveScreen,
  signIn,
  unitDropdown,
} from '../support/journeys';
import {
  changeToOffsite,
  dateFromToday,
  entryIn,
  expectStatus,
  historyLink,
  listNamed,
  myVehicle,
  onsiteLink,
  openVehicleStatus,
  showDashboardView,
  withdrawRulesAcceptance,
  setWarningMode,
} from '../support/owner-steps';
import type { Page } from '@playwright/test';

test.use({ journey: 'owner' });

const GUEST_CAR = {
  plate: 'GST7777',
  state: 'DE',
  make: 'Mazda',
  model: 'CX-30',
  year: '2024',
  first: 'Casey',
  last: 'Guest',
  phone: '302-555-0142',
};
const CHECKOUT = dateFromToday(3);
const NEW_PIN = '4321';

async function openDashboard(page: Page): Promise<void> {
  await signIn(page, demoLogins.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await expect(myVehicle(page, 'DEM101A')).toBeVisible();
}

async function openProfile(page: Page): Promise<void> {
  await signIn(page, demoLogins.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Owner Profile' })).toBeVisible();
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/demo$/);
}

test.describe.serial('the demo owner', () => {
  test('accepts the rules and regulations before the dashboard opens', async ({
    page,
    request,
  }, testInfo) => {
    await withdrawRulesAcceptance(request, demoLogins.owner);
    await signIn(page, demoLogins.owner);
    await expect(page).toHaveURL(/\/dashboard$/);

    const owner = remoteRoot(page, 'owner');
    // spec §2: only the prompt (spelling as in the product) and Accept until the rules are read.
    const prompt = owner.getByText(
      'Please acknoledge you have read and accept the rules and regulations.',
      { exact: true },
    );
    await expect(prompt).toBeVisible();
    await expect(owner.getByRole('group', { name: 'Dashboard views' })).toHaveCount(0);
    await saveScreen(page, testInfo, 'owner-rules');

    await owner.getByRole('button', { name: 'Accept' }).click();

    await expectStatus(page, 'Acknowledge Rules Success');
    await expect(prompt).toBeHidden();
    const views = owner.getByRole('group', { name: 'Dashboard views' });
    for (const view of ['My Vehicles', 'Onsite Vehicles', 'Violations']) {
      await expect(views.getByRole('button', { name: view, exact: true })).toBeVisible();
    }
    // My Vehicles shows first, with the owner's name, e-mail and unit.
    await expect(views.getByRole('button', { name: 'My Vehicles' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(owner.getByText('Olivia Owner · owner@demo.test · Unit: 101')).toBeVisible();
    await expect(myVehicle(page, 'DEM101A')).toBeVisible();
    await saveScreen(page, testInfo, 'owner-my-vehicles');
  });

  test('registers a guest car, which starts offsite', async ({ page }, testInfo) => {
    await openDashboard(page);

    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const form = page.getByRole('dialog', { name: 'Register Vehicle' });
    await expect(
      form.getByText(
        'You need Management permission for Trailer, Camper/RV, Oversized Vehicle or Dumpsters.',
      ),
    ).toBeVisible();

    // spec §5: an empty form names what is missing, under each field.
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('First name field is required')).toBeVisible();
    await expect(form.getByText('License Plate field is required')).toBeVisible();

    await form.getByLabel('Vehicle type').selectOption({ label: 'Car' });
    await form.getByLabel('Belongs to').selectOption('visitor');
    await form.getByLabel('First name').fill(GUEST_CAR.first);
    await form.getByLabel('Last name').fill(GUEST_CAR.last);
    await form.getByLabel('Phone').fill(GUEST_CAR.phone);
    await form.getByLabel('Make').fill(GUEST_CAR.make);
    await form.getByLabel('Model').fill(GUEST_CAR.model);
    await form.getByLabel('Year').fill(GUEST_CAR.year);
    await form.getByLabel('Plate').fill(GUEST_CAR.plate);
    await form.getByLabel('State').fill(GUEST_CAR.state);
    await saveScreen(page, testInfo, 'owner-vehicle-form');

    await form.getByRole('button', { name: 'Register' }).click();

    // spec §2 Parking payment summary; owners of the demo community pay nothing by card.
    const summary = page.getByRole('dialog', {
      name: `Parking for ${GUEST_CAR.last}, ${GUEST_CAR.first}`,
    });
    await expect(summary).toBeVisible();
    await expect(summary.getByText('None (offsite)')).toBeVisible();
    await saveScreen(page, testInfo, 'owner-payment-summary');
    await summary.getByRole('button', { name: 'Submit' }).click();

    await expectStatus(page, 'Vehicle Insert Successful');
    await expect(summary).toBeHidden();
    await expect(form).toBeHidden();
    const car = myVehicle(page, GUEST_CAR.plate);
    await expect(car).toContainText(GUEST_CAR.make);
    await expect(car).toContainText(`${GUEST_CAR.last}, ${GUEST_CAR.first}`);
    // spec §4: a new vehicle is not onsite (checkout 1970-01-01, shown empty), with no changes.
    await expect(onsiteLink(page, GUEST_CAR.plate)).toHaveText('No');
    await expect(historyLink(page, GUEST_CAR.plate)).toHaveText('0');
  });

  test('finds the unit full, makes room and sets a checkout date that puts the car onsite', async ({
    page,
    request,
  }, testInfo) => {
    // The hard unit limit: the demo's warning mode (one car over, ADR 0028) is off for it.
    await setWarningMode(request, 0);
    await openDashboard(page);

    // The family's RAV4 comes back: 3 of the unit's 3 spaces are taken.
    let status = await openVehicleStatus(page, 'GST2024');
    await status.getByLabel('Checkout date').fill(CHECKOUT);
    await status.getByRole('button', { name: 'Submit' }).click();
    await expect(status).toBeHidden();
    await expect(onsiteLink(page, 'GST2024')).toHaveText('Yes');

    status = await openVehicleStatus(page, GUEST_CAR.plate);
    await expect(status.getByText('Offsite', { exact: true })).toBeVisible();
    await status.getByLabel('Checkout date').fill(CHECKOUT);
    await saveScreen(page, testInfo, 'owner-vehicle-status');
    await status.getByRole('button', { name: 'Submit' }).click();

    // spec §8: offsite to onsite over the unit limit is refused in an overlay.
    const information = page.getByRole('dialog', { name: 'Information' });
    await expect(information).toContainText(
      'The maximum number of active parking spaces (3) for this unit has been reached. Owner: 2 Renter: 1',
    );
    await information.getByRole('button', { name: 'Close' }).click();
    await expect(information).toBeHidden();
    await status.getByRole('button', { name: 'Cancel' }).click();
    await expect(status).toBeHidden();
    await expect(onsiteLink(page, GUEST_CAR.plate)).toHaveText('No');

    // The renter's Kia stays; the owner's Honda and the family's RAV4 leave.
    await changeToOffsite(page, 'DEM101A');
    await changeToOffsite(page, 'GST2024');

    status = await openVehicleStatus(page, GUEST_CAR.plate);
    await status.getByLabel('Checkout date').fill(CHECKOUT);
    await status.getByRole('button', { name: 'Submit' }).click();
    await expect(status.getByText('Vehicle Status Update Successful')).toBeVisible();
    await expect(status).toBeHidden(); // spec §2: the popup closes itself about 3 s later

    await expect(onsiteLink(page, GUEST_CAR.plate)).toHaveText('Yes');
    await expect(myVehicle(page, GUEST_CAR.plate)).toContainText(CHECKOUT);
    await setWarningMode(request, 1);
    await expect(historyLink(page, GUEST_CAR.plate)).toHaveText('1');
  });

  test('sees the car in Onsite Vehicles, as a record and as a valid plate', async ({
    page,
  }, testInfo) => {
    await openDashboard(page);
    await showDashboardView(page, 'Onsite Vehicles');

    const onsite = listNamed(page, 'Onsite Vehicles');
    const car = entryIn(onsite, `${GUEST_CAR.plate} ${GUEST_CAR.state}`);
    await expect(car).toContainText(`${GUEST_CAR.make} ${GUEST_CAR.model}`);
    await expect(car).toContainText('101');
    await expect(car).toContainText(CHECKOUT);
    // The whole community's onsite vehicles, without the two that left.
    await expect(entryIn(onsite, 'DEM102A')).toBeVisible();
    await expect(entryIn(onsite, 'DEM101A')).toHaveCount(0);
    await saveScreen(page, testInfo, 'owner-onsite-vehicles');

    await page
      .getByRole('group', { name: 'Onsite Vehicles view' })
      .getByRole('button', { name: 'Plates' })
      .click();
    await expect(page.getByText('Onsite Vehicles Valid Plates')).toBeVisible();
    await expect(page.getByText(dateFromToday(0)).first()).toBeVisible();
    await expect(page.getByText(GUEST_CAR.plate, { exact: true })).toBeVisible();
    await saveScreen(page, testInfo, 'owner-onsite-plates');
  });

  test('changes the car to offsite and sees History count 2 and the usage popup', async ({
    page,
  }, testInfo) => {
    await openDashboard(page);

    await changeToOffsite(page, GUEST_CAR.plate);
    await expect(myVehicle(page, GUEST_CAR.plate)).not.toContainText(CHECKOUT);
    const history = historyLink(page, GUEST_CAR.plate);
    await expect(history).toHaveText('2');

    await history.click();
    const usage = page.getByRole('dialog', { name: 'Vehicle Usage' });
    await expect(usage).toBeVisible();
    await expect(usage.getByText(`${GUEST_CAR.last}, ${GUEST_CAR.first}`)).toBeVisible();
    await expect(usage.getByText(`${GUEST_CAR.make} ${GUEST_CAR.model}`)).toBeVisible();
    await expect(usage.getByText(`${GUEST_CAR.plate} ${GUEST_CAR.year}`)).toBeVisible();
    await expect(usage.getByText(GUEST_CAR.phone)).toBeVisible();
    // One entry for the checkout date, one for going offsite (stored as 1970-01-01).
    const changes = listNamed(usage, 'Change history');
    await expect(entryIn(changes, CHECKOUT)).toHaveCount(1);
    await expect(entryIn(changes, 'Offsite')).toHaveCount(1);
    await saveScreen(page, testInfo, 'owner-usage');

    await usage.getByRole('button', { name: 'Close' }).click();
    await expect(usage).toBeHidden();
  });

  test('reports a violation and deletes it', async ({ page }, testInfo) => {
    await openDashboard(page);
    await showDashboardView(page, 'Violations');
    await expect(page.getByText('No Violations', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add violation' }).click();
    const form = page.getByRole('dialog', { name: 'Violation', exact: true });
    // spec §3: the reporter defaults to the signed-in user, the date to today.
    await expect(form.getByLabel('Reporter')).toHaveValue('Olivia Owner');
    await expect(form.getByLabel('Date')).toHaveValue(dateFromToday(0));
    await form.getByLabel('Plate').fill('BAD1234');
    await form.getByLabel('State').fill('MD');
    await form.getByLabel('Location').fill('Fire lane by building A');
    await form.getByLabel('Description').fill('Parked across the fire lane overnight.');
    await saveScreen(page, testInfo, 'owner-violation-form');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(form.getByText('Violation Insert Successful')).toBeVisible();
    await expect(form).toBeHidden();
    const violations = listNamed(page, 'Violations');
    const reported = entryIn(violations, 'BAD1234 MD');
    await expect(reported).toContainText('Fire lane by building A');
    await expect(reported).toContainText('Olivia Owner');
    await saveScreen(page, testInfo, 'owner-violations');

    await page.getByRole('button', { name: 'Delete violation BAD1234' }).click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
    await question.getByRole('button', { name: 'Delete' }).click();

    await expectStatus(page, 'Violation Delete Successful');
    await expect(reported).toHaveCount(0);
    await expect(page.getByText('No Violations', { exact: true })).toBeVisible();
  });

  test('changes the PIN and makes the unit not available for rent', async ({ page }, testInfo) => {
    await openProfile(page);
    // The rules accepted on the dashboard show as accepted here; accepting is one-way.
    const terms = page.getByRole('checkbox', {
      name: 'I have read and accept the rules and regulations',
    });
    await expect(terms).toBeChecked();
    await expect(terms).toBeDisabled();
    // The unit's current availability shows (seed: available for rent).
    const availability = page.getByRole('form', { name: 'Availability' });
    await expect(
      availability.getByRole('radio', { name: 'Available for rent', exact: true }),
    ).toBeChecked();
    await saveScreen(page, testInfo, 'owner-profile');

    const pin = page.getByRole('form', { name: 'Change PIN' });
    await pin.getByLabel('PIN').fill(NEW_PIN);
    await pin.getByRole('button', { name: 'Submit' }).click();
    await expectStatus(page, 'Change PIN Success');

    await availability.getByRole('radio', { name: 'NOT available for rent' }).check();
    await availability.getByRole('button', { name: 'Submit' }).click();
    await expectStatus(page, 'Change Availability Success');

    // spec §2 Renter Checkin lists only units available for rent.
    await logout(page);
    await openRenterCheckin(page);
    await expect(unitDropdown(page).locator('option', { hasText: '101' })).toHaveCount(0);
  });

  test('makes the unit available again; a renter checks in with the new PIN only', async ({
    page,
    request,
  }) => {
    await openProfile(page);
    const availability = page.getByRole('form', { name: 'Availability' });
    await expect(availability.getByRole('radio', { name: 'NOT available for rent' })).toBeChecked();
    await availability.getByRole('radio', { name: 'Available for rent', exact: true }).check();
    await availability.getByRole('button', { name: 'Submit' }).click();
    await expectStatus(page, 'Change Availability Success');
    await logout(page);

    // The old PIN is refused, with the message the server sends.
    const refusal = await request.post('/api/users/loginrenter', {
      data: { unitnumber: '101', pincode: '1234', hoaid: 'demo' },
    });
    expect(refusal.status()).toBe(401);
    const { message } = (await refusal.json()) as { message: string };
    await checkIn(page, '101', '1234');
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page).toHaveURL(/\/renterlogin$/);

    await checkIn(page, '101', NEW_PIN);
    await expect(page).toHaveURL(/\/renterdashboard$/);
    await expect(page.getByText('Unit: 101').first()).toBeVisible();
  });
});
