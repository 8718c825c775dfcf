// Accessibility: an axe-core scan of every page and panel, for every role, at
// both widths (the desktop and phone projects), open dialogs included. A serious or critical
// finding fails the test; each test scans all its states first and then reports every finding at
// once (state, rule, impact, the elements), so one run shows the whole picture. Moderate and minor
// findings are attached to the report (axe-findings.txt) without failing.
import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fresh-portal';
import {
  apiToken,
  dashboardButton,
  navButton,
  openDashboardPanel,
  openMaintenance,
  openMaintenancePanel,
  panel,
  signInAsAdmin,
  type DashboardPanel,
  type MaintenancePanel,
} from '../support/admin-steps';
import {
  DEMO_HOAID,
  DEMO_PASSWORD,
  checkIn,
  demoLogins,
  landingEntry,
  openOwnerLogin,
  remoteRoot,
  saveScreen,
  signIn,
  submitOwnerLogin,
} from '../support/journeys';
import { dateFromToday, openGuests, showDashboardView } from '../support/owner-steps';

test.use({ journey: 'accessibility' });

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const FAILING: readonly Impact[] = ['serious', 'critical'];

interface Finding {
  state: string;
  rule: string;
  impact: Impact;
  help: string;
  nodes: string[];
}

/** Scans the page as it is now and keeps the findings under the state's name. */
class Scanner {
  readonly findings: Finding[] = [];
  readonly states: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  async scan(state: string): Promise<void> {
    // Lists and summaries finish loading (no list marked busy, its rows no longer faded) and
    // transitions settle before the scan, so colours are measured as the user sees them.
    await this.page.waitForLoadState('networkidle');
    await this.page.waitForFunction(
      () =>
        document.querySelector('[aria-busy="true"]') === null &&
        document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    const results = await new AxeBuilder({ page: this.page }).analyze();
    // A11Y_SCREENS=1 keeps a picture of every scanned state for a person to look at.
    if (process.env.A11Y_SCREENS) {
      const name = `a11y-${state.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
      await saveScreen(this.page, this.testInfo, name);
    }
    this.states.push(state);
    for (const violation of results.violations) {
      this.findings.push({
        state,
        rule: violation.id,
        impact: (violation.impact ?? 'minor') as Impact,
        help: violation.help,
        nodes: violation.nodes.map(
          (node) => `${node.target.join(' ')}\n        ${node.failureSummary ?? ''}`,
        ),
      });
    }
  }

  /** Attaches every finding and fails with a readable list of the serious and critical ones. */
  async report(): Promise<void> {
    const format = (finding: Finding) =>
      `[${finding.impact}] ${finding.rule} on "${finding.state}": ${finding.help}\n` +
      finding.nodes.map((node) => `      ${node.replace(/\n\s+/g, '\n        ')}`).join('\n');
    const body =
      `${this.testInfo.project.name}: scanned ${this.states.join(', ')}\n\n` +
      (this.findings.map(format).join('\n\n') || 'No findings.');
    // On disk as well (the list reporter does not write attachments): the test's output folder.
    await writeFile(this.testInfo.outputPath('axe-findings.txt'), body);
    await this.testInfo.attach('axe-findings.txt', { body, contentType: 'text/plain' });
    const failing = this.findings.filter((finding) => FAILING.includes(finding.impact));
    expect(
      failing.map(format),
      `serious or critical axe findings at ${this.testInfo.project.name} width:\n\n${failing
        .map(format)
        .join('\n\n')}\n`,
    ).toEqual([]);
  }
}

async function scanner(page: Page, testInfo: TestInfo): Promise<Scanner> {
  return new Scanner(page, testInfo);
}

/** Opens a dialog with `open`, scans it and closes it with Cancel (or Close). */
async function scanDialog(
  page: Page,
  axe: Scanner,
  name: string | RegExp,
  open: () => Promise<void>,
): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await expect(dialog).toBeVisible();
  await axe.scan(`dialog ${String(name)}`);
  await closeDialog(dialog);
}

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog
    .getByRole('button', { name: /^(Cancel|Close)$/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();
}

test('public pages have no serious accessibility findings', async ({ page }, testInfo) => {
  const axe = await scanner(page, testInfo);
  await page.goto(`/${DEMO_HOAID}`);
  await expect(landingEntry(page, 'Owner')).toBeVisible();
  await axe.scan('landing');

  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/helptabs\/landing$/);
  await expect(page.getByText('Application Information').first()).toBeVisible();
  await axe.scan('help');
  await page.getByRole('button', { name: 'Feedback' }).click();
  await expect(page.getByLabel('Comment', { exact: true })).toBeVisible();
  await axe.scan('help feedback form');

  await openOwnerLogin(page);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await axe.scan('owner login');
  await page.getByRole('button', { name: 'forgot password' }).click();
  await expect(page.getByRole('form', { name: 'Reset password' })).toBeVisible();
  await axe.scan('owner login, reset password form');

  await page.goto(`/${DEMO_HOAID}`);
  await landingEntry(page, 'Renter').click();
  await expect(page.getByRole('combobox', { name: 'Unit number' })).toBeVisible();
  await axe.scan('renter check-in');

  for (const which of ['verify', 'noverify', 'nouserid', 'pwlinkexpired']) {
    await page.goto(`/userverification/${which}/x/${DEMO_HOAID}/-`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe.scan(`user verification ${which}`);
  }
  await page.goto(`/userverification/password/x/${DEMO_HOAID}/-#token=not-a-real-token`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await axe.scan('reset password');

  await page.goto('/no/such/page');
  await axe.scan('unknown page');
  await axe.report();
});

test('owner pages and dialogs have no serious accessibility findings', async ({
  page,
}, testInfo) => {
  const axe = await scanner(page, testInfo);
  await signIn(page, demoLogins.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await axe.scan('owner dashboard');
  for (const view of ['Onsite Vehicles', 'Violations', 'Payments', 'My Vehicles'] as const) {
    await showDashboardView(page, view);
    await axe.scan(`owner dashboard ${view}`);
  }
  await scanDialog(page, axe, 'Register Vehicle', async () => {
    await page.getByRole('button', { name: 'Add vehicle' }).click();
  });
  await scanDialog(page, axe, 'Owner Vehicle Status', async () => {
    await page
      .getByRole('button', { name: /^Onsite status of / })
      .first()
      .click();
  });

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await axe.scan('owner profile');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Help' })
    .click();
  await expect(page).toHaveURL(/\/helptabs\//);
  await axe.scan('owner help');
  await axe.report();
});

test('renter pages and dialogs have no serious accessibility findings', async ({
  page,
}, testInfo) => {
  const axe = await scanner(page, testInfo);
  await checkIn(page, '101', '1234');
  await expect(page).toHaveURL(/\/renterdashboard$/);
  await expect(remoteRoot(page, 'renter')).toBeVisible();
  await axe.scan('renter dashboard');
  await page.getByRole('button', { name: 'Add', exact: true }).first().click();
  const notice = page.getByRole('dialog', { name: 'Information' });
  const form = page.getByRole('dialog', { name: 'Register Vehicle' });
  await expect(form.or(notice)).toBeVisible();
  if (await notice.isVisible()) {
    await axe.scan('renter information notice');
    await notice.getByRole('button', { name: 'Close' }).click();
  }
  await expect(form).toBeVisible();
  await axe.scan('dialog Register Vehicle (renter)');
  await closeDialog(form);
  await axe.report();
});

test('administrator pages, panels and dialogs have no serious accessibility findings', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const axe = await scanner(page, testInfo);
  await signInAsAdmin(page);
  const panels: DashboardPanel[] = [
    'Owners',
    'Vehicles',
    'Onsite Vehicles',
    'Violations',
    'Feedback',
    'Reports',
  ];
  for (const name of panels) {
    await openDashboardPanel(page, name);
    await axe.scan(`admin dashboard ${name}`);
  }
  // Both reports, run.
  const reports = panel(page, 'Reports');
  for (const report of ['Renter Cars', 'Owner Cars']) {
    await reports
      .getByRole('group', { name: 'Reports' })
      .getByRole('button', { name: report })
      .click();
    await reports.getByRole('button', { name: 'Submit' }).click();
    await expect(
      reports.getByRole('table', { name: report }).or(reports.getByRole('list', { name: report })),
    ).toBeVisible();
    await axe.scan(`admin report ${report}`);
  }
  const payments = page.getByRole('group', { name: 'Dashboard panels' }).getByRole('button', {
    name: 'Payments',
    exact: true,
  });
  if ((await payments.count()) > 0) {
    await payments.click();
    await axe.scan('admin dashboard Payments');
  }
  await openDashboardPanel(page, 'Audit');
  await axe.scan('admin dashboard Audit');

  await openDashboardPanel(page, 'Owners');
  const owners = panel(page, 'Owners');
  await scanDialog(page, axe, 'Owner Registration', async () => {
    await owners.getByRole('button', { name: 'Add', exact: true }).click();
  });
  await scanDialog(page, axe, 'Modify Owner', async () => {
    await owners.getByRole('button', { name: 'Modify Olivia Owner' }).click();
  });
  await expect(dashboardButton(page, 'Owners')).toHaveAttribute('aria-pressed', 'true');

  await openMaintenance(page);
  const maintenance: MaintenancePanel[] = ['HOA', 'HOA Contact', 'Help Text', 'Feedback'];
  for (const name of maintenance) {
    await openMaintenancePanel(page, name);
    await axe.scan(`maintenance ${name}`);
  }
  await openMaintenancePanel(page, 'HOA Contact');
  await scanDialog(page, axe, 'Add Contact', async () => {
    await panel(page, 'Contact Information')
      .getByRole('button', { name: 'Add', exact: true })
      .click();
  });

  await navButton(page, 'Profile').click();
  await expect(page).toHaveURL(/\/adminprofile$/);
  await expect(remoteRoot(page, 'admin')).toBeVisible();
  await axe.scan('admin profile');
  await axe.report();
});

test('the read-only owners page has no serious accessibility findings', async ({
  page,
}, testInfo) => {
  const axe = await scanner(page, testInfo);
  await signIn(page, demoLogins.readonly);
  await expect(page).toHaveURL(/\/readonlyowners$/);
  await expect(remoteRoot(page, 'admin')).toBeVisible();
  await axe.scan('read-only owners');
  await axe.report();
});

/** Creates an invitation on the Guests view and answers its link (the QR code shows). */
async function inviteGuest(page: Page, axe: Scanner | null, guestName: string): Promise<string> {
  const guests = await openGuests(page);
  await guests.getByRole('button', { name: 'Invite a guest' }).click();
  const form = page.getByRole('dialog', { name: 'Invite a Guest' });
  await expect(form).toBeVisible();
  await axe?.scan('dialog Invite a Guest');
  await form.getByLabel('Guest name (optional)').fill(guestName);
  await form.getByLabel('Nights allowed').fill('2');
  await form.getByRole('button', { name: 'Create invitation' }).click();
  await expect(form).toBeHidden();
  const linkBox = page.getByRole('region', { name: 'Invitation link' });
  await expect(linkBox.locator('svg title')).toHaveText('QR code of the invitation link');
  const url = await linkBox.getByRole('link').getAttribute('href');
  expect(url).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  return url!;
}

// the plate lookup with a result, the Occupancy panel (chart, numbers and
// Repeat offenders), the owner's Guests panel with an invitation and its QR code, and the
// guest's invitation page (the form, and the card step where the community charges).
test('the plate lookup and the Occupancy panel have no serious accessibility findings', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // A plate reported twice: a row of Repeat offenders.
  const token = await apiToken(request, demoLogins.admin);
  for (const location of ['Lot A', 'Gate']) {
    const reported = await request.post('/api/parking/insert_violation', {
      data: {
        hoaid: DEMO_HOAID,
        violation_plate: 'AXE 42',
        violation_state: 'DE',
        violation_location: location,
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reported.status()).toBeLessThan(300);
  }
  const axe = await scanner(page, testInfo);
  await signInAsAdmin(page);

  const occupancyButton = page
    .getByRole('group', { name: 'Dashboard panels' })
    .getByRole('button', { name: 'Occupancy', exact: true });
  await occupancyButton.click();
  await expect(occupancyButton).toHaveAttribute('aria-pressed', 'true');
  const occupancy = panel(page, 'Occupancy');
  await expect(occupancy.locator('svg.recharts-surface').last()).toBeVisible();
  const offenders = panel(page, 'Repeat offenders');
  await expect(offenders.getByRole('link', { name: 'Look up AXE42' })).toBeVisible();
  await axe.scan('admin Occupancy chart and Repeat offenders');
  await occupancy.getByText('Numbers as a table').click();
  await expect(
    occupancy.getByRole('region', { name: 'Onsite vehicles per day' }).getByRole('row').first(),
  ).toBeVisible();
  await axe.scan('admin Occupancy numbers as a table');

  await navButton(page, 'Plate lookup').click();
  await expect(page).toHaveURL(/\/enforce$/);
  await expect(page.getByRole('heading', { name: 'Plate lookup' })).toBeVisible();
  await axe.scan('plate lookup');
  await page.getByLabel('Plate', { exact: true }).fill('DEM101A');
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  const result = page.getByRole('region', { name: 'Lookup result' });
  await expect(result).toContainText('Authorised');
  await axe.scan('plate lookup, a registered plate');
  await page.getByLabel('Plate', { exact: true }).fill('ZZZ999');
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(result).toContainText('Not authorised');
  await axe.scan('plate lookup, an unknown plate');
  await scanDialog(page, axe, 'Violation', async () => {
    await page.getByRole('button', { name: 'Report violation' }).click();
  });
  await axe.report();
});

test('the Guests panel and the invitation page have no serious accessibility findings', async ({
  page,
  browser,
}, testInfo) => {
  // Three browsers, two invitations and a card step: about 30 s on a quiet machine, and more
  // than four times that beside the PGlite suites on a slow CI host (it ran out of 120 s there).
  test.setTimeout(240_000);
  const axe = await scanner(page, testInfo);
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await signIn(page, demoLogins.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await openGuests(page);
  await axe.scan('owner Guests');
  const url = await inviteGuest(page, axe, 'Axel Guest');
  await expect(
    page.getByRole('region', { name: 'Guests' }).getByText('Axel Guest').first(),
  ).toBeVisible();
  await axe.scan('owner Guests, an invitation with its QR code');

  // The guest: a browser of their own, no session.
  const context = await browser.newContext({ viewport });
  try {
    const guest = await context.newPage();
    const guestAxe = await scanner(guest, testInfo);
    await guest.goto(url);
    await expect(
      guest.getByRole('heading', { level: 1, name: 'Register your vehicle' }),
    ).toBeVisible();
    await guestAxe.scan('guest invitation page');
    await guest.getByRole('button', { name: 'Register Vehicle' }).click();
    await expect(guest.getByText('Please accept the terms and conditions')).toBeVisible();
    await guestAxe.scan('guest invitation page, field errors');
    await guest.goto('/invite/not-a-real-invitation-token');
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    await guestAxe.scan('guest invitation page, unusable link');
    axe.findings.push(...guestAxe.findings);
    axe.states.push(...guestAxe.states);
  } finally {
    await context.close();
  }

  // The card step: demo2 charges a guest's car of unit 101 (PIN101A is onsite there).
  const ownerContext = await browser.newContext({ viewport });
  let paidUrl: string;
  try {
    const owner2 = await ownerContext.newPage();
    await openOwnerLogin(owner2, 'demo2');
    await submitOwnerLogin(owner2, 'owner@demo2.test', DEMO_PASSWORD);
    await expect(remoteRoot(owner2, 'owner')).toBeVisible();
    paidUrl = await inviteGuest(owner2, null, 'Pat Payer');
  } finally {
    await ownerContext.close();
  }
  const payContext = await browser.newContext({ viewport });
  try {
    const guest = await payContext.newPage();
    const guestAxe = await scanner(guest, testInfo);
    await guest.goto(paidUrl);
    await guest.getByLabel('Phone').fill('302-555-0142');
    await guest.getByLabel('Make').fill('Mazda');
    await guest.getByLabel('Model').fill('3');
    await guest.getByLabel('Year').fill('2020');
    await guest.getByLabel('Plate').fill(testInfo.project.name === 'phone' ? 'AXEPH1' : 'AXEDT1');
    await guest.getByLabel('State').fill('DE');
    await guest.getByLabel('Checkout date').fill(dateFromToday(2));
    await guest.getByLabel('I have read and accept the terms and conditions').check();
    await guest.getByRole('button', { name: 'Register Vehicle' }).click();
    const step = guest.getByRole('region', { name: 'Pay for your stay' });
    await expect(step.getByText('This stay must be paid by card.')).toBeVisible();
    await guestAxe.scan('guest invitation page, card step');
    axe.findings.push(...guestAxe.findings);
    axe.states.push(...guestAxe.states);
  } finally {
    await payContext.close();
  }
  await axe.report();
});
