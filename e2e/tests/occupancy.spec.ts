// Journey: the admin opens the dashboard's Occupancy panel at 1280 px and at 600 px
// (the phone project). The chart library arrives only when the panel opens (no script of the
// login page or of the admin dashboard before it carries recharts), the numbers show as a table
// and download as CSV, and Repeat offenders link to the plate lookup. The login page's
// JavaScript is compared with the budget recorded in e2e/login-js-budget.json. Screenshots:
// artifacts/screens/<width>-occupancy*.png. Each width runs on a portal of its own.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fresh-portal';
import { apiToken, csvLines, downloadText, panel, signInAsAdmin } from '../support/admin-steps';
import { DEMO_HOAID, demoLogins, saveScreen } from '../support/journeys';
import budget from '../login-js-budget.json';

test.use({ journey: 'occupancy' });

/** A string only the recharts code holds (the class of every chart's SVG). */
const RECHARTS_MARK = 'recharts-surface';

interface Script {
  url: string;
  bytes: number;
  recharts: boolean;
}

/** Records every script the page downloads, with its decoded size. */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: response.url(),
      bytes: body.length,
      recharts: body.includes(RECHARTS_MARK),
    });
  });
  return scripts;
}

test('the admin opens Occupancy; the chart library loads only then; the login page did not grow', async ({
  page,
  request,
}, testInfo) => {
  // A plate reported twice today: the period's top repeat offender.
  const token = await apiToken(request, demoLogins.admin);
  for (const location of ['Lot A', 'Gate']) {
    const reported = await request.post('/api/parking/insert_violation', {
      data: {
        hoaid: DEMO_HOAID,
        violation_plate: 'rpt 42',
        violation_state: 'DE',
        violation_location: location,
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reported.status()).toBeLessThan(300);
  }
  const scripts = recordScripts(page);

  // The login page: its JavaScript within the recorded budget, no chart code.
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Submit' }).waitFor();
  const loginBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  testInfo.annotations.push({
    type: 'login JavaScript',
    description: `${loginBytes} bytes (budget ${budget.loginJsBytes})`,
  });
  expect(scripts.some((script) => script.recharts)).toBe(false);
  expect(loginBytes).toBeLessThanOrEqual(budget.loginJsBytes);

  // The dashboard without the panel: still no chart code.
  await signInAsAdmin(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => script.recharts)).toEqual([]);
  const before = scripts.length;

  const button = page
    .getByRole('group', { name: 'Dashboard panels' })
    .getByRole('button', { name: 'Occupancy', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/panel=occupancy/);
  const occupancy = panel(page, 'Occupancy');
  await expect(occupancy.locator('svg.recharts-surface').last()).toBeVisible();
  await expect(occupancy.getByText(/ onsite/).first()).toBeVisible();
  await expect.poll(() => scripts.slice(before).some((script) => script.recharts)).toBe(true);

  // Readable at this width: nothing wider than the window.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreen(page, testInfo, 'occupancy');

  // The numbers as a table: one row per day of the 30 (plus the header).
  await occupancy.getByText('Numbers as a table').click();
  const numbers = occupancy.getByRole('region', { name: 'Onsite vehicles per day' });
  await expect(numbers.getByRole('row')).toHaveCount(31);

  // And as CSV.
  const { download, text } = await downloadText(page, () =>
    occupancy.getByRole('button', { name: 'Download CSV' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(
    /^occupancy-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = csvLines(text);
  expect(lines[0]).toBe('date,owner,renter,guest,onsite,capacity');
  expect(lines).toHaveLength(31);

  // 365 days.
  await occupancy.getByRole('button', { name: '365 days' }).click();
  await expect(numbers.getByRole('row')).toHaveCount(366);
  await saveScreen(page, testInfo, 'occupancy-365');

  // Repeat offenders: the plate reported twice, linked to the plate lookup.
  const offenders = panel(page, 'Repeat offenders');
  await expect(offenders).toBeVisible();
  const top = offenders.getByRole('link', { name: 'Look up RPT42' });
  await expect(top).toHaveAttribute('href', '/enforce?plate=RPT42');
  await saveScreen(page, testInfo, 'occupancy-offenders');
  await top.click();
  await expect(page).toHaveURL(/\/enforce\?plate=RPT42$/);
  await expect(page.getByLabel('Plate', { exact: true })).toHaveValue('RPT42');
});
