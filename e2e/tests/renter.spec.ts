// Renter journeys and card payments (spec §2 Renter Dashboard, Register Vehicle form,
// Parking payment summary, Card payment form; §8 limit overlays; §9 who pays), on a fresh demo
// portal of this file's own.
//
// The seeded demo community: renters pay by card (use_renter_creditcard, use_renter_ppp) and
// unit 101 has one free renter spot, taken by the seeded renter car RNT0101, so a renter's next
// car is paid. The seed starts inside its limits: the unit maximum is 3 (the
// community's 4 spaces per unit minus season_adjust_unit 1) with the owner's DEM101A and the
// renter's RNT0101 onsite, so a renter checking in on the fresh demo data can add a car. After
// it the renter spaces (2) are used up. The journeys tell that story in order, so they run
// serially. The last one is an owner of the second community, demo2, paying by card.
import { expect, test } from '../support/fresh-portal';
import {
  DEMO_PASSWORD,
  checkIn,
  openOwnerLogin,
  remoteRoot,
  saveScreen,
  submitOwnerLogin,
} from '../support/journeys';
import {
  myVehicle,
  onsiteLink,
  openVehicleStatus,
  showDashboardView,
} from '../support/owner-steps';
import {
  CARD_DECLINED,
  TERMS_CHECKBOX,
  cardForm,
  dateFromToday,
  dialogNamed,
  fillCard,
  fillVehicle,
  listedPlates,
  openRenterRegisterForm,
  payByCard,
  paymentSummary,
  plateLink,
  renterVehicles,
  sandboxCards,
  type NewVehicle,
} from '../support/renter-steps';

test.use({ journey: 'renter' });
test.describe.configure({ mode: 'serial' });

const SEEDED_RENTER_CAR = 'RNT0101';

const rentalCar: NewVehicle = {
  first: 'Riley',
  last: 'Renter',
  phone: '302-555-0142',
  make: 'Toyota',
  model: 'Corolla',
  year: '2022',
  plate: 'RNT4242',
  state: 'PA',
};
const cardHolder = { first: 'Riley', last: 'Renter', zip: '19930' };

test('a declined card shows the error and leaves the list unchanged', async ({
  page,
}, testInfo) => {
  await checkIn(page, '101', '1234');
  const list = renterVehicles(page);
  await expect(plateLink(list, SEEDED_RENTER_CAR)).toBeVisible();
  const before = await listedPlates(list);

  const form = await openRenterRegisterForm(page);
  const declinedCar = { ...rentalCar, plate: 'RNT0002' };
  await fillVehicle(form, declinedCar);
  await form.getByRole('checkbox', { name: TERMS_CHECKBOX }).check();
  await form.getByRole('button', { name: 'Register' }).click();

  const summary = paymentSummary(page, declinedCar);
  const card = cardForm(summary);
  await fillCard(card, { ...cardHolder, number: sandboxCards.declined });
  await card.getByRole('button', { name: 'Pay' }).click();

  await expect(card.getByText(CARD_DECLINED)).toBeVisible();
  await expect(card.getByText('Transaction Complete')).toHaveCount(0);
  // spec §4: after a failure Pay is enabled again.
  await expect(card.getByRole('button', { name: 'Pay' })).toBeEnabled();
  await saveScreen(page, testInfo, 'renter-card-declined');

  await summary.getByRole('button', { name: 'Cancel' }).click();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  expect(await listedPlates(list)).toEqual(before);
  // Nothing was saved: the list the server sends is the same.
  await page.reload();
  await expect(plateLink(list, SEEDED_RENTER_CAR)).toBeVisible();
  expect(await listedPlates(list)).toEqual(before);
});

test('on the fresh demo data a renter checks in with unit 101 and PIN 1234, accepts the terms, registers a car and pays by card', async ({
  page,
}, testInfo) => {
  await checkIn(page, '101', '1234');
  await expect(page).toHaveURL(/\/renterdashboard$/);
  await expect(remoteRoot(page, 'renter')).toBeVisible();
  await expect(page.getByText('Unit: 101')).toBeVisible();
  const list = renterVehicles(page);
  await expect(plateLink(list, SEEDED_RENTER_CAR)).toBeVisible();
  // The community's renter terms (the seeded Renter TC help text) are there to read.
  const terms = page.getByRole('region', { name: 'Renter Terms and Conditions' });
  await expect(terms).toContainText('Only registered vehicles may park.');
  await saveScreen(page, testInfo, 'renter-dashboard');

  // spec §8: beyond the free renter spot the renter is told the rules first.
  await list.getByRole('button', { name: 'Add' }).click();
  const notice = dialogNamed(page, 'Information');
  await expect(notice).toContainText('Renters are only allowed 1 car.');
  await expect(notice).toContainText(
    'We will allow a second vehicle because there are 37 parking spots available.',
  );
  await expect(notice).toContainText('Unregister vehicles are in violation.');
  await notice.getByRole('button', { name: 'Close' }).click();

  const form = dialogNamed(page, 'Register Vehicle');
  await expect(form).toBeVisible();
  await fillVehicle(form, rentalCar);
  // spec §2: the renter form submits only once the terms are accepted.
  const register = form.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();
  await saveScreen(page, testInfo, 'renter-vehicle-form');
  await form.getByRole('checkbox', { name: TERMS_CHECKBOX }).check();
  await expect(register).toBeEnabled();
  await saveScreen(page, testInfo, 'renter-terms');
  await register.click();

  // spec §9: 10 (Car) x (3 onsite / 40 + 1) x 1.25 season factor = 13.44 a night.
  const summary = paymentSummary(page, rentalCar);
  await expect(summary).toBeVisible();
  // Vehicle, Check-in, Checkout, Nights, $/night, Total.
  await expect(summary.getByRole('definition')).toHaveText([
    'Car · 2022 Toyota Corolla · RNT4242 PA',
    dateFromToday(0),
    dateFromToday(1),
    '1',
    '$13.44',
    '$13.44',
  ]);
  await expect(summary.getByText('Card payment is required for this stay.')).toBeVisible();
  await saveScreen(page, testInfo, 'renter-payment-summary');

  const card = cardForm(summary);
  const pay = card.getByRole('button', { name: 'Pay' });
  await expect(pay).toBeDisabled();
  await fillCard(card, { ...cardHolder, number: sandboxCards.approved });
  await expect(pay).toBeEnabled();
  await saveScreen(page, testInfo, 'renter-card-form');
  await pay.click();

  await expect(card.getByRole('status')).toHaveText('Transaction Complete');
  await saveScreen(page, testInfo, 'renter-transaction-complete');
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(summary).toBeHidden();
  await expect(form).toBeHidden();
  await expect(plateLink(list, rentalCar.plate)).toBeVisible();
  expect((await listedPlates(list)).sort()).toEqual([SEEDED_RENTER_CAR, rentalCar.plate].sort());
  await saveScreen(page, testInfo, 'renter-dashboard-paid');

  // The car stays after a fresh load: the server saved it with the payment.
  await page.reload();
  await expect(plateLink(list, rentalCar.plate)).toBeVisible();
});

test('the renter extends the paid car by a night and pays the same price for it', async ({
  page,
}) => {
  await checkIn(page, '101', '1234');
  const list = renterVehicles(page);
  await plateLink(list, rentalCar.plate).click();

  const form = dialogNamed(page, 'Modify Vehicle');
  const checkout = form.getByLabel('Checkout date');
  await expect(checkout).toHaveValue(dateFromToday(1));
  await checkout.fill(dateFromToday(2));
  await form.getByRole('checkbox', { name: TERMS_CHECKBOX }).check();
  await form.getByRole('button', { name: 'Submit' }).click();

  // The night after the current checkout, priced without the car itself in the counts (as the
  // server prices it): the same 13.44 a night as at check-in (spec §9).
  const summary = paymentSummary(page, rentalCar);
  await expect(summary.getByRole('definition')).toHaveText([
    'Car · 2022 Toyota Corolla · RNT4242 PA',
    dateFromToday(1),
    dateFromToday(2),
    '1',
    '$13.44',
    '$13.44',
  ]);
  await payByCard(summary, { ...cardHolder, number: sandboxCards.approved });
  await summary.getByRole('button', { name: 'Close' }).click();

  await expect(form).toBeHidden();
  await page.reload();
  await expect(list).toContainText(dateFromToday(2));
});

test('with the renter spaces used up, the renter is told the maximum and gets no form', async ({
  page,
}) => {
  await checkIn(page, '101', '1234');
  const list = renterVehicles(page);
  await expect(plateLink(list, rentalCar.plate)).toBeVisible();
  const before = await listedPlates(list);

  await list.getByRole('button', { name: 'Add' }).click();
  const notice = dialogNamed(page, 'Information');
  await expect(notice).toContainText(
    'The maximum number of renter parking spaces (2) for this unit has been reached.',
  );
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
  await expect(dialogNamed(page, 'Register Vehicle')).toHaveCount(0);
  expect(await listedPlates(list)).toEqual(before);
});

// "an owner whose payment is due pays the same way". The seeded demo2 community takes
// card payments from owners beyond one free onsite car (use_owner_creditcard, use_owner_ppp,
// owner_free_parking 1): its unit 101 has PIN101A onsite, so taking PIN101B onsite is paid.
test('an owner whose payment is due pays by card the same way', async ({ page }, testInfo) => {
  const owner = { first: 'Owen', last: 'Pine' };
  const secondCar = 'PIN101B';
  await openOwnerLogin(page, 'demo2');
  await submitOwnerLogin(page, 'owner@demo2.test', DEMO_PASSWORD);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await showDashboardView(page, 'My Vehicles');
  await expect(onsiteLink(page, 'PIN101A')).toHaveText('Yes');
  await expect(onsiteLink(page, secondCar)).toHaveText('No');

  // A declined card shows the provider's message and changes nothing.
  let popup = await openVehicleStatus(page, secondCar);
  await popup.getByLabel('Checkout date').fill(dateFromToday(2));
  await popup.getByRole('button', { name: 'Submit' }).click();
  let summary = paymentSummary(page, owner);
  let card = cardForm(summary);
  await fillCard(card, { ...owner, zip: '19958', number: sandboxCards.declined });
  await card.getByRole('button', { name: 'Pay' }).click();
  await expect(card.getByText(CARD_DECLINED)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay' })).toBeEnabled();
  await saveScreen(page, testInfo, 'owner-card-declined');
  await summary.getByRole('button', { name: 'Cancel' }).click();
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await showDashboardView(page, 'My Vehicles');
  await expect(onsiteLink(page, secondCar)).toHaveText('No');

  // The second car onsite for two nights: 10 (Car) x 1 (no availability factor) x 1 (season).
  popup = await openVehicleStatus(page, secondCar);
  await expect(popup.getByText('Offsite', { exact: true })).toBeVisible();
  await popup.getByLabel('Checkout date').fill(dateFromToday(2));
  await popup.getByRole('button', { name: 'Submit' }).click();
  summary = paymentSummary(page, owner);
  await expect(summary).toBeVisible();
  // Vehicle, Check-in, Checkout, Nights, $/night, Total.
  await expect(summary.getByRole('definition')).toHaveText([
    'Car · 2021 Volvo XC60 · PIN101B DE',
    dateFromToday(0),
    dateFromToday(2),
    '2',
    '$10.00',
    '$20.00',
  ]);
  await expect(summary.getByText('Card payment is required for this stay.')).toBeVisible();
  card = cardForm(summary);
  await expect(card.getByRole('button', { name: 'Pay' })).toBeDisabled();
  await saveScreen(page, testInfo, 'owner-payment-summary');
  await payByCard(summary, { ...owner, zip: '19958', number: sandboxCards.approved });
  await saveScreen(page, testInfo, 'owner-transaction-complete');
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(summary).toBeHidden();
  await expect(popup).toBeHidden();
  await expect(onsiteLink(page, secondCar)).toHaveText('Yes');
  await expect(myVehicle(page, secondCar)).toContainText(dateFromToday(2));
  await saveScreen(page, testInfo, 'owner-vehicles-paid');

  // The server saved the date with the payment: it is there after a fresh load.
  await page.reload();
  await showDashboardView(page, 'My Vehicles');
  await expect(onsiteLink(page, secondCar)).toHaveText('Yes');
});
