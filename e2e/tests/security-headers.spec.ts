// The portal runs under its Content Security Policy: no page or remote breaks a directive (the
// browser sends every violation to /csp-report, and logs most on the console), and no page can
// be framed.
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  checkIn,
  demoLogins,
  openOwnerLogin,
  remoteRoot,
  submitOwnerLogin,
} from '../support/journeys';

function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // A refused eval caught by the code that tried it (a library probing for `new Function`) is
  // not logged, only reported.
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/csp-report') {
      violations.push(request.postData() ?? 'a CSP report');
    }
  });
  return violations;
}

test('the shell and every role remote run without a CSP violation', async ({ page }) => {
  const violations = watchCspViolations(page);
  const landing = await page.goto('/demo');
  const csp = landing?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");

  await openOwnerLogin(page);
  await submitOwnerLogin(page, demoLogins.admin, DEMO_PASSWORD);
  await expect(remoteRoot(page, 'admin')).toBeVisible();
  // The dashboard's forms validate with the shared schemas (docs/adr/0035) as it loads.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Logout' }).click();

  await openOwnerLogin(page);
  await submitOwnerLogin(page, demoLogins.owner, DEMO_PASSWORD);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  await checkIn(page, '101', '1234');
  await expect(remoteRoot(page, 'renter')).toBeVisible();
  expect(violations).toEqual([]);
});
