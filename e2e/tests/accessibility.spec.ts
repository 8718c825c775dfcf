// Accessibility (issue 11 item 9): an axe-core scan of every page and panel, for every role, at
// both widths (the desktop and phone projects), open dialogs included. A serious or critical
// finding fails the test; each test scans all its states first and then reports every finding at
// once (state, rule, impact, the elements), so one run shows the whole picture. Moderate and minor
// findings are attached to the report (axe-findings.txt) without failing.
import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fresh-portal';
import {
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
  checkIn,
  demoLogins,
  landingEntry,
  openOwnerLogin,
  remoteRoot,
  saveScreen,
  signIn,
} from '../support/journeys';
import { showDashboardView } from '../support/owner-steps';

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
