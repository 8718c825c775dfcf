// Steps an administrator (and the read-only owner) takes through the admin remote: the dashboard
// panels, the maintenance panels, the lists that are tables on a desktop and cards on a phone,
// downloads and the API calls a test makes to prove a refusal. Elements are found by role and
// label, the way a person finds them.
import { readFile, writeFile } from 'node:fs/promises';
import {
  expect,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { DEMO_HOAID, DEMO_PASSWORD, demoLogins, remoteRoot, signIn } from './journeys';

export type DashboardPanel =
  'Owners' | 'Vehicles' | 'Onsite Vehicles' | 'Violations' | 'Feedback' | 'Reports' | 'Audit';
export type MaintenancePanel = 'HOA' | 'HOA Contact' | 'Help Text' | 'Feedback';

/** Signs in as the demo administrator and waits for the Administrator Dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, demoLogins.admin);
  await expect(page).toHaveURL(/\/admindashboard$/);
  await expect(remoteRoot(page, 'admin')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administrator Dashboard' })).toBeVisible();
}

/** An icon of the navigation bar (spec §2: Dashboard, Profile, Maintenance, Help, Logout). */
export function navButton(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
}

/** One of the six buttons of the Administrator Dashboard. */
export function dashboardButton(page: Page, name: DashboardPanel): Locator {
  return page
    .getByRole('group', { name: 'Dashboard panels' })
    .getByRole('button', { name, exact: true });
}

/** Presses a dashboard button and waits until it shows as pressed. */
export async function openDashboardPanel(page: Page, name: DashboardPanel): Promise<void> {
  const button = dashboardButton(page, name);
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Goes to the Maintenance Dashboard through the navigation bar. */
export async function openMaintenance(page: Page): Promise<void> {
  await navButton(page, 'Maintenance').click();
  await expect(page).toHaveURL(/\/maintenancedashboard$/);
  await expect(page.getByRole('heading', { name: 'Maintenance Dashboard' })).toBeVisible();
}

/** Presses one of the Maintenance Dashboard's buttons (HOA, HOA Contact, Help Text, Feedback). */
export async function openMaintenancePanel(page: Page, name: MaintenancePanel): Promise<void> {
  const button = page
    .getByRole('group', { name: 'Maintenance panels' })
    .getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** A titled panel (a section named by its heading), e.g. 'Owners' or 'All Vehicles'. */
export function panel(page: Page | Locator, title: string): Locator {
  // A list that scrolls is a region of the same name inside the panel: the panel comes first.
  return page.getByRole('region', { name: title, exact: true }).first();
}

/** A list that is a table on a desktop and a list of cards on a phone (spec §2, §9). */
export function records(scope: Page | Locator, name: string): Locator {
  return scope
    .getByRole('table', { name, exact: true })
    .or(scope.getByRole('list', { name, exact: true }));
}

/** The rows (desktop) or cards (phone) of such a list. */
export function entries(list: Locator): Locator {
  // Table rows with data cells (not the header row), or the cards of the phone layout.
  const dataRows = list.getByRole('row').filter({ has: list.page().getByRole('cell') });
  return dataRows.or(list.getByRole('listitem'));
}

/** The row or card of a list that shows the given text. */
export function entry(list: Locator, text: string | RegExp): Locator {
  return entries(list).filter({ hasText: text });
}

/** An open dialog by its title. */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

/** The status banner (or a popup's confirmation) showing a spec §8 message. */
export async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

/** Waits for the download a click starts and returns the saved file's text. */
export async function downloadText(
  page: Page,
  start: () => Promise<void>,
): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await download.path();
  return { download, text: await readFile(path, 'utf8') };
}

/** Splits a CSV download into its lines (the report rows hold no line breaks). */
export function csvLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
}

/** Writes a small file into the test's own output folder and returns its path. */
export async function writeTestFile(
  testInfo: TestInfo,
  name: string,
  text: string,
): Promise<string> {
  const path = testInfo.outputPath(name);
  await writeFile(path, text, 'utf8');
  return path;
}

/** Signs in through the API (spec §7 /api/users/login) and returns the session token. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email, password, hoaid: DEMO_HOAID },
  });
  expect(response.status(), `login of ${email}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}
