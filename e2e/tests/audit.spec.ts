// Journey: the admin changes a vehicle's status in All Vehicles, opens the dashboard's
// Audit panel, filters it by that plate, sees who changed what, and downloads the entries as CSV;
// then opens the vehicle's History popup (Reports → Owner Cars) and follows 'Audit entries' to
// the panel filtered to that vehicle. An axe scan of the panel finds nothing serious or critical
// at 1280 and 600 px (and 390 px on the phone project). Screenshots:
// artifacts/screens/<project>-audit*.png. Each width runs on a portal of its own.
import { seriousFindings } from '../support/axe-findings';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fresh-portal';
import {
  apiToken,
  csvLines,
  dashboardButton,
  dialog,
  downloadText,
  entries,
  entry,
  openDashboardPanel,
  panel,
  records,
  signInAsAdmin,
} from '../support/admin-steps';
import { DEMO_HOAID, demoLogins, saveScreen } from '../support/journeys';

test.use({ journey: 'audit' });

const PLATE = 'DEM102M';
const CSV_HEADER = 'When,At (UTC),User,Role,What,Record,Unit,Plate,Changes';

/** The list's count of matching entries (a phone renders only the cards on screen). */
function entryCount(audit: Locator): Locator {
  return audit.getByRole('status').filter({ hasText: /^[\d,]+ entr(y|ies)$/ });
}

/** Scrolls the page until the element is rendered (phone cards are window-virtualised). */
async function scrollUntilRendered(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 30 && (await target.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
  }
  await target.scrollIntoViewIfNeeded();
}

test('the admin finds a vehicle change in the Audit panel, downloads it and reaches it from History', async ({
  page,
  request,
}, testInfo) => {
  // More for the log: two violations reported by the admin and a failed sign-in.
  const token = await apiToken(request, demoLogins.admin);
  for (const location of ['Lot A', 'Gate']) {
    const reported = await request.post('/api/parking/insert_violation', {
      data: {
        hoaid: DEMO_HOAID,
        violation_plate: 'aud 15',
        violation_state: 'DE',
        violation_location: location,
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reported.status()).toBeLessThan(300);
  }
  const refused = await request.post('/api/users/login', {
    data: { email: demoLogins.owner, password: 'not-the-password', hoaid: DEMO_HOAID },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);

  await signInAsAdmin(page);

  // The change: DEM102M (offsite) is set onsite until the form's default checkout, tomorrow.
  await openDashboardPanel(page, 'Vehicles');
  const vehicles = panel(page, 'All Vehicles');
  await vehicles.getByRole('searchbox', { name: 'Search' }).fill(PLATE);
  await expect(entries(records(vehicles, 'All Vehicles'))).toHaveCount(1);
  await vehicles.getByRole('button', { name: `Change status of ${PLATE}: No` }).click();
  const statusForm = dialog(page, `Vehicle Status ${PLATE}`);
  await expect(statusForm.getByLabel('Checkout date')).not.toHaveValue('');
  await statusForm.getByRole('button', { name: 'Submit' }).click();
  await expect(statusForm).toBeHidden();
  await expect(
    vehicles.getByRole('button', { name: `Change status of ${PLATE}: Yes` }),
  ).toBeVisible();

  // The Audit panel, filtered by the plate as typed (any spelling of it).
  await openDashboardPanel(page, 'Audit');
  await expect(page).toHaveURL(/panel=audit/);
  const audit = panel(page, 'Audit');
  await expect(entryCount(audit)).toBeVisible();
  await audit.getByLabel('Plate', { exact: true }).fill('dem-102m');
  await audit.getByLabel('Kind', { exact: true }).selectOption({ label: 'Vehicle' });
  await expect(page).toHaveURL(/[?&]plate=dem-102m/);
  await expect(page).toHaveURL(/[?&]kind=vehicle/);
  await expect(entryCount(audit)).toHaveText('1 entry');
  const list = records(audit, 'Audit');
  const change = entry(list, 'Vehicle status');
  await expect(change).toBeVisible();
  await expect(change).toContainText('admin@demo.test');
  await expect(change).toContainText(PLATE);
  await expect(change).toContainText('102');
  await expect(change).toContainText(/enddate: \S+ → \d{4}-\d{2}-\d{2}/);

  // Readable at this width: nothing wider than the window; no serious accessibility finding.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousFindings(page)).toEqual([]);
  await saveScreen(page, testInfo, 'audit-filtered');

  // The CSV: every matching entry with the filter applied.
  const { download, text } = await downloadText(page, () =>
    audit.getByRole('button', { name: 'Download CSV' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csvLines(text);
  expect(header).toBe(CSV_HEADER);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(
    new RegExp(
      `^"[A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}:\\d{2} [AP]M",\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,` +
        `admin@demo\\.test,admin,Vehicle status,[^,]+,102,${PLATE},.*enddate: \\S+ → \\d{4}-\\d{2}-\\d{2}`,
    ),
  );

  // The whole log, newest first.
  await audit.getByRole('button', { name: 'Clear filters' }).click();
  await expect(audit.getByLabel('Plate', { exact: true })).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]plate=/);
  // The violations, the failed sign-in and the change: the list has caught up with the filters.
  await expect(entryCount(audit)).toHaveText(/^([4-9]|\d{2,}) entries$/);
  await expect(entry(list, 'Sign-in failed')).toBeVisible();
  await saveScreen(page, testInfo, 'audit');
  expect(await seriousFindings(page)).toEqual([]);
  if (testInfo.project.name === 'phone') {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(entryCount(audit)).toBeVisible();
    const narrowOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(narrowOverflow).toBeLessThanOrEqual(0);
    await saveScreen(page, testInfo, 'audit-390');
    expect(await seriousFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 600, height: 900 });
  }

  // The vehicle's History popup links to its entries (the admin's only).
  await openDashboardPanel(page, 'Reports');
  const reports = panel(page, 'Reports');
  await reports
    .getByRole('group', { name: 'Reports' })
    .getByRole('button', { name: 'Owner Cars' })
    .click();
  await reports.getByRole('button', { name: 'Submit' }).click();
  const history = reports.getByRole('link', { name: new RegExp(`^History of ${PLATE}: `) });
  await scrollUntilRendered(page, history);
  await history.click();
  const usage = dialog(page, 'Vehicle Usage');
  const auditLink = usage.getByRole('link', { name: `Audit entries of ${PLATE}` });
  await expect(auditLink).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await auditLink.click();
  await expect(usage).toBeHidden();
  await expect(page).toHaveURL(/[?&]panel=audit&vehicleid=[0-9a-f-]+$/);
  await expect(dashboardButton(page, 'Audit')).toHaveAttribute('aria-pressed', 'true');
  await expect(audit.getByText(/one vehicle's entries/)).toBeVisible();
  await expect(audit.getByLabel('Plate', { exact: true })).toHaveValue('');
  await expect(entryCount(audit)).toBeVisible();
  await expect(entry(records(audit, 'Audit'), 'Vehicle status')).toContainText(PLATE);
  await saveScreen(page, testInfo, 'audit-vehicle');
});
