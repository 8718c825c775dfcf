// docs/adr/0034: the shell's public pages come rendered by the server. The page as fetched holds
// the community's name and parking numbers, a browser without JavaScript shows the page, the login
// form can be typed into before the scripts run (and keeps what was typed when they do), and
// every public page is hydrated without a mismatch. Screenshots without JavaScript:
// artifacts/screens/<project>-ssr-*.png (1280 px, and 390 px in the phone project).
// A portal of its own: the test signs in and creates an invitation.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { Community, ParkingSummary } from '@parking/shared/domain';
import { apiToken } from '../support/admin-steps';
import { expect, test } from '../support/fresh-portal';
import { DEMO_HOAID, DEMO_PASSWORD, dateFromToday, demoLogins } from '../support/journeys';

test.use({ journey: 'server-rendered' });

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function community(request: APIRequestContext): Promise<Community> {
  const response = await request.get(`/api/parking/data_for_hoa/${DEMO_HOAID}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Community;
}

async function summary(request: APIRequestContext): Promise<ParkingSummary> {
  const response = await request.post('/api/parking/get_parking_summary', {
    data: { hoaid: DEMO_HOAID, dstr: dateFromToday(0) },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ParkingSummary;
}

/** Errors the page reports: React's hydration mismatches surface here (minified #418, #425...). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function screenWithoutScripts(page: Page, testInfo: TestInfo, name: string) {
  const dir = resolve(__dirname, '..', 'artifacts', 'screens');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, `${testInfo.project.name}-ssr-${name}.png`) });
}

test('the landing page as fetched holds the community and the numbers the API reports', async ({
  request,
}) => {
  const demo = await community(request);
  const numbers = await summary(request);
  const response = await request.get(`/${DEMO_HOAID}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<h1 id="community-name">${escapeHtml(demo.name)}</h1>`);
  const figure = (label: string) =>
    new RegExp(`<dt>${label}</dt><dd>([0-9]+)</dd>`).exec(html)?.[1] ?? null;
  expect(figure('Spaces')).toBe(String(numbers.spaces));
  expect(figure('Used')).toBe(String(numbers.allcount));
  expect(figure('Available')).toBe(String(numbers.available));
  // The data rides along in a JSON element the CSP does not run; no inline script is added.
  expect(html).toMatch(/<script type="application\/json" id="rendered-page">\{/);
  expect(html.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();
  const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '');
  expect(scriptSrc?.[1]).not.toContain('unsafe-inline');

  // The site root shows the default community the same way.
  const root = await (await request.get('/')).text();
  expect(root).toContain(`<h1 id="community-name">${escapeHtml(demo.name)}</h1>`);
});

test('without JavaScript the landing and login pages show the community and the form', async ({
  browser,
  request,
  freshPortal,
}, testInfo) => {
  const demo = await community(request);
  const numbers = await summary(request);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: freshPortal.url,
    timezoneId: 'America/New_York',
    viewport:
      testInfo.project.name === 'phone'
        ? { width: 390, height: 844 }
        : { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`/${DEMO_HOAID}`);
  await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
  const bar = page.getByLabel('Parking summary');
  await expect(bar.locator('dd')).toHaveText([
    String(numbers.spaces),
    String(numbers.allcount),
    String(numbers.available),
  ]);
  await expect(page.getByRole('button', { name: 'Owner', exact: true })).toBeVisible();
  await screenWithoutScripts(page, testInfo, 'landing');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Owner Login' })).toBeVisible();
  await expect(page.getByRole('main').getByText(demo.name, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeEditable();
  await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
  await screenWithoutScripts(page, testInfo, 'login');
  await context.close();
});

test('what is typed into the login form before the scripts run is kept, and signs in', async ({
  page,
}) => {
  const errors = pageErrors(page);
  // The shell's scripts are held back until the form has been filled in.
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await expect(email).toBeEditable();
  // Not the demo prefill (the owner): the admin's own login.
  await email.pressSequentially(demoLogins.admin);
  await password.pressSequentially(DEMO_PASSWORD);
  await expect(page.locator('#root')).not.toHaveAttribute('data-started');

  release();
  await expect(page.locator('#root')).toHaveAttribute('data-started', 'hydrated');
  await expect(email).toHaveValue(demoLogins.admin);
  await expect(password).toHaveValue(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/admindashboard$/);
  expect(errors).toEqual([]);
});

/** The demo owner invites a guest for two nights (create_invitation); the invitation's token. */
async function ownerInvites(request: APIRequestContext, guest: string): Promise<{ token: string }> {
  const token = await apiToken(request, demoLogins.owner);
  const created = await request.post('/api/parking/create_invitation', {
    headers: { Authorization: `Bearer ${token}`, browserdate: dateFromToday(0) },
    data: { guest_name: guest, nights: 2, valid_until: dateFromToday(3) },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { token: string };
}

test('what a guest types into the invitation form before the scripts run is kept', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page);
  const invitation = await ownerInvites(request, 'Tia Typer');

  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`/invite/${invitation.token}`, { waitUntil: 'commit' });
  const phone = page.getByLabel('Phone');
  const terms = page.getByLabel('I have read and accept the terms and conditions');
  await expect(phone).toBeEditable();
  await phone.pressSequentially('302-555-0199');
  await page.getByLabel('Make').pressSequentially('Kia');
  await terms.check();
  await expect(page.locator('#root')).not.toHaveAttribute('data-started');

  release();
  await expect(page.locator('#root')).toHaveAttribute('data-started', 'hydrated');
  // A field typed after hydration re-renders the form: what was typed before stays.
  await page.getByLabel('Model').fill('Soul');
  await expect(phone).toHaveValue('302-555-0199');
  await expect(page.getByLabel('Make')).toHaveValue('Kia');
  await expect(terms).toBeChecked();
  await expect(page.getByLabel('First name')).toHaveValue('Tia');
  expect(errors).toEqual([]);
});

test('every public page hydrates without a mismatch, for a visitor and a signed-in user', async ({
  context,
  page,
  request,
}) => {
  const demo = await community(request);
  const invitation = await ownerInvites(request, 'Sam Guest');
  const invitationPage = await (await request.get(`/invite/${invitation.token}`)).text();
  expect(invitationPage).toContain('Register your vehicle');
  expect(invitationPage).toContain(escapeHtml(demo.name));

  // Each page in a tab of its own: a tab's session (the community it stored) is its own.
  const errors: string[] = [];
  const pages = [
    `/${DEMO_HOAID}`,
    '/',
    '/login',
    '/renterlogin',
    '/helptabs/landing',
    `/invite/${invitation.token}`,
  ];
  for (const path of pages) {
    const tab = await context.newPage();
    errors.push(...pageErrors(tab));
    await tab.goto(path);
    await expect(tab.locator('#root'), path).toHaveAttribute('data-started', 'hydrated');
    await tab.waitForLoadState('networkidle');
    await tab.close();
  }
  // A tab that stored another community draws the login page itself (no mismatch either).
  errors.push(...pageErrors(page));
  await page.goto('/demo2');
  await expect(page.locator('#root')).toHaveAttribute('data-started', 'hydrated');
  await page.goto('/login');
  await expect(page.locator('#root')).toHaveAttribute('data-started', 'rendered');
  await expect(
    page.getByRole('main').getByText('Pine Ridge Townhomes', { exact: true }),
  ).toBeVisible();

  // Signed in: the server renders for a visitor; the nav bar turns to the user's after hydration.
  const owner = await context.newPage();
  errors.push(...pageErrors(owner));
  await owner.goto('/login');
  await owner.getByLabel('Email', { exact: true }).fill(demoLogins.owner);
  await owner.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Submit' }).click();
  await expect(owner).toHaveURL(/\/dashboard$/);
  await owner.goto(`/${DEMO_HOAID}`);
  await expect(owner.locator('#root')).toHaveAttribute('data-started', 'hydrated');
  await expect(owner.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(errors).toEqual([]);
});
