// Journey: an owner turns checkout reminders off on the profile and receives none,
// while another owner of the community, who keeps them on, receives one. The admin moves the
// reminder time to 00:00 so the portal's scheduler (NOTIFY_TICK_SECONDS) runs today's reminder
// scan (the day's scan id carries the reminder time, so it runs even when the community's own
// time passed earlier today); the mails are read from the portal's outbox. It runs at 1280 px and on a phone (390 px,
// like the other journeys; the phone project's own width is 600 px), each width
// on a portal of its own.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fresh-portal';
import { updateDemoSettings } from '../support/owner-steps';
import {
  DEMO_HOAID,
  DEMO_PASSWORD,
  dateFromToday,
  demoLogins,
  saveScreen,
  signIn,
} from '../support/journeys';

test.use({ journey: 'notifications' });

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

async function apiLogin(request: APIRequestContext, url: string, email: string) {
  const response = await request.post(`${url}/api/users/login`, {
    data: { email, password: DEMO_PASSWORD, hoaid: DEMO_HOAID },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('an owner turns checkout reminders off and receives none', async ({
  page,
  request,
  freshPortal,
}, testInfo) => {
  const { url } = freshPortal;
  const today = dateFromToday(0);
  const tomorrow = dateFromToday(1);
  const width = testInfo.project.name === 'phone' ? 'PH' : 'DT';

  // The owner turns checkout reminders off on the profile.
  await signIn(page, demoLogins.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  const block = page.getByRole('form', { name: 'Notifications' });
  const reminder = block.getByRole('checkbox', { name: /Checkout reminder/ });
  await expect(reminder).toBeChecked();
  // On a phone the block is below the fold: scrolled to, then pressed (the click fails if the
  // navigation bar or the status banner covers the checkbox or Submit).
  await reminder.scrollIntoViewIfNeeded();
  await reminder.uncheck();
  await expect(reminder).not.toBeChecked();
  await block.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await saveScreen(page, testInfo, 'notifications-profile');
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Notifications' }).getByRole('checkbox', {
      name: /Checkout reminder/,
    }),
  ).not.toBeChecked();

  // Then each owner registers a car that checks out tomorrow (after the opt-out, so a scan at the
  // community's own reminder time, which may already have passed today, finds it too).
  for (const [email, plate] of [
    [demoLogins.owner, `RMD${width}1`],
    ['owner2@demo.test', `RMD${width}2`],
  ] as const) {
    const token = await apiLogin(request, url, email);
    const saved = await request.post(`${url}/api/parking/insert_vehicle`, {
      headers: { authorization: `Bearer ${token}`, browserdate: today },
      data: {
        hoaid: DEMO_HOAID,
        vehicle_type: 'CAR',
        carownertype: 'owner',
        carowner_fname: 'Remi',
        carowner_lname: 'Reminder',
        carownerphone: '302-555-0177',
        make: 'Honda',
        model: 'Fit',
        year: '2020',
        plate,
        plate_state: 'DE',
        startdate: today,
        enddate: tomorrow,
        terms: 1,
        dstr: today,
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }

  // The admin moves the reminder time to 00:00: the next tick runs today's scan.
  await updateDemoSettings(request, { reminder_time: '00:00' }, url);

  const reminded = async () =>
    (await freshPortal.mails())
      .filter((mail) => mail.subject.includes('Checkout tomorrow'))
      .map((mail) => mail.to);
  await expect.poll(reminded, { timeout: 30_000 }).toContain('owner2@demo.test');
  expect(await reminded()).not.toContain(demoLogins.owner);
  // The owner still hears of other kinds: the onsite mail of the same car went out.
  const onsite = (await freshPortal.mails()).filter(
    (mail) => mail.to === demoLogins.owner && mail.subject.includes(`RMD${width}1 is onsite`),
  );
  expect(onsite).toHaveLength(1);
});
