// Journey: guest invitations on a phone (390 px) and at 1280 px. An owner creates an
// invitation on the dashboard's Guests panel; a guest in a fresh browser context (no session)
// opens the link, registers a car; the owner then sees the car in My Vehicles and the invitation
// marked Used. Screenshots: artifacts/screens/<width>-guest-*.png. Each width runs on a portal
// of its own.
import { expect, test } from '../support/fresh-portal';
import {
  DEMO_PASSWORD,
  demoLogins,
  openOwnerLogin,
  remoteRoot,
  saveScreen,
  signIn,
  submitOwnerLogin,
} from '../support/journeys';
import {
  entryIn,
  listNamed,
  myVehicle,
  openGuests,
  showDashboardView,
} from '../support/owner-steps';
import {
  CARD_DECLINED,
  cardForm,
  dateFromToday,
  fillCard,
  sandboxCards,
} from '../support/renter-steps';

test.use({ journey: 'guest-invitation' });

test.beforeEach(async ({ page }, testInfo) => {
  // The phone: 390 px wide (the phone project's own width is 600 px).
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

test('an owner invites a guest; the guest registers a car without a login; the owner sees it', async ({
  page,
  browser,
  freshPortal,
}, testInfo) => {
  const width = testInfo.project.name;
  const plate = width === 'phone' ? 'GSTPH1' : 'GSTDT1';
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };

  // The owner creates the invitation.
  await signIn(page, demoLogins.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  let guests = await openGuests(page);
  await guests.getByRole('button', { name: 'Invite a guest' }).click();
  const form = page.getByRole('dialog', { name: 'Invite a Guest' });
  await form.getByLabel('Guest name (optional)').fill('Gina Guest');
  await form.getByLabel('Nights allowed').fill('2');
  await form.getByRole('button', { name: 'Create invitation' }).click();
  await expect(form).toBeHidden();
  const linkBox = page.getByRole('region', { name: 'Invitation link' });
  // The QR code: an SVG titled by its <title> element (getByTitle reads title attributes only).
  await expect(linkBox.locator('svg:has(title)')).toBeVisible();
  await expect(linkBox.locator('svg title')).toHaveText('QR code of the invitation link');
  const url = await linkBox.getByRole('link').getAttribute('href');
  expect(url).toMatch(new RegExp(`^${freshPortal.url}/invite/[A-Za-z0-9_-]{43}$`));
  await expect(entryIn(listNamed(guests, 'Invitations'), 'Gina Guest')).toContainText('Open');
  await saveScreen(page, testInfo, 'guest-panel-created');

  // The guest: a fresh browser context, no session, no role remote downloaded.
  const context = await browser.newContext({ viewport });
  const guest = await context.newPage();
  const remoteEntries: string[] = [];
  guest.on('request', (request) => {
    if (/remoteEntry|\/remotes\//.test(request.url())) remoteEntries.push(request.url());
  });
  await guest.goto(url!);
  await expect(
    guest.getByRole('heading', { level: 1, name: 'Register your vehicle' }),
  ).toBeVisible();
  await expect(guest.getByText('Unit', { exact: true })).toBeVisible();
  await expect(guest.getByLabel('First name')).toHaveValue('Gina');
  await guest.getByLabel('Phone').fill('302-555-0199');
  await guest.getByLabel('Make').fill('Kia');
  await guest.getByLabel('Model').fill('Soul');
  await guest.getByLabel('Year').fill('2021');
  await guest.getByLabel('Plate').fill(plate);
  await guest.getByLabel('State').fill('DE');
  await saveScreen(guest, testInfo, 'guest-page-form');
  await guest.getByRole('button', { name: 'Register Vehicle' }).click();
  await expect(guest.getByText('Please accept the terms and conditions')).toBeVisible();
  await guest.getByLabel('I have read and accept the terms and conditions').check();
  await guest.getByRole('button', { name: 'Register Vehicle' }).click();
  await expect(guest.getByRole('heading', { name: 'Your vehicle is registered' })).toBeVisible();
  await expect(
    guest.getByText(new RegExp(`\\(${plate}\\) is registered to unit 101`)),
  ).toBeVisible();
  await saveScreen(guest, testInfo, 'guest-page-registered');
  expect(remoteEntries).toEqual([]);
  // The link was for one vehicle: opening it again says so.
  await guest.reload();
  await expect(
    guest.getByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
  ).toBeVisible();
  await expect(
    guest.getByText('This invitation has already been used.', { exact: false }),
  ).toBeVisible();
  await saveScreen(guest, testInfo, 'guest-page-used');
  await context.close();

  // The owner sees the car and the invitation marked used.
  await page.reload();
  await showDashboardView(page, 'My Vehicles');
  await expect(myVehicle(page, plate)).toBeVisible();
  guests = await openGuests(page);
  const row = entryIn(listNamed(guests, 'Invitations'), 'Gina Guest');
  await expect(row).toContainText('Used');
  await expect(row).toContainText(plate);
  await saveScreen(page, testInfo, 'guest-panel-used');
});

// The card step: in demo2 (seed) owners pay by card beyond one free onsite car and unit 101 has
// PIN101A onsite, so a guest's car of unit 101 is a paid stay (CAR $10 a night).
test('a guest pays a charged stay by card: a declined card saves nothing, the next card pays', async ({
  page,
  browser,
}, testInfo) => {
  const width = testInfo.project.name;
  const plate = width === 'phone' ? 'GPAYPH1' : 'GPAYDT1';
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await openOwnerLogin(page, 'demo2');
  await submitOwnerLogin(page, 'owner@demo2.test', DEMO_PASSWORD);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  const guests = await openGuests(page);
  await guests.getByRole('button', { name: 'Invite a guest' }).click();
  const form = page.getByRole('dialog', { name: 'Invite a Guest' });
  await form.getByLabel('Guest name (optional)').fill('Paula Payer');
  await form.getByLabel('Nights allowed').fill('2');
  await form.getByRole('button', { name: 'Create invitation' }).click();
  await expect(form).toBeHidden();
  const url = await page
    .getByRole('region', { name: 'Invitation link' })
    .getByRole('link')
    .getAttribute('href');

  const context = await browser.newContext({ viewport });
  const guest = await context.newPage();
  await guest.goto(url!);
  await guest.getByLabel('Phone').fill('302-555-0142');
  await guest.getByLabel('Make').fill('Mazda');
  await guest.getByLabel('Model').fill('3');
  await guest.getByLabel('Year').fill('2020');
  await guest.getByLabel('Plate').fill(plate);
  await guest.getByLabel('State').fill('DE');
  await guest.getByLabel('Checkout date').fill(dateFromToday(2));
  await guest.getByLabel('I have read and accept the terms and conditions').check();
  await guest.getByRole('button', { name: 'Register Vehicle' }).click();

  const step = guest.getByRole('region', { name: 'Pay for your stay' });
  await expect(step.getByText('This stay must be paid by card.')).toBeVisible();
  const stay = step.getByLabel('Your stay');
  await expect(stay).toContainText('Nights2');
  await expect(stay).toContainText('$10.00');
  await expect(stay).toContainText('$20.00');
  const card = cardForm(step);
  const holder = { first: 'Paula', last: 'Payer', zip: '19930' };
  await fillCard(card, { ...holder, number: sandboxCards.declined });
  await card.getByRole('button', { name: 'Pay' }).click();
  await expect(card.getByText(CARD_DECLINED)).toBeVisible();
  await saveScreen(guest, testInfo, 'guest-card-declined');
  await card.getByLabel('Card number', { exact: true }).fill(sandboxCards.approved);
  await card.getByRole('button', { name: 'Pay' }).click();
  await expect(guest.getByRole('heading', { name: 'Your vehicle is registered' })).toBeVisible();
  await expect(
    guest.getByText(new RegExp(`\\(${plate}\\) is registered to unit 101`)),
  ).toBeVisible();
  await saveScreen(guest, testInfo, 'guest-card-paid');
  await context.close();

  await page.reload();
  const row = entryIn(listNamed(await openGuests(page), 'Invitations'), 'Paula Payer');
  await expect(row).toContainText('Used');
  await expect(row).toContainText(plate);
});
