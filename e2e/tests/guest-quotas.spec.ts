// Guest quotas journey (docs/adr/0029): the community allows 2 guest nights per unit in any 30
// nights. The owner sees the unit's guest nights on the dashboard; a guest invited by link stays
// 2 nights, and the owner sees the quota used up; a second guest is told before typing anything
// that the unit has no guest nights left, with the date guests may come back; the admin extends the first guest's stay over the rule with a
// note, and the Audit panel shows the override with its note; the Occupancy panel lists the
// unit among those nearest their quota. No serious axe finding on the new parts. Screenshots:
// artifacts/screens/<project>-guest-quota-*.png. Each width runs on a portal of its own.
import { seriousFindings } from '../support/axe-findings';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fresh-portal';
import {
  dialog,
  entries,
  entry,
  openDashboardPanel,
  panel,
  records,
  signInAsAdmin,
} from '../support/admin-steps';
import { dateFromToday, demoLogins, saveScreen, signIn } from '../support/journeys';
import { createInvitation, updateDemoSettings } from '../support/owner-steps';

test.use({ journey: 'guest-quotas' });

/** The admin sets the guest rules through updatehoa (the other settings as they are). */
async function setGuestRules(request: APIRequestContext): Promise<void> {
  await updateDemoSettings(request, {
    // Room in the unit and the lot: the guest rules are what this journey meets.
    parking_allowed_unit: 10,
    parking_allowed_hoa: 200,
    use_warning_status: 0,
    guest_unit_nights: 2,
    guest_max_consecutive: 0,
    guest_cooldown_nights: 0,
    guest_owner_types: ['visitor'],
  });
}

/** A guest in a fresh browser context fills the form and registers until `checkout`. */
async function registerAsGuest(browser: Browser, page: Page, url: string, plate: string) {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const guest = await context.newPage();
  await guest.goto(url);
  await expect(
    guest.getByRole('heading', { level: 1, name: 'Register your vehicle' }),
  ).toBeVisible();
  await guest.getByLabel('Phone').fill('302-555-0199');
  await guest.getByLabel('Make').fill('Kia');
  await guest.getByLabel('Model').fill('Soul');
  await guest.getByLabel('Year').fill('2021');
  await guest.getByLabel('Plate').fill(plate);
  await guest.getByLabel('State').fill('DE');
  await guest.getByLabel('Checkout date').fill(dateFromToday(2));
  await guest.getByLabel('I have read and accept the terms and conditions').check();
  return { guest, context };
}

test('an owner sees the guest quota, a guest is refused past it with the return date, an admin override is logged', async ({
  page,
  browser,
  request,
  freshPortal,
}, testInfo) => {
  const width = testInfo.project.name;
  const first = width === 'phone' ? 'GQPH1' : 'GQDT1';
  await setGuestRules(request);

  // The owner sees the unit's guest nights.
  await signIn(page, demoLogins.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('region', { name: 'Guest parking' });
  await expect(card).toContainText('2 of 2 guest nights left this month');
  expect(await seriousFindings(page)).toEqual([]);
  await saveScreen(page, testInfo, 'guest-quota-dashboard');

  // The first guest is told how long they may stay, and registers for 2 nights.
  const firstLink = (await createInvitation(page, 'Gina Guest', 3)).url;
  const one = await registerAsGuest(browser, page, firstLink, first);
  await expect(
    one.guest.getByText(
      "Under the community's guest rules you may stay up to 2 nights from tonight.",
    ),
  ).toBeVisible();
  await one.guest.getByRole('button', { name: 'Register Vehicle' }).click();
  await expect(
    one.guest.getByRole('heading', { name: 'Your vehicle is registered' }),
  ).toBeVisible();
  await one.context.close();

  // The owner's dashboard: the quota is used up, and the guest car says when it may return.
  await page.reload();
  await expect(card).toContainText('0 of 2 guest nights left this month');
  await expect(card).toContainText(first);
  await saveScreen(page, testInfo, 'guest-quota-used');

  // A second guest is told before typing anything that the unit has no guest nights left, and
  // from when guests may park again: tonight and tomorrow are the 2 nights, so the first 30
  // nights without tonight start in 30 nights. No form is offered that could only be refused.
  const secondLink = (await createInvitation(page, 'Gus Guest', 3)).url;
  const twoContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const two = await twoContext.newPage();
  await two.goto(secondLink);
  const noNights = two.getByRole('alert', { name: 'No guest nights left' });
  await expect(noNights).toContainText(`Guests may park again from ${dateFromToday(30)}.`);
  await expect(noNights).toContainText('Please contact your host');
  await expect(two.getByRole('button', { name: 'Register Vehicle' })).toHaveCount(0);
  expect(await seriousFindings(two)).toEqual([]);
  await saveScreen(two, testInfo, 'guest-quota-refused');
  await twoContext.close();

  // The admin (a browser of their own) extends the first guest over the rule, with a note.
  const adminContext = await browser.newContext({
    baseURL: freshPortal.url,
    viewport: page.viewportSize() ?? undefined,
    timezoneId: 'America/New_York',
  });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await openDashboardPanel(admin, 'Vehicles');
  const vehicles = panel(admin, 'All Vehicles');
  await vehicles.getByRole('searchbox', { name: 'Search' }).fill(first);
  await expect(entries(records(vehicles, 'All Vehicles'))).toHaveCount(1);
  await vehicles.getByRole('button', { name: `Change status of ${first}: Yes` }).click();
  const statusForm = dialog(admin, `Vehicle Status ${first}`);
  await statusForm.getByRole('button', { name: 'Change vehicle checkout date' }).click();
  await statusForm.getByLabel('Checkout date').fill(dateFromToday(4));
  await statusForm.getByRole('button', { name: 'Submit' }).click();
  await expect(statusForm.getByText(/Over the guest limit/)).toBeVisible();
  const note = 'Board approved: family visit over the holiday';
  await statusForm.getByLabel('Override note (why this guest may stay)').fill(note);
  await saveScreen(admin, testInfo, 'guest-quota-override');
  await statusForm.getByRole('button', { name: 'Submit' }).click();
  await expect(statusForm).toBeHidden();

  // The Audit panel keeps the override and its note.
  await openDashboardPanel(admin, 'Audit');
  const audit = panel(admin, 'Audit');
  await audit.getByLabel('Plate', { exact: true }).fill(first);
  const override = entry(records(audit, 'Audit'), 'Vehicle guest limit overridden');
  await expect(override).toBeVisible();
  await expect(override).toContainText('admin@demo.test');
  await expect(override).toContainText(note);
  await saveScreen(admin, testInfo, 'guest-quota-audit');

  // The Occupancy panel lists the unit among those nearest their guest quota.
  const occupancyButton = admin
    .getByRole('group', { name: 'Dashboard panels' })
    .getByRole('button', { name: 'Occupancy', exact: true });
  await occupancyButton.click();
  await expect(occupancyButton).toHaveAttribute('aria-pressed', 'true');
  const nearest = records(admin, 'Units nearest their guest quota');
  await expect(entry(nearest, '101')).toContainText('0 of 2');
  expect(await seriousFindings(admin)).toEqual([]);
  await saveScreen(admin, testInfo, 'guest-quota-units');
  await adminContext.close();
});
