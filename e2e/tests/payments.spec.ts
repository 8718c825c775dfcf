// An owner pays, reads the receipt, closes it and finds the payment in their list;
// the admin finds it in Payments and downloads the CSV. On a fresh portal of this file's own, in
// demo2 (seed): owners pay by card beyond one free onsite car, CAR $10 a night, no availability
// factor; unit 101 has PIN101A onsite, so taking PIN101B onsite for two nights costs $20.00.
import { expect, test } from '../support/fresh-portal';
import { downloadText, csvLines } from '../support/admin-steps';
import {
  DEMO_PASSWORD,
  openOwnerLogin,
  remoteRoot,
  saveScreen,
  submitOwnerLogin,
} from '../support/journeys';
import { changeToOffsite, openVehicleStatus, showDashboardView } from '../support/owner-steps';
import { isUncovered, monthlyTotals, paymentsList, receiptValues } from '../support/payment-steps';
import { dateFromToday, payByCard, paymentSummary, sandboxCards } from '../support/renter-steps';

test.use({ journey: 'payments' });
test.describe.configure({ mode: 'serial' });

const HOAID = 'demo2';
const PLATE = 'PIN101B';
const owner = { first: 'Owen', last: 'Pine' };
/** The provider's transaction id of the owner's payment, read from the receipt. */
let transactionId = '';

test.beforeEach(async ({ page }, testInfo) => {
  // The phone journeys run at a 390 px phone.
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

test('an owner pays, reads the receipt, closes it and finds the payment in their list', async ({
  page,
  freshPortal,
}, testInfo) => {
  await openOwnerLogin(page, HOAID);
  await submitOwnerLogin(page, 'owner@demo2.test', DEMO_PASSWORD);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await showDashboardView(page, 'My Vehicles');

  const popup = await openVehicleStatus(page, PLATE);
  await popup.getByLabel('Checkout date').fill(dateFromToday(2));
  await popup.getByRole('button', { name: 'Submit' }).click();
  const summary = paymentSummary(page, owner);
  // The server's quote: Vehicle, Check-in, Checkout, Nights, $/night, Total.
  await expect(summary.getByRole('definition')).toHaveText([
    'Car · 2021 Volvo XC60 · PIN101B DE',
    dateFromToday(0),
    dateFromToday(2),
    '2',
    '$10.00',
    '$20.00',
  ]);
  await payByCard(summary, { ...owner, zip: '19958', number: sandboxCards.approved });

  // The receipt reads like one (docs/adr/0026): the plate, the nights from and to, the price a
  // night, the amount and the provider's transaction id. The card fields are gone.
  const [plate, from, to, nights, perNight, amount, id] = await receiptValues(summary);
  expect([plate, from, to, nights, perNight, amount]).toEqual([
    'PIN101B DE',
    dateFromToday(0),
    dateFromToday(2),
    '2',
    '$10.00',
    '$20.00',
  ]);
  await expect(summary.getByLabel('Card number')).toHaveCount(0);
  await expect(summary.getByText('Card payment is required for this stay.')).toHaveCount(0);
  // The status popup underneath shows the car onsite now.
  await expect(popup.getByText('Onsite', { exact: true })).toBeAttached();
  expect(id).toMatch(/^sbx_[0-9a-f]{24}$/);
  transactionId = id ?? '';
  // The status banner is up ('Vehicle Status Update Successful') and covers neither.
  await expect(
    page.getByRole('status').filter({ hasText: 'Vehicle Status Update Successful' }).first(),
  ).toBeVisible();
  const close = summary.getByRole('button', { name: 'Close' });
  expect(await isUncovered(summary.getByRole('region', { name: 'Receipt' }))).toBe(true);
  expect(await isUncovered(close)).toBe(true);
  await saveScreen(page, testInfo, 'owner-payment-receipt');

  // The receipt's link closes both popups and opens Payments.
  await summary.getByRole('button', { name: 'See all payments' }).click();
  await expect(summary).toBeHidden();
  await expect(popup).toBeHidden();
  await expect(
    page.getByRole('group', { name: 'Dashboard views' }).getByRole('button', { name: 'Payments' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const list = paymentsList(page);
  await expect(list).toContainText(PLATE);
  await expect(list).toContainText('$20.00');
  await expect(list).toContainText(transactionId);
  await expect(list).toContainText(`2 (${dateFromToday(0)} to ${dateFromToday(2)})`);
  await saveScreen(page, testInfo, 'owner-payments');

  // The unit's owner got the receipt by mail.
  await expect
    .poll(async () =>
      (await freshPortal.mails()).some(
        (mail) => mail.to === 'owner@demo2.test' && (mail.text ?? '').includes(transactionId),
      ),
    )
    .toBe(true);
});

test('the admin finds the payment in Payments and downloads the CSV', async ({
  page,
}, testInfo) => {
  expect(transactionId).not.toBe('');
  await openOwnerLogin(page, HOAID);
  await submitOwnerLogin(page, 'admin@demo2.test', DEMO_PASSWORD);
  await expect(remoteRoot(page, 'admin')).toBeVisible();
  const button = page
    .getByRole('group', { name: 'Dashboard panels' })
    .getByRole('button', { name: 'Payments', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  const list = paymentsList(page);
  await expect(list).toContainText(transactionId);
  await expect(list).toContainText(PLATE);
  const totals = monthlyTotals(page);
  await expect(totals).toContainText(dateFromToday(0).slice(0, 7));
  await expect(totals).toContainText('$20.00');
  await saveScreen(page, testInfo, 'admin-payments');

  const { download, text } = await downloadText(page, () =>
    page.getByRole('button', { name: 'Download CSV' }).click(),
  );
  expect(download.suggestedFilename()).toBe('payments-demo2.csv');
  const [header, ...rows] = csvLines(text);
  expect(header).toContain('paid_at,unitnumber,plate');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(
    `101,${PLATE},Car,Owner,${dateFromToday(0)},${dateFromToday(2)},2,20.00`,
  );
  expect(rows[0]).toContain(transactionId);
});

test('the admin refunds part of the payment with a reason (docs/adr/0020)', async ({
  page,
  freshPortal,
}, testInfo) => {
  expect(transactionId).not.toBe('');
  await openOwnerLogin(page, HOAID);
  await submitOwnerLogin(page, 'admin@demo2.test', DEMO_PASSWORD);
  await expect(remoteRoot(page, 'admin')).toBeVisible();
  await page
    .getByRole('group', { name: 'Dashboard panels' })
    .getByRole('button', { name: 'Payments', exact: true })
    .click();
  await page.getByRole('button', { name: `Refund ${PLATE} ${dateFromToday(0)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await expect(dialog).toContainText('$20.00 left to refund');
  const amount = dialog.getByLabel(/Amount to refund/);
  await expect(amount).toHaveValue('20.00');
  await amount.fill('7.50');
  await dialog.getByLabel(/Reason/).fill('Gate closed one evening');
  await saveScreen(page, testInfo, 'admin-refund-dialog');
  await dialog.getByRole('button', { name: 'Refund payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '$7.50 refunded' })).toBeVisible();
  await expect(paymentsList(page)).toContainText('Paid, $7.50 refunded');
  // what was kept counts in the month's total
  await expect(monthlyTotals(page)).toContainText('$12.50');
  await expect
    .poll(async () =>
      (await freshPortal.mails()).some(
        (mail) =>
          mail.to === 'owner@demo2.test' &&
          (mail.text ?? '').includes('Reason: Gate closed one evening'),
      ),
    )
    .toBe(true);
});

test('an owner sees the paid nights used when the plate comes back (docs/adr/0020)', async ({
  page,
}, testInfo) => {
  await openOwnerLogin(page, HOAID);
  await submitOwnerLogin(page, 'owner@demo2.test', DEMO_PASSWORD);
  await expect(remoteRoot(page, 'owner')).toBeVisible();
  await showDashboardView(page, 'My Vehicles');
  // The car leaves at once: its two paid nights stay with the plate as credit.
  await changeToOffsite(page, PLATE);

  const popup = await openVehicleStatus(page, PLATE);
  await popup.getByLabel('Checkout date').fill(dateFromToday(3));
  await popup.getByRole('button', { name: 'Submit' }).click();
  const summary = paymentSummary(page, owner);
  // Three nights, two of them already paid: only the third is charged.
  await expect(summary.getByRole('definition')).toHaveText([
    'Car · 2021 Volvo XC60 · PIN101B DE',
    dateFromToday(0),
    dateFromToday(3),
    '3',
    '2',
    '$10.00',
    '$10.00',
  ]);
  await expect(summary.getByText('Nights already paid')).toBeVisible();
  await saveScreen(page, testInfo, 'owner-credit-used');
  await payByCard(summary, { ...owner, zip: '19958', number: sandboxCards.approved });
  // One night charged: the other two were paid already.
  const [plate, , , nights, perNight, amount] = await receiptValues(summary);
  expect([plate, nights, perNight, amount]).toEqual(['PIN101B DE', '1', '$10.00', '$10.00']);
});
