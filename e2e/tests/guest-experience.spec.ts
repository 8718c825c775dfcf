// What a guest and a host feel (docs/adr/0030), at a 390 px phone and at 1280 px: an invitation
// into a full unit warns the owner before and at creation; the guest reads the community's name,
// the unit's room and why it is full before typing anything; a paid guest gets a receipt on the
// page and by mail; every page starts with a skip link; axe finds nothing serious on the guest
// page (full unit, form, receipt) or on the owner's payment dialog with its receipt. On a fresh
// portal of this file's own per width.
import { seriousFindings } from '../support/axe-findings';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fresh-portal';
import {
  DEMO_HOAID,
  DEMO_PASSWORD,
  openOwnerLogin,
  remoteRoot,
  saveScreen,
  signIn,
  demoLogins,
  submitOwnerLogin,
} from '../support/journeys';
import {
  createInvitation,
  openVehicleStatus,
  setWarningMode,
  showDashboardView,
} from '../support/owner-steps';
import { receiptValues } from '../support/payment-steps';
import {
  cardForm,
  dateFromToday,
  fillCard,
  ownerTakesOffsite,
  payByCard,
  paymentSummary,
  sandboxCards,
} from '../support/renter-steps';

test.use({ journey: 'guest-experience' });
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }, testInfo) => {
  // The phone: 390 px wide (the phone project's own width is 600 px).
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

/** Registers onsite cars to the demo owner's unit through the API until the unit is full. */
async function fillUnit(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/users/login', {
    data: { email: 'owner@demo.test', password: DEMO_PASSWORD, hoaid: DEMO_HOAID },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, browserdate: dateFromToday(0) };
  for (let added = 0; added < 12; added += 1) {
    const response = await request.post('/api/parking/insert_vehicle', {
      headers,
      data: {
        hoaid: DEMO_HOAID,
        vehicle_type: 'CAR',
        carownertype: 'family',
        carowner_fname: 'Fay',
        carowner_lname: 'Filler',
        carownerphone: '302-555-0170',
        make: 'Honda',
        model: 'Fit',
        year: '2020',
        plate: `FULL${added}`,
        plate_state: 'DE',
        startdate: dateFromToday(0),
        enddate: dateFromToday(3),
        dstr: dateFromToday(0),
        terms: 1,
      },
    });
    if (response.status() === 409) return added;
    expect(response.status(), await response.text()).toBe(201);
  }
  throw new Error('the unit never filled up');
}

test('an invitation into a full unit warns the owner; the guest reads why before typing', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  // The hard unit limit (warning mode would let one guest's car over it).
  await setWarningMode(request, 0);
  await signIn(page, demoLogins.owner);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  // Focus starts on the skip link; following it lands on the page.
  await page.reload();
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  expect(await fillUnit(request)).toBeGreaterThan(0);
  await page.reload();
  const { linkBox, url } = await createInvitation(page, 'Fiona Full', 2, async (form) => {
    await expect(form.getByRole('status')).toContainText('Your unit is full today:');
  });
  const warning = linkBox.getByRole('alert');
  await expect(warning).toContainText('Your unit is full:');
  await expect(warning).toContainText('Nights with a free space in the next 2 nights:');
  await expect(warning).toContainText('Your guest cannot register until a space is free.');
  await saveScreen(page, testInfo, 'guest-invite-full-unit');

  const context = await browser.newContext({ viewport });
  try {
    const guest = await context.newPage();
    await guest.goto(url);
    // The community's name leads the page, not the product's.
    await expect(guest.getByRole('link', { name: 'Sea Breeze Condominiums' })).toBeVisible();
    await expect(guest.getByText('Parking Portal')).toHaveCount(0);
    const full = guest.getByRole('alert');
    await expect(full.getByRole('heading', { name: 'The unit is full' })).toBeVisible();
    await expect(full).toContainText('Please contact your host');
    await expect(guest.getByText('Full: all')).toBeVisible();
    await expect(guest.getByLabel('Plate')).toHaveCount(0);
    await expect(guest.getByRole('region', { name: 'Guest terms and conditions' })).toBeVisible();
    await guest.keyboard.press('Tab');
    await expect(guest.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await saveScreen(guest, testInfo, 'guest-page-full-unit');
    expect(await seriousFindings(guest)).toEqual([]);
  } finally {
    await context.close();
    await setWarningMode(request, 1);
  }
});

// demo2 (seed): owners pay by card beyond one free onsite car, CAR $10 a night; unit 101 has
// PIN101A onsite, so PIN101B onsite, and then a guest's car, are paid stays.
test('the payment dialog with its receipt, and a paid guest with a receipt on the page and by mail', async ({
  page,
  browser,
  freshPortal,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = testInfo.project.name;
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await openOwnerLogin(page, 'demo2');
  await submitOwnerLogin(page, 'owner@demo2.test', DEMO_PASSWORD);
  await expect(remoteRoot(page, 'owner')).toBeVisible();

  // The owner's payment dialog with its receipt.
  await showDashboardView(page, 'My Vehicles');
  const popup = await openVehicleStatus(page, 'PIN101B');
  await popup.getByLabel('Checkout date').fill(dateFromToday(1));
  await popup.getByRole('button', { name: 'Submit' }).click();
  const summary = paymentSummary(page, { first: 'Owen', last: 'Pine' });
  await payByCard(summary, {
    first: 'Owen',
    last: 'Pine',
    zip: '19958',
    number: sandboxCards.approved,
  });
  await receiptValues(summary);
  expect(await seriousFindings(page)).toEqual([]);
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(summary).toBeHidden();
  // The unit's second space goes back to the guest.
  await page.reload();
  await ownerTakesOffsite(page, 'PIN101B');

  const { linkBox, url } = await createInvitation(page, 'Rita Receipt', 2);
  await expect(linkBox.getByRole('alert')).toHaveCount(0);

  const context = await browser.newContext({ viewport });
  try {
    const guest = await context.newPage();
    await guest.goto(url);
    // The room and the price come before the form.
    const invitation = guest.getByRole('region', { name: 'Your invitation' });
    await expect(invitation).toContainText('1 of 2 spaces free');
    await expect(invitation).toContainText('$10.00');
    await expect(invitation).toContainText('$20.00 for 2 nights');
    expect(await seriousFindings(guest)).toEqual([]);
    const plate = width === 'phone' ? 'RCPTPH1' : 'RCPTDT1';
    await guest.getByLabel('Phone').fill('302-555-0142');
    await guest.getByLabel('Make').fill('Mazda');
    await guest.getByLabel('Model').fill('3');
    await guest.getByLabel('Year').fill('2020');
    await guest.getByLabel('Plate').fill(plate);
    await guest.getByLabel('State').fill('DE');
    await guest.getByLabel('Checkout date').fill(dateFromToday(2));
    await guest.getByLabel('E-mail for your receipt (optional)').fill('rita@guest.test');
    await guest.getByLabel('I have read and accept the terms and conditions').check();
    await guest.getByRole('button', { name: 'Register Vehicle' }).click();
    const step = guest.getByRole('region', { name: 'Pay for your stay' });
    await fillCard(cardForm(step), {
      first: 'Rita',
      last: 'Receipt',
      zip: '19930',
      number: sandboxCards.approved,
    });
    await cardForm(step).getByRole('button', { name: 'Pay' }).click();
    await expect(guest.getByRole('heading', { name: 'Your vehicle is registered' })).toBeVisible();
    const receipt = guest.getByRole('region', { name: 'Receipt' });
    const values = await receipt.getByRole('definition').allTextContents();
    expect(values.slice(0, 6)).toEqual([
      `${plate} DE`,
      dateFromToday(0),
      dateFromToday(2),
      '2',
      '$10.00',
      '$20.00',
    ]);
    const transactionId = values[6] ?? '';
    expect(transactionId).toMatch(/^sbx_[0-9a-f]{24}$/);
    await expect(
      guest.getByText('A copy of the receipt is on its way to rita@guest.test.'),
    ).toBeVisible();
    await saveScreen(guest, testInfo, 'guest-page-receipt');
    expect(await seriousFindings(guest)).toEqual([]);
    await expect
      .poll(async () =>
        (await freshPortal.mails()).some(
          (mail) => mail.to === 'rita@guest.test' && (mail.text ?? '').includes(transactionId),
        ),
      )
      .toBe(true);
  } finally {
    await context.close();
  }
});
