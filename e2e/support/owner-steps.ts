// Steps an owner takes on the owner dashboard and profile (spec §2), shared by the owner journey.
// Elements are found by role and label; the lists are a table on desktop and cards on phones.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_HOAID, DEMO_PASSWORD, dateFromToday } from './journeys';

type DashboardView = 'My Vehicles' | 'Onsite Vehicles' | 'Violations' | 'Payments';

/** A date `days` from the demo communities' today (re-exported for the journeys that import it here). */
export { dateFromToday };

/**
 * The journey starts like an owner who has not accepted this season's rules yet: the seed has
 * the demo owner accepted, so the owner's own rules call (spec §7 changerulesandregs) takes it
 * back. There is no screen for that: accepting is one-way (spec §2).
 */
export async function withdrawRulesAcceptance(
  request: APIRequestContext,
  email: string,
): Promise<void> {
  const login = await request.post('/api/users/login', {
    data: { email, password: DEMO_PASSWORD, hoaid: DEMO_HOAID },
  });
  expect(login.ok()).toBe(true);
  const { token, userid } = (await login.json()) as { token: string; userid: string };
  const withdrawn = await request.post('/api/users/changerulesandregs', {
    headers: { Authorization: `Bearer ${token}`, browserdate: dateFromToday(0) },
    data: { userid, terms: 0, termsaccepted: false },
  });
  expect(withdrawn.ok()).toBe(true);
}

/**
 * The admin changes some of the demo community's settings through updatehoa, the others sent
 * as they are (updatehoa takes the allowances whole).
 */
export async function updateDemoSettings(
  request: APIRequestContext,
  changes: Record<string, unknown>,
  /** The portal's address when it is not the request's base URL (a fresh portal). */
  base = '',
): Promise<void> {
  const login = await request.post(`${base}/api/users/login`, {
    data: { email: 'admin@demo.test', password: DEMO_PASSWORD, hoaid: DEMO_HOAID },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, browserdate: dateFromToday(0) };
  const community = (await (
    await request.get(`${base}/api/parking/hoa_data`, { headers })
  ).json()) as Record<string, unknown>;
  const keys = [
    'parking_allowed_unit',
    'parking_allowed_renter',
    'parking_allowed_hoa',
    'renter_free_parking_spots',
    'owner_free_parking_spots',
    'season_adjust_unit',
    'season_adjust_renter',
    'season_parking_fee_factor',
    'use_availability_factor',
    'availability_warning_buffer',
    'parking_information_url',
    'use_warning_status',
  ];
  const settings = Object.fromEntries(keys.map((key) => [key, community[key]]));
  const saved = await request.post(`${base}/api/parking/updatehoa`, {
    headers,
    data: { ...settings, ...changes, hoaid: DEMO_HOAID },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * The admin turns the demo community's warning mode on (1) or off (0). In warning mode an owner
 * may park one car over a full unit (docs/adr/0028); a journey about the hard unit limit turns
 * it off first.
 */
export async function setWarningMode(request: APIRequestContext, value: 0 | 1): Promise<void> {
  await updateDemoSettings(request, { use_warning_status: value });
}

/** The status banner (spec §2) showing `text`. */
export async function expectStatus(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

/** Presses one of the dashboard's toggle buttons (spec §2 Owner Dashboard). */
export async function showDashboardView(page: Page, view: DashboardView): Promise<void> {
  const toggle = page
    .getByRole('group', { name: 'Dashboard views' })
    .getByRole('button', { name: view, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** A list by its name: a table on desktop, a list of cards on phones (spec §2). */
export function listNamed(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('table', { name }).or(scope.getByRole('list', { name }));
}

/** The row (desktop) or card (phone) of a list that mentions `text`. */
export function entryIn(list: Locator, text: string): Locator {
  return list.getByRole('row').or(list.getByRole('listitem')).filter({ hasText: text });
}

/** The My Vehicles entry of a plate. */
export function myVehicle(page: Page, plate: string): Locator {
  return entryIn(listNamed(page, 'My Vehicles'), plate);
}

/** The Onsite link of a plate in My Vehicles: its text is Yes or No. */
export function onsiteLink(page: Page, plate: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^Onsite status of ${plate}: `) });
}

/** The History link of a plate in My Vehicles: its text is the number of changes. */
export function historyLink(page: Page, plate: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^History of ${plate}: `) });
}

/** Opens the Owner Vehicle Status popup of a plate (spec §2). */
export async function openVehicleStatus(page: Page, plate: string): Promise<Locator> {
  await onsiteLink(page, plate).click();
  const popup = page.getByRole('dialog', { name: 'Owner Vehicle Status' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(plate, { exact: true })).toBeVisible();
  return popup;
}

/** Sets an onsite vehicle offsite from its status popup. */
export async function changeToOffsite(page: Page, plate: string): Promise<void> {
  const popup = await openVehicleStatus(page, plate);
  await expect(popup.getByText('Onsite', { exact: true })).toBeVisible();
  await popup.getByRole('button', { name: 'Change status to offsite' }).click();
  await expect(popup).toBeHidden();
  await expectStatus(page, 'Vehicle Status Update Successful');
  await expect(onsiteLink(page, plate)).toHaveText('No');
}

/** The owner dashboard's Guests view (docs/adr/0014). */
export async function openGuests(page: Page): Promise<Locator> {
  const toggle = page
    .getByRole('group', { name: 'Dashboard views' })
    .getByRole('button', { name: 'Guests', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  return page.getByRole('region', { name: 'Guests' });
}

/**
 * The owner invites a guest from the Guests view; answers the link box and its link. `before`
 * runs with the open form (a journey checks what the form says first).
 */
export async function createInvitation(
  page: Page,
  guestName: string,
  nights: number,
  before?: (form: Locator) => Promise<void>,
): Promise<{ linkBox: Locator; url: string }> {
  const guests = await openGuests(page);
  await guests.getByRole('button', { name: 'Invite a guest' }).click();
  const form = page.getByRole('dialog', { name: 'Invite a Guest' });
  await before?.(form);
  await form.getByLabel('Guest name (optional)').fill(guestName);
  await form.getByLabel('Nights allowed').fill(String(nights));
  await form.getByRole('button', { name: 'Create invitation' }).click();
  await expect(form).toBeHidden();
  const linkBox = page.getByRole('region', { name: 'Invitation link' });
  const url = await linkBox.getByRole('link').getAttribute('href');
  expect(url).toBeTruthy();
  return { linkBox, url: url! };
}
