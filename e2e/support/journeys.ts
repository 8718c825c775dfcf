// Steps a person takes through the portal, shared by the journeys. Elements are found by role
// and label, the way a person finds them.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO_HOAID = 'demo';
/**
 * The demo communities' time zone (server/src/db/seed/demo-data.ts). The portal's "today" is the
 * community's, so the journeys' dates are too, and the browsers run in it (playwright.config.ts),
 * like the residents: a run at 01:00 UTC is still the day before in the community.
 */
export const DEMO_TIMEZONE = 'America/New_York';

/** The calendar date `days` after the YYYY-MM-DD `date`, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The community's calendar date `days` from today as YYYY-MM-DD, the value of a date field. */
export function dateFromToday(days: number, timeZone: string = DEMO_TIMEZONE): string {
  return addDays(new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()), days);
}

export const demoLogins = {
  owner: 'owner@demo.test',
  admin: 'admin@demo.test',
  readonly: 'readonly@demo.test',
} as const;

const screensDir = resolve(__dirname, '..', 'artifacts', 'screens');

/** Saves a full-page screenshot as artifacts/screens/<project>-<name>.png for a human to look at. */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await mkdir(screensDir, { recursive: true });
  // The page's own data calls (vehicle lists, summaries) finish before the picture is taken.
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: resolve(screensDir, `${testInfo.project.name}-${name}.png`),
    fullPage: true,
  });
}

/** The landing page's Owner and Renter entries: spec §2 calls them buttons; links also qualify. */
export function landingEntry(page: Page, name: 'Owner' | 'Renter'): Locator {
  return page
    .getByRole('button', { name, exact: true })
    .or(page.getByRole('link', { name, exact: true }))
    .first();
}

export async function openOwnerLogin(page: Page, hoaid: string = DEMO_HOAID): Promise<void> {
  await page.goto(`/${hoaid}`);
  await landingEntry(page, 'Owner').click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function submitOwnerLogin(page: Page, email: string, password: string): Promise<void> {
  // Demo mode prefills the fields (spec §2 Owner Login); fill() replaces whatever is there.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

export async function signIn(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await openOwnerLogin(page);
  await submitOwnerLogin(page, email, password);
}

export async function openRenterCheckin(page: Page, hoaid: string = DEMO_HOAID): Promise<void> {
  await page.goto(`/${hoaid}`);
  await landingEntry(page, 'Renter').click();
  await expect(page).toHaveURL(/\/renterlogin$/);
}

export function unitDropdown(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Unit number' });
}

export async function checkIn(page: Page, unit: string, pin: string): Promise<void> {
  await openRenterCheckin(page);
  await unitDropdown(page).selectOption(unit);
  await page.getByLabel('Pin code').fill(pin);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Root element of a remote's page; each remote marks its root (docs/architecture.md: data-boundary). */
export function remoteRoot(page: Page, boundary: 'owner' | 'renter' | 'admin'): Locator {
  return page.locator(`[data-boundary="${boundary}"]`).first();
}

/** Records every file the page fetches from a remote, to prove a user gets only their role's remote. */
export function watchRemoteDownloads(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/')) requested.push(pathname);
  });
  return requested;
}

/** A remote's remoteEntry.js in one of its version folders (docs/adr/0006). */
export function remoteEntryOf(
  remote: 'owner' | 'renter' | 'admin',
): ReturnType<typeof expect.stringMatching> {
  return expect.stringMatching(new RegExp(`^/remotes/${remote}/[^/]+/remoteEntry\\.js$`));
}

/** The remotes (owner, renter, admin) a list of downloads touched. */
export function remotesTouched(downloads: string[]): string[] {
  return [...new Set(downloads.map((path) => path.split('/')[2] ?? ''))].sort();
}
