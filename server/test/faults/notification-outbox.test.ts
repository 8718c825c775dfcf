// Mails that go once live in the database (docs/adr/0022, "Mails that go once"): the outbox row
// is written in the change's transaction under a unique key, the job claims it, and a sweep
// queues rows whose job was lost. PGlite by default, PostgreSQL with DATABASE_URL.
import { rmSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { readOutbox, login } from '../helpers/requests';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  APP_START_MS,
  caller,
  inDays,
  setOwner,
  setVehicle,
  vehicleForm,
} from '../helpers/vehicle-fixtures';
import { deliverNotification, readAhead } from '../../src/services/notifications/deliver';
import { runScan } from '../../src/services/notifications/schedule';
import { recordNotification } from '../../src/services/notifications/events';
import { toCount } from '../../src/db/client';
import {
  addToOutbox,
  claimPendingOutboxRows,
  markOutboxRowsSent,
  markOutboxSent,
  releaseOutboxRow,
} from '../../src/db/queries/notification-outbox';
import { DRAIN_EVERY_MS } from '../../src/plugins/notifications';

jest.setTimeout(APP_START_MS);

describe('the notification outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const settle = () => t.app.jobs.idle(20_000);
  const mailsAbout = (plate: string) =>
    readOutbox(t.config.mailOutbox).filter((mail) => mail.subject.includes(`: ${plate} `));
  /** Both drivers answer raw SQL with `{ rows }`. */
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const outboxRows = (like: string) =>
    rowsOf<{ key: string; state: string; attempts: unknown }>(
      sql`SELECT key, state, attempts FROM notification_outbox WHERE key LIKE ${like} ORDER BY id`,
    );
  const outboxCount = async () =>
    toCount(
      (await rowsOf<{ n: unknown }>(sql`SELECT count(*) AS n FROM notification_outbox`))[0]?.n,
    );

  it('keeps the onsite notice with the car, in its transaction, and sends it once', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const saved = await caller(t.app, owner.token).post(
      'insert_vehicle',
      vehicleForm({ plate: 'OBX001', enddate: inDays(2) }),
    );
    expect(saved.statusCode).toBe(201);
    await settle();
    const id = saved.json<{ _id: string }>()._id;
    expect(await outboxRows(`onsite_${id}_%`)).toEqual([
      { key: `onsite_${id}_${inDays(2)}`, state: 'sent', attempts: expect.anything() },
    ]);
    expect(mailsAbout('OBX001')).toHaveLength(1);
  });

  it('adds an event under its key once and answers the row that holds the key', async () => {
    const event = { kind: 'onsite' as const, hoaid: 'demo', vehicleid: 'v-outbox-add' };
    const first = await addToOutbox(t.app.db, event, 'outbox_add_test');
    expect(first).toEqual({
      id: expect.any(Number),
      key: 'outbox_add_test',
      event,
      state: 'pending',
    });
    // Concurrent adds of the same key (a retried request racing the first): one row, one id.
    const again = await Promise.all(
      Array.from({ length: 4 }, () =>
        addToOutbox(t.app.db, { ...event, vehicleid: 'other' }, 'outbox_add_test'),
      ),
    );
    expect(again.map((row) => row.id)).toEqual([first.id, first.id, first.id, first.id]);
    expect(again[0]?.event).toEqual(event); // the first event stays
    await markOutboxSent(t.app.db, first.id);
    expect(await addToOutbox(t.app.db, event, 'outbox_add_test')).toMatchObject({
      id: first.id,
      state: 'sent',
    });
    expect(await outboxRows('outbox_add_test')).toHaveLength(1);
  });

  it('sends the rows of many writes through one drain per window, each once', async () => {
    const [user] = await rowsOf<{ id: string }>(
      sql`SELECT id FROM users WHERE email = 'owner@demo.test' AND hoaid = 'demo'`,
    );
    if (!user) throw new Error('no demo owner');
    const receipt = (i: number) => ({
      kind: 'receipt' as const,
      hoaid: 'demo',
      userid: user.id,
      payment: {
        amount_cents: 1500,
        nights: 1,
        plate: `DRN${i}`,
        unitnumber: '101',
        startdate: '2030-03-01',
        enddate: '2030-03-02',
        transactionId: `txn-drain-${i}`,
      },
    });
    const first = Math.floor(Date.now() / DRAIN_EVERY_MS);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.notifications.notify(receipt(i), `drain_test_${i}`),
      ),
    );
    const last = Math.floor(Date.now() / DRAIN_EVERY_MS);
    await settle();
    const rows = await rowsOf<{ id: unknown; state: string; attempts: unknown }>(
      sql`SELECT id, state, attempts FROM notification_outbox WHERE key LIKE 'drain_test_%'`,
    );
    // Each row sent on its first claim, by a drain: no row has a job of its own.
    expect(rows.map((row) => [row.state, toCount(row.attempts)])).toEqual(
      rows.map(() => ['sent', 1]),
    );
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(await t.app.jobs.status(`outbox_${row.id}`)).toBeNull();
    const drains = [];
    for (let window = first; window <= last; window += 1)
      drains.push(await t.app.jobs.status(`drain_${window}`));
    expect(drains.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(drains.filter(Boolean)).toEqual(
      drains
        .filter(Boolean)
        .map(() => expect.objectContaining({ name: 'notify-drain', state: 'completed' })),
    );
    const mails = readOutbox(t.config.mailOutbox).filter((mail) =>
      mail.text.includes('Transaction id: txn-drain-'),
    );
    expect(mails).toHaveLength(12);
  });

  it("reads a drain's cars in one go, still skips a car gone offsite, and asks for a drain only for a row already kept", async () => {
    const owner = await login(t.app, 'owner2@demo.test');
    await setOwner(t.app, 'owner2@demo.test', { parking_allowed: 10 });
    const plates = ['RDA001', 'RDA002', 'RDA003'];
    const ids: string[] = [];
    for (const plate of plates) {
      const saved = await caller(t.app, owner.token).post(
        'insert_vehicle',
        vehicleForm({ plate, enddate: inDays(1) }),
      );
      expect(saved.statusCode).toBe(201);
      ids.push(saved.json<{ _id: string }>()._id);
    }
    await settle();
    for (const plate of plates) expect(mailsAbout(plate)).toHaveLength(1);
    // The third car leaves before the next notices go out: it gets none.
    await setVehicle(t.app, 'RDA003', { enddate: '1970-01-01' });
    await t.app.db.transaction(async (tx) => {
      for (const vehicleid of ids)
        await recordNotification(
          tx,
          { kind: 'onsite', hoaid: 'demo', vehicleid },
          `rda_${vehicleid}`,
        );
    });
    await t.app.notifications.notify(
      { kind: 'onsite', hoaid: 'demo', vehicleid: ids[0] ?? '' },
      `rda_${ids[0]}`,
      { inOutbox: true },
    );
    await settle();
    // What the mails were written from is the batch's one read (readAhead), not a read each.
    const read = await readAhead(t.app.db, [
      { kind: 'receipt', hoaid: 'demo', userid: owner.userid, payment: {} as never },
      { kind: 'onsite', hoaid: 'demo', vehicleid: ids[0] ?? '' },
      { kind: 'reminder', hoaid: 'demo', vehicleid: ids[1] ?? '', enddate: inDays(1) },
      // An id that names no car leaves the others' read alone.
      { kind: 'onsite', hoaid: 'demo', vehicleid: 'not-a-car' },
    ]);
    expect([...read.keys()].sort()).toEqual([ids[0], ids[1]].sort());
    const deps = {
      db: t.app.db,
      transport: t.app.mailTransport,
      publicUrl: t.config.publicUrl,
      secret: t.config.jwtSecret,
    };
    const row = read.get(ids[1] ?? '');
    if (!row) throw new Error('no car read');
    const result = await deliverNotification(
      { ...deps, vehicles: new Map([[row.id, { ...row, plate: 'RDAHEAD' }]]) },
      { kind: 'onsite', hoaid: 'demo', vehicleid: row.id },
    );
    expect(result.sent).toBe(1);
    expect(mailsAbout('RDAHEAD')).toHaveLength(1);
    // A car of another community among the batch's is not this event's car.
    const elsewhere = await deliverNotification(
      { ...deps, vehicles: new Map([[row.id, { ...row, hoaid: 'demo2' }]]) },
      { kind: 'onsite', hoaid: 'demo', vehicleid: row.id },
    );
    expect(elsewhere).toEqual({ sent: 0, skipped: ['vehicle'] });
    expect(mailsAbout('RDA001')).toHaveLength(2);
    expect(mailsAbout('RDA002')).toHaveLength(2);
    expect(mailsAbout('RDA003')).toHaveLength(1);
    expect((await outboxRows('rda_%')).map((row) => row.state)).toEqual(['sent', 'sent', 'sent']);
    // inOutbox only asks for a drain: a row that was never kept is not added, nothing is sent.
    const before = await outboxCount();
    await t.app.notifications.notify(
      { kind: 'onsite', hoaid: 'demo', vehicleid: ids[1] ?? '' },
      'rda_never_kept',
      { inOutbox: true },
    );
    await settle();
    expect(await outboxCount()).toBe(before);
    expect(mailsAbout('RDA002')).toHaveLength(2);
  });

  it('retries a row whose send failed in a drain, even when an earlier job under its id has ended', async () => {
    const [user] = await rowsOf<{ id: string }>(
      sql`SELECT id FROM users WHERE email = 'owner@demo.test' AND hoaid = 'demo'`,
    );
    if (!user) throw new Error('no demo owner');
    const event = {
      kind: 'receipt' as const,
      hoaid: 'demo',
      userid: user.id,
      payment: {
        amount_cents: 900,
        nights: 1,
        plate: 'DRF1',
        unitnumber: '101',
        startdate: '2030-04-01',
        enddate: '2030-04-02',
        transactionId: 'txn-drain-retry',
      },
    };
    const row = await addToOutbox(t.app.db, event, 'drain_retry_test');
    // A job under the row's own id has run and ended (an import's job that found the row
    // taken, say): a second job under that id would be ignored by the queue.
    const sent = await addToOutbox(t.app.db, { ...event, userid: user.id }, 'drain_retry_done');
    await markOutboxSent(t.app.db, sent.id);
    await t.app.jobs.enqueue(
      'notify',
      { ...event, outboxId: sent.id, outboxKey: sent.key },
      { jobId: `outbox_${row.id}` },
    );
    await settle();
    expect((await t.app.jobs.status(`outbox_${row.id}`))?.state).toBe('completed');
    // The mail folder cannot be written: the drain's send fails.
    rmSync(t.config.mailOutbox, { recursive: true, force: true });
    writeFileSync(t.config.mailOutbox, 'not a folder');
    try {
      await t.app.notifications.notify(event, 'drain_retry_test');
      await new Promise((resolve) => setTimeout(resolve, DRAIN_EVERY_MS * 3));
    } finally {
      rmSync(t.config.mailOutbox, { force: true });
    }
    await settle();
    expect(await outboxRows('drain_retry_test')).toEqual([
      { key: 'drain_retry_test', state: 'sent', attempts: expect.anything() },
    ]);
    const mails = readOutbox(t.config.mailOutbox).filter((mail) =>
      mail.text.includes('Transaction id: txn-drain-retry'),
    );
    expect(mails).toHaveLength(1);
  });

  it('gives two drains at once different rows, and leaves a row that failed to its own job', async () => {
    const events = Array.from({ length: 30 }, (_, i) => ({
      kind: 'onsite' as const,
      hoaid: 'demo',
      vehicleid: `claim-${i}`,
    }));
    for (const event of events) await addToOutbox(t.app.db, event, `claim_${event.vehicleid}`);
    const [first, second] = await Promise.all([
      claimPendingOutboxRows(t.app.db, 20),
      claimPendingOutboxRows(t.app.db, 20),
    ]);
    const ids = [...(first ?? []), ...(second ?? [])].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    // A row released after a failed send (attempts 1) is not claimed by the next drain.
    const failed = first?.[0];
    if (!failed) throw new Error('nothing claimed');
    await releaseOutboxRow(t.app.db, failed.id, 'refused', false);
    expect((await claimPendingOutboxRows(t.app.db, 100)).map((row) => row.id)).not.toContain(
      failed.id,
    );
    await markOutboxRowsSent(t.app.db, ids);
  });

  it('writes no notice for a change the limits refuse', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const before = await outboxCount();
    // The unit's onsite spaces are taken: each further onsite car is refused whole.
    const refused: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await caller(t.app, owner.token).post(
        'insert_vehicle',
        vehicleForm({ plate: `OBXL0${i}`, enddate: inDays(1) }),
      );
      if (response.statusCode >= 400) refused.push(i);
    }
    expect(refused.length).toBeGreaterThan(0);
    await settle();
    expect((await outboxCount()) - before).toBe(6 - refused.length);
    for (const i of refused) expect(mailsAbout(`OBXL0${i}`)).toEqual([]);
  });

  it('sends a reminder once however often the scan runs after the queue forgot its jobs', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const admin = await login(t.app, 'admin@demo.test');
    // Room for one more car: the unit's cars of the test above go offsite first.
    await t.app.db.execute(
      sql`UPDATE vehicles SET enddate = '1970-01-01' WHERE hoaid = 'demo' AND plate LIKE 'OBX%'`,
    );
    const saved = await caller(t.app, owner.token).post(
      'insert_vehicle',
      vehicleForm({ plate: 'OBXR01', enddate: inDays(1) }),
    );
    expect(saved.statusCode).toBe(201);
    expect(admin.token).toBeTruthy();
    const scan = { what: 'reminder' as const, hoaid: 'demo', date: inDays(0) };
    // Each run is what a queue that evicted the scan's job id would run again.
    for (let run = 0; run < 3; run += 1) {
      await runScan(t.app.db, t.app.notifications.notify, scan);
      await settle();
    }
    const reminders = readOutbox(t.config.mailOutbox).filter(
      (mail) => mail.subject.includes('OBXR01') && !mail.subject.includes('is onsite until'),
    );
    expect(reminders).toHaveLength(1);
  });

  it('sends a row whose job was lost (the process died before queueing it) at the next sweep', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const [vehicle] = await rowsOf<{ id: string }>(
      sql`SELECT id FROM vehicles WHERE plate = 'OBXR01' AND hoaid = 'demo'`,
    );
    expect(owner.token).toBeTruthy();
    const key = `onsite_${vehicle!.id}_lost-job`;
    await t.app.db.transaction((tx) =>
      recordNotification(tx, { kind: 'onsite', hoaid: 'demo', vehicleid: vehicle!.id }, key),
    );
    // Young rows are left to the request that added them.
    expect(await t.app.notifications.sweep()).toBe(0);
    await t.app.db.execute(
      sql`UPDATE notification_outbox SET created_at = now() - interval '1 minute' WHERE key = ${key}`,
    );
    const onsiteBefore = mailsAbout('OBXR01').filter((m) => m.subject.includes('is onsite'));
    expect(await t.app.notifications.sweep()).toBe(1);
    await settle();
    expect(await outboxRows(key)).toEqual([{ key, state: 'sent', attempts: expect.anything() }]);
    const onsiteAfter = mailsAbout('OBXR01').filter((m) => m.subject.includes('is onsite'));
    expect(onsiteAfter).toHaveLength(onsiteBefore.length + 1);
    expect(await t.app.notifications.sweep()).toBe(0);
  });

  it('does not send twice when the sender died after sending, before marking the row', async () => {
    const [row] = await outboxRows('onsite_%_lost-job');
    const mailsBefore = readOutbox(t.config.mailOutbox).length;
    // What a kill -9 between the transport and the 'sent' mark leaves: a claim that ran out.
    await t.app.db.execute(
      sql`UPDATE notification_outbox SET state = 'sending', claimed_until = now() - interval '1 second'
          WHERE key = ${row!.key}`,
    );
    expect(await t.app.notifications.sweep()).toBe(1);
    await settle();
    expect((await outboxRows(row!.key))[0]?.state).toBe('sent');
    expect(readOutbox(t.config.mailOutbox)).toHaveLength(mailsBefore);
  });
});
