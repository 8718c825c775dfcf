// Issue 14 journey: guest invitations on a phone (390 px) and at 1280 px. An owner creates an
// invitation on the dashboard's Guests panel; a guest in a fresh browser context (no session)
// opens the link, registers a car; the owner then sees the car in My Vehicles and the invitation
// marked Used. Screenshots: artifacts/screens/<width>-guest-*.png. Each width runs on a portal
// of its own.
import { expect, test } from '../support/fresh-portal';
import { demoLogins, saveScreen, signIn } from '../support/journeys';
import { entryIn, listNamed, myVehicle, showDashboardView } from '../support/owner-steps';

test.use({ journey: 'guest-invitation' });

test.beforeEach(async ({ page }, testInfo) => {
  // The phone: 390 px wide (the phone project's own width is 600 px).
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

async function openGuests(page: import('@playwright/test').Page) {
  const toggle = page
    .getByRole('group', { name: 'Dashboard views' })
    .getByRole('button', { name: 'Guests', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  return page.getByRole('region', { name: 'Guests' });
}

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
