// A remote that cannot be loaded must not take the portal down (docs/architecture.md, Module federation).
import { expect, test } from '@playwright/test';
import { demoLogins, landingEntry, openOwnerLogin, remoteRoot, signIn } from '../support/journeys';

// Any version folder of the owner remote (docs/adr/0006), and any attempt at it (a retry asks for
// remoteEntry.js?retry=<n>, docs/adr/0024).
const OWNER_ENTRY = /\/remotes\/owner\/[^/]+\/remoteEntry\.js(\?retry=\d+)?$/;

test('an unreachable owner remote shows a retry, the rest keeps working, and Retry recovers', async ({
  page,
}) => {
  await page.route(OWNER_ENTRY, (route) => route.abort());
  await signIn(page, demoLogins.owner);

  await expect(page).toHaveURL(/\/dashboard$/);
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(remoteRoot(page, 'owner')).toHaveCount(0);

  await page.goto('/demo');
  await expect(landingEntry(page, 'Owner')).toBeVisible();
  await openOwnerLogin(page);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(retry).toBeVisible();
  await page.unroute(OWNER_ENTRY);
  await retry.click();

  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await expect(retry).toHaveCount(0);
});

test('a remote that does not answer shows its error (capped at 10 s in the shell), and Retry does not re-register it', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // The request is held and never answered.
  await page.route(OWNER_ENTRY, () => undefined);
  await signIn(page, demoLogins.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  const retry = page.getByRole('button', { name: 'Retry' });
  // The 10 s cap is proven on the page's own clock (shell remote-registry test); the wall
  // clock of a busy CI machine only needs to see the error come.
  await expect(retry).toBeVisible({ timeout: 20_000 });

  await page.unroute(OWNER_ENTRY);
  await retry.click();
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  expect(warnings.filter((text) => text.includes('already registered'))).toEqual([]);
});
