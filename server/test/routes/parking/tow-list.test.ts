// docs/adr/0027: the tow rule of HOA Settings, 'Tow eligible' in plate lookup with the
// violations behind it, the admins' tow list and its audited clear, the owner's mail, and the
// idempotency key of a violation queued offline; on PGlite or PostgreSQL (DATABASE_URL).
import { and, eq } from 'drizzle-orm';
import type {
  AuthorisedPlatesResponse,
  PlateLookupResponse,
  TowEntry,
} from '@parking/shared/domain';
import { auditLog, towEntries, violations } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { login, readOutbox } from '../../helpers/requests';
import { APP_START_MS, caller, inDays, setCommunity, today } from '../../helpers/vehicle-fixtures';

jest.setTimeout(60_000);

const report = (plate: string, extra: Record<string, string> = {}) => ({
  hoaid: 'demo',
  violation_plate: plate,
  violation_state: 'DE',
  violation_location: 'Fire lane',
  ...extra,
});

describe('tow list (docs/adr/0027)', () => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  let admin2: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin@demo.test')).token;
    owner = (await login(t.app, 'owner@demo.test')).token;
    admin2 = (await login(t.app, 'admin@demo2.test', 'demo2')).token;
  }, APP_START_MS);
  afterAll(() => t?.close());

  const lookup = async (plate: string) =>
    (await caller(t.app, admin).post('plate_lookup', { plate })).json<PlateLookupResponse>();
  const towList = async (token = admin) =>
    (await caller(t.app, token).post('get_tow_list', {})).json<TowEntry[]>();

  it('HOA Settings keep the rule; bad values are refused and change nothing', async () => {
    const settings = {
      hoaid: 'demo',
      parking_allowed_unit: 4,
      parking_allowed_renter: 2,
      parking_allowed_hoa: 999,
      renter_free_parking_spots: 0,
      owner_free_parking_spots: 0,
      season_adjust_unit: 1,
      season_adjust_renter: 0,
      season_parking_fee_factor: 1,
      use_availability_factor: false,
      use_warning_status: 0,
      availability_warning_buffer: 0,
      parking_information_url: '',
    };
    const bad = await caller(t.app, admin).post('updatehoa', {
      ...settings,
      tow_violation_count: -1,
      tow_window_days: 0,
    });
    expect(bad.statusCode).toBe(400);
    const saved = await caller(t.app, admin).post('updatehoa', {
      ...settings,
      tow_violation_count: 3,
      tow_window_days: 30,
    });
    expect(saved.statusCode).toBe(200);
    const community = (await caller(t.app, admin).get('hoa_data')).json();
    expect(community).toMatchObject({ tow_violation_count: 3, tow_window_days: 30 });
    // Absent keeps the stored rule.
    expect((await caller(t.app, admin).post('updatehoa', settings)).statusCode).toBe(200);
    expect((await caller(t.app, admin).get('hoa_data')).json()).toMatchObject({
      tow_violation_count: 3,
    });
  });

  it('the third violation within the window lists the plate; lookup shows it with its violations', async () => {
    // An old violation, outside the 30-day window, does not count.
    await caller(t.app, admin).post(
      'insert_violation',
      report('DEM102A', { violation_date: inDays(-40) }),
    );
    for (const when of [inDays(-3), inDays(-1)]) {
      const res = await caller(t.app, owner).post(
        'insert_violation',
        report('dem-102a', { violation_date: when }),
      );
      expect(res.statusCode).toBe(201);
    }
    expect(await lookup('DEM102A')).toMatchObject({ tow_eligible: false });
    expect(await towList()).toEqual([]);

    const third = await caller(t.app, admin).post('insert_violation', report('DEM102A'));
    expect(third.statusCode).toBe(201);
    const answer = await lookup('dem 102a');
    expect(answer.tow_eligible).toBe(true);
    expect(answer.tow_violations?.map((v) => v.violation_date)).toEqual([
      today(),
      inDays(-1),
      inDays(-3),
    ]);
    const list = await towList();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ plate: 'DEM102A', unitnumber: '102' });
    expect(list[0]?.violations).toHaveLength(3);

    // A fourth violation does not list it twice.
    await caller(t.app, admin).post('insert_violation', report('DEM102A'));
    expect(await towList()).toHaveLength(1);
  });

  it("mails the unit's owner once when the plate is listed", async () => {
    await t.app.jobs.idle(20_000);
    const towMails = readOutbox(t.config.mailOutbox).filter((mail) =>
      mail.subject.includes('eligible for towing'),
    );
    expect(towMails).toHaveLength(1);
    expect(towMails[0]?.to).toBe('owner2@demo.test');
    expect(towMails[0]?.text).toContain('3 violations in 30 days');
  });

  it('only admins of the community see the list and clear it, with a note, audit-logged', async () => {
    const [entry] = await towList();
    if (!entry) throw new Error('no entry');
    expect((await caller(t.app, owner).post('get_tow_list', {})).statusCode).toBe(403);
    expect(
      (await caller(t.app, owner).post('clear_tow', { tow_id: entry._id, note: 'x' })).statusCode,
    ).toBe(403);
    expect(await towList(admin2)).toEqual([]);
    const other = await caller(t.app, admin2).post('clear_tow', { tow_id: entry._id, note: 'x' });
    expect(other.statusCode).toBe(404);
    const noNote = await caller(t.app, admin).post('clear_tow', { tow_id: entry._id, note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe('Please say why the plate is cleared');
    const badId = await caller(t.app, admin).post('clear_tow', { tow_id: 'nope', note: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(await towList()).toHaveLength(1);

    const cleared = await caller(t.app, admin).post('clear_tow', {
      tow_id: entry._id,
      note: 'Owner moved the car; warned in person',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: 'DEM102A cleared from the tow list' });
    expect(await towList()).toEqual([]);
    expect((await lookup('DEM102A')).tow_eligible).toBe(false);
    const again = await caller(t.app, admin).post('clear_tow', { tow_id: entry._id, note: 'x' });
    expect(again.statusCode).toBe(404);

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'tow'), eq(auditLog.plate, 'DEM102A')));
    expect(audit.map((row) => row.action).sort()).toEqual(['clear', 'create']);
    expect(audit.find((row) => row.action === 'clear')?.after).toEqual({
      clear_note: 'Owner moved the car; warned in person',
    });
    const [row] = await t.app.db.select().from(towEntries).where(eq(towEntries.id, entry._id));
    expect(row?.cleared_by_name).toBe('Alex Admin');
  });

  it('after a clear only new violations count toward the next listing', async () => {
    await caller(t.app, admin).post('insert_violation', report('DEM102A'));
    await caller(t.app, admin).post('insert_violation', report('DEM102A'));
    expect((await lookup('DEM102A')).tow_eligible).toBe(false);
    await caller(t.app, admin).post('insert_violation', report('DEM102A'));
    expect((await lookup('DEM102A')).tow_eligible).toBe(true);
  });

  it('with the rule off the lookup says nothing about towing', async () => {
    await setCommunity(t.app, 'demo', { tow_violation_count: 0 });
    const answer = await lookup('DEM101A');
    expect(answer).not.toHaveProperty('tow_eligible');
    for (let i = 0; i < 3; i += 1) {
      await caller(t.app, admin).post('insert_violation', report('OFF1'));
    }
    expect((await towList()).map((entry) => entry.plate)).not.toContain('OFF1');
    await setCommunity(t.app, 'demo', { tow_violation_count: 3 });
  });

  it('a queued violation sent twice with one client_key saves once, with its original time', async () => {
    const queued = report('QUE1', {
      violation_date: inDays(-1),
      violation_time: '23:41:05',
      client_key: 'k-0123456789abcdef',
    });
    const first = await caller(t.app, admin).post('insert_violation', queued);
    const second = await caller(t.app, admin).post('insert_violation', queued);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()._id).toBe(first.json()._id);
    expect(first.json()).toMatchObject({ violation_date: inDays(-1), violation_time: '23:41:05' });
    const rows = await t.app.db
      .select()
      .from(violations)
      .where(eq(violations.violation_plate, 'QUE1'));
    expect(rows).toHaveLength(1);
    // The same key from another reporter is another report.
    const owners = await caller(t.app, owner).post('insert_violation', queued);
    expect(owners.json()._id).not.toBe(first.json()._id);
    const bad = await caller(t.app, admin).post('insert_violation', {
      ...queued,
      client_key: 'a b',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the authorised-plates list holds the plates onsite today, without names or phones', async () => {
    const res = await caller(t.app, admin).post('get_authorised_plates', {});
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthorisedPlatesResponse>();
    expect(body.today).toBe(today());
    expect(Date.parse(body.generated_at)).not.toBeNaN();
    const plates = body.plates.map((row) => row.plate);
    expect(plates).toEqual(expect.arrayContaining(['DEM101A', 'DEM102A', 'RNT0101']));
    // DEM101B has no checkout date: not onsite.
    expect(plates).not.toContain('DEM101B');
    expect(body.plates.find((row) => row.plate === 'RNT0101')).toEqual({
      plate: 'RNT0101',
      plate_state: 'PA',
      unitnumber: '101',
      vehicle_type: expect.any(String),
      enddate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      carownertype: 'renter',
    });
    expect(JSON.stringify(body)).not.toMatch(/Olivia|Owner|phone|email|@/);
    expect((await caller(t.app, owner).post('get_authorised_plates', {})).statusCode).toBe(403);
    const other = await caller(t.app, admin2).post('get_authorised_plates', {});
    expect(other.json<AuthorisedPlatesResponse>().plates.map((row) => row.plate)).not.toContain(
      'DEM101A',
    );
  });
});
