// Notification mails through the job queue, on PGlite and (DATABASE_URL) PostgreSQL.
// Each kind reaches the outbox once with the right recipient, a kind turned off sends nothing,
// the unsubscribe link works without signing in, and a failed send is retried.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { bearer, login, readOutbox } from './helpers/requests';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  APP_START_MS,
  caller,
  inDays,
  setVehicle,
  vehicleByPlate,
  vehicleForm,
} from './helpers/vehicle-fixtures';

jest.setTimeout(60_000);

describe('notification mails', () => {
  let t: TestApp;
  let owner: string;
  let owner2: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_FROM: 'Seabreeze Parking <parking@seabreeze.example>' });
    owner = (await login(t.app, 'owner@demo.test')).token;
    owner2 = (await login(t.app, 'owner2@demo.test')).token;
    admin = (await login(t.app, 'admin@demo.test')).token;
  }, APP_START_MS);
  afterAll(() => t?.close());

  const outbox = () => readOutbox(t.config.mailOutbox);
  const clearOutbox = async () => {
    await t.app.jobs.idle();
    rmSync(t.config.mailOutbox, { recursive: true, force: true });
  };
  const settle = () => t.app.jobs.idle(20_000);
  beforeEach(clearOutbox);

  const setPrefs = (token: string, prefs: Record<string, boolean>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/set_notification_preferences',
      headers: bearer(token),
      payload: prefs,
    });

  it('mails the owner once when a vehicle goes onsite, with its checkout date', async () => {
    const res = await caller(t.app, owner).post(
      'insert_vehicle',
      vehicleForm({ plate: 'NTF001', enddate: inDays(2) }),
    );
    expect(res.statusCode).toBe(201);
    await settle();
    const mails = outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'owner@demo.test',
      from: 'Seabreeze Parking <parking@seabreeze.example>',
    });
    expect(mails[0]?.subject).toBe(`Sea Breeze Condominiums: NTF001 is onsite until ${inDays(2)}`);
    expect(mails[0]?.text).toContain(`Checkout date: ${inDays(2)}`);
    expect(mails[0]?.text).toContain('http://portal.test/api/users/unsubscribe/');
  });

  it('sends the checkout reminder the day before, at the reminder time, once', async () => {
    const vehicle = await vehicleByPlate(t.app, 'NTF001');
    await setVehicle(t.app, 'NTF001', { enddate: '2030-03-06' });
    // 2030-03-05 09:00 in New York: before the 18:00 reminder time, nothing is due.
    expect(await t.app.notifications.tick(new Date('2030-03-05T14:00:00Z'))).toEqual([]);
    // 20:00 in New York: the scan runs once, however often the instances tick.
    const now = new Date('2030-03-06T01:00:00Z');
    await t.app.notifications.tick(now);
    await settle();
    await t.app.notifications.tick(now);
    await settle();
    const mails = outbox().filter((mail) => mail.subject.includes('Checkout tomorrow'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'owner@demo.test' });
    expect(mails[0]?.text).toContain('checks out tomorrow, 2030-03-06');
    expect(vehicle.ownerid).toBeTruthy();
  });

  it('moves the reminder to the time set in HOA Settings', async () => {
    const community = await caller(t.app, admin).get('hoa_data');
    const current = community.json();
    expect(current.reminder_time).toBe('18:00');
    const settings = {
      hoaid: 'demo',
      parking_allowed_unit: current.parking_allowed_unit,
      parking_allowed_renter: current.parking_allowed_renter,
      parking_allowed_hoa: current.parking_allowed_hoa,
      renter_free_parking_spots: current.renter_free_parking_spots,
      owner_free_parking_spots: current.owner_free_parking_spots,
      season_adjust_unit: current.season_adjust_unit,
      season_adjust_renter: current.season_adjust_renter,
      season_parking_fee_factor: current.season_parking_fee_factor,
      use_availability_factor: current.use_availability_factor,
      use_warning_status: current.use_warning_status,
      availability_warning_buffer: current.availability_warning_buffer,
      parking_information_url: current.parking_information_url,
    };
    const bad = await caller(t.app, admin).post('updatehoa', {
      ...settings,
      reminder_time: '25:00',
    });
    expect(bad.json().message).toBe('reminder_time must be a time (HH:MM)');
    const saved = await caller(t.app, admin).post('updatehoa', {
      ...settings,
      reminder_time: '08:30',
    });
    expect(saved.statusCode).toBe(200);
    await setVehicle(t.app, 'NTF001', { enddate: '2030-03-07' });
    // 09:00 in New York on 2030-03-06: past 08:30 now.
    expect(await t.app.notifications.tick(new Date('2030-03-06T14:00:00Z'))).toContain(
      'scan_reminder_demo_2030-03-06_0830',
    );
    await settle();
    expect(outbox().map((mail) => mail.subject)).toEqual([
      'Sea Breeze Condominiums: Checkout tomorrow for NTF001',
    ]);
    // Moved later the same day, the time gets a scan of its own (cars registered since are
    // reminded), and a car already reminded is not mailed again.
    await clearOutbox();
    await caller(t.app, admin).post('updatehoa', { ...settings, reminder_time: '10:00' });
    expect(await t.app.notifications.tick(new Date('2030-03-06T15:30:00Z'))).toContain(
      'scan_reminder_demo_2030-03-06_1000',
    );
    await settle();
    expect(outbox()).toEqual([]);
    await caller(t.app, admin).post('updatehoa', { ...settings, reminder_time: '18:00' });
  });

  it('sends no reminder to an owner who turned reminders off', async () => {
    const res = await setPrefs(owner, { reminder: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kinds: ['onsite', 'receipt', 'reminder', 'violation'],
      preferences: { onsite: true, receipt: true, reminder: false, violation: true },
    });
    await setVehicle(t.app, 'NTF001', { enddate: '2030-03-08' });
    await t.app.notifications.tick(new Date('2030-03-08T01:00:00Z'));
    await settle();
    expect(outbox()).toEqual([]);
    expect((await setPrefs(owner, { reminder: true })).json().preferences.reminder).toBe(true);
  });

  it('refuses an unknown kind or a non-boolean value with a clear message', async () => {
    const res = await setPrefs(owner, { reminders: false });
    expect(res.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/set_notification_preferences',
      headers: bearer(owner),
      payload: { reminder: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('reminder must be true or false');
  });

  it("mails the unit's owner when a reported plate matches a registered vehicle", async () => {
    const res = await caller(t.app, admin).post('insert_violation', {
      hoaid: 'demo',
      violation_plate: 'ntf-001',
      violation_state: 'DE',
      violation_location: 'Fire lane',
      violation_description: 'Blocking the hydrant',
      violation_date: '',
      violation_time: '',
      violation_type: '',
      violation_reporter: '',
    });
    expect(res.statusCode).toBe(201);
    await caller(t.app, admin).post('insert_violation', {
      hoaid: 'demo',
      violation_plate: 'NOBODY9',
      violation_state: 'DE',
      violation_location: 'Gate',
      violation_description: '',
      violation_date: '',
      violation_time: '',
      violation_type: '',
      violation_reporter: '',
    });
    await settle();
    const mails = outbox();
    expect(mails.map((mail) => mail.to)).toEqual(['owner@demo.test']);
    expect(mails[0]?.subject).toBe(
      'Sea Breeze Condominiums: Parking violation reported for NTF001',
    );
    expect(mails[0]?.text).toContain('Location: Fire lane');
  });

  it('mails the weekly summary to admins who keep it on, on Mondays', async () => {
    // 2030-03-11 is a Monday; 20:00 in New York.
    await t.app.notifications.tick(new Date('2030-03-12T01:00:00Z'));
    await settle();
    const summaries = outbox().filter((mail) => mail.subject.includes('Weekly parking summary'));
    expect(summaries.map((mail) => mail.to).sort()).toEqual([
      'admin@demo.test',
      'admin@demo2.test',
    ]);
    const mine = summaries.find((mail) => mail.to === 'admin@demo.test');
    expect(mine?.subject).toBe(
      'Sea Breeze Condominiums: Weekly parking summary 2030-03-04 to 2030-03-10',
    );
    expect(mine?.text).toMatch(/Vehicles onsite now: \d+/);
    expect(mine?.text).toContain('Payments: ');

    await clearOutbox();
    const off = await setPrefs(admin, { summary: false });
    expect(off.json()).toEqual({ kinds: ['summary'], preferences: { summary: false } });
    await t.app.notifications.tick(new Date('2030-03-19T01:00:00Z'));
    await settle();
    expect(outbox().map((mail) => mail.to)).toEqual(['admin@demo2.test']);
    await setPrefs(admin, { summary: true });
  });

  it('turns a kind off through the mail link without signing in', async () => {
    await caller(t.app, owner2).post(
      'insert_vehicle',
      vehicleForm({ plate: 'NTF002', enddate: inDays(1) }),
    );
    await settle();
    const [mail] = outbox();
    expect(mail?.to).toBe('owner2@demo.test');
    const link = /http:\/\/portal\.test(\/api\/users\/unsubscribe\/\S+)/.exec(
      mail?.text ?? '',
    )?.[1];
    expect(link).toBeDefined();
    const offOf = async () =>
      (
        await t.app.db
          .select({ off: users.mail_off })
          .from(users)
          .where(eq(users.email, 'owner2@demo.test'))
      )[0]?.off;
    // Opening the link (as a mail scanner does) only asks.
    const question = await t.app.inject({ method: 'GET', url: link ?? '' });
    expect(question.statusCode).toBe(200);
    expect(question.headers['content-type']).toContain('text/html');
    expect(question.body).toContain('Stop vehicle onsite mails from the parking portal?');
    expect(question.body).toContain('<form method="post"><button type="submit"');
    expect(question.body).toContain('<a href="/">Open the parking portal</a>');
    expect(await offOf()).toEqual([]);
    // Its button, or a mail client's one-click unsubscribe (RFC 8058), posts a form.
    const page = await t.app.inject({
      method: 'POST',
      url: link ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('You will no longer receive vehicle onsite mails');
    const json = await t.app.inject({
      method: 'POST',
      url: link ?? '',
      headers: { accept: 'application/json' },
    });
    expect(json.json()).toMatchObject({ kind: 'onsite' });
    const [row] = await t.app.db
      .select({ off: users.mail_off })
      .from(users)
      .where(eq(users.email, 'owner2@demo.test'));
    expect(row?.off).toEqual(['onsite']);

    await clearOutbox();
    await setVehicle(t.app, 'NTF002', { enddate: '1970-01-01' });
    const vehicle = await vehicleByPlate(t.app, 'NTF002');
    await caller(t.app, owner2).get(
      `change-vehicle-status-date/${vehicle.id}/1/${inDays(1)}/${inDays(0)}`,
    );
    await settle();
    expect(outbox()).toEqual([]);

    const forged = `${link?.slice(0, -3)}abc`;
    const refused = await t.app.inject({
      method: 'POST',
      url: forged,
      headers: { accept: 'application/json' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'This unsubscribe link is not valid.' });
  });

  it('retries a failed send and shows a job that failed for good to admins', async () => {
    const ownerRow = await vehicleByPlate(t.app, 'NTF001');
    const event = {
      kind: 'receipt' as const,
      hoaid: 'demo',
      userid: ownerRow.ownerid,
      payment: {
        amount_cents: 1500,
        nights: 1,
        plate: 'NTF001',
        unitnumber: '101',
        startdate: '2030-03-01',
        enddate: '2030-03-02',
        transactionId: 'txn-retry',
      },
    };
    // The outbox cannot be written while a file sits in its place: the first attempt fails.
    writeFileSync(t.config.mailOutbox, 'not a folder');
    await t.app.notifications.notify(event, 'receipt_retry-test');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(readOutboxSafe()).toEqual([]);
    rmSync(t.config.mailOutbox, { force: true });
    await settle();
    const mails = outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'owner@demo.test' });
    expect(mails[0]?.text).toContain('Transaction id: txn-retry');

    // Two attempts only, both refused: the job fails and the admin sees it.
    rmSync(t.config.mailOutbox, { recursive: true, force: true });
    writeFileSync(t.config.mailOutbox, 'not a folder');
    const id = await t.app.jobs.enqueue(
      'notify',
      { ...event, payment: { ...event.payment, transactionId: 'txn-fails' } },
      { attempts: 2 },
    );
    await settle();
    rmSync(t.config.mailOutbox, { force: true });
    expect((await t.app.jobs.status(id))?.state).toBe('failed');
    const failed = await caller(t.app, admin).post('get_failed_jobs', {});
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, name: 'notify', kind: 'receipt', attemptsMade: 2 }),
      ]),
    );
    const asOwner = await caller(t.app, owner).post('get_failed_jobs', {});
    expect(asOwner.statusCode).toBe(403);
    const otherAdmin = (await login(t.app, 'admin@demo2.test', 'demo2')).token;
    const other = await caller(t.app, otherAdmin).post('get_failed_jobs', {});
    expect(other.json()).toEqual([]);
  });

  function readOutboxSafe() {
    try {
      return readOutbox(path.join(t.config.mailOutbox));
    } catch {
      return [];
    }
  }
});
