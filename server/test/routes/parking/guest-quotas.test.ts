// Guest quotas (docs/adr/0029): a community's guest rules are checked, in the transaction of
// the save, wherever a guest stay is created or extended; refusals are 409 over_guest_limit with
// what is left and the date the plate may return; quotes show the same numbers; an admin may
// save over a rule with a note, which the audit log keeps. The rules count the recorded nights
// (guest_nights), so deleting and re-adding a car does not reset them. PGlite by default,
// PostgreSQL with DATABASE_URL.
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, guestNights, vehicles } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { login, settingsOf } from '../../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  modifyBodyOf,
  setCommunity,
  setOwner,
  today,
  vehicleByPlate,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';

const OFF = {
  guest_unit_nights: 0,
  guest_max_consecutive: 0,
  guest_cooldown_nights: 0,
  guest_owner_types: ['visitor'],
};

describe('guest quotas (docs/adr/0029)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setOwner(t.app, 'owner@demo.test', { has_read_terms: true, parking_allowed: 20 });
    await setCommunity(t.app, 'demo', {
      parking_allowed_hoa: 400,
      use_owner_creditcard: false,
      use_warning_status: 0,
    });
  }, APP_START_MS);
  afterAll(() => t.close());
  beforeEach(async () => {
    await setCommunity(t.app, 'demo', OFF);
    await t.app.db.delete(guestNights);
    await t.app.db.delete(vehicles).where(sql`${vehicles.plate} LIKE 'GST%'`);
    t.app.rowCache.clear();
  });

  const owner = async () => caller(t.app, (await login(t.app, 'owner@demo.test')).token);
  const admin = async () => caller(t.app, (await login(t.app, 'admin@demo.test')).token);
  const guest = (plate: string, nights: number, extra: Record<string, unknown> = {}) =>
    vehicleForm({ plate, carownertype: 'visitor', enddate: inDays(nights), ...extra });
  const recorded = async (plate: string) =>
    (
      await t.app.db
        .select({ night: guestNights.night })
        .from(guestNights)
        .where(and(eq(guestNights.hoaid, 'demo'), eq(guestNights.plate_key, plate)))
    )
      .map((row) => row.night)
      .sort();
  /** Nights the plate stayed before today (the ledger as it would be after those nights). */
  const stayed = async (plate: string, from: number, count: number, unitnumber = '101') => {
    const rows = Array.from({ length: count }, (_, i) => ({
      hoaid: 'demo',
      unitnumber,
      plate_key: plate,
      night: inDays(from + i),
    }));
    await t.app.db.insert(guestNights).values(rows);
  };

  it('records the nights of every guest stay even with the rules off, and never refuses then', async () => {
    const saved = await (await owner()).post('insert_vehicle', guest('GST001', 12));
    expect(saved.statusCode).toBe(201);
    expect(await recorded('GST001')).toHaveLength(12);
    const family = await (
      await owner()
    ).post(
      'insert_vehicle',
      vehicleForm({ plate: 'GST002', carownertype: 'family', enddate: inDays(3) }),
    );
    expect(family.statusCode).toBe(201);
    expect(await recorded('GST002')).toEqual([]);
  });

  it('refuses a stay over the unit quota with what is left, and the quote says so first', async () => {
    await setCommunity(t.app, 'demo', { guest_unit_nights: 5 });
    const o = await owner();
    const first = await o.post('insert_vehicle', guest('GST010', 3));
    expect(first.statusCode).toBe(201);

    const quote = await o.post('quote_stay', {
      vehicle_type: 'CAR',
      carownertype: 'visitor',
      plate: 'GST011',
      enddate: inDays(3),
      dstr: today(),
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().guest_limits).toMatchObject({
      unit_limit: 5,
      unit_left: 2,
      plate_left: 2,
      message: expect.stringContaining('Over the guest limit'),
    });

    const refused = await o.post('insert_vehicle', guest('GST011', 3));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'over_guest_limit',
      message:
        'Over the guest limit: this unit may have 5 guest nights in any 30 nights. ' +
        '2 of 5 guest nights left this month; this plate may stay 2 more nights.',
      guest_limits: { unit_limit: 5, unit_used: 1, unit_booked: 2, unit_left: 2, plate_left: 2 },
    });
    await expect(vehicleByPlate(t.app, 'GST011')).rejects.toThrow();
    expect(await recorded('GST011')).toEqual([]);

    const fits = await o.post('insert_vehicle', guest('GST011', 2));
    expect(fits.statusCode).toBe(201);
    // Extending the first guest by a night is over the quota too.
    const row = await vehicleByPlate(t.app, 'GST010');
    const extend = await o.post('modify_vehicle', modifyBodyOf(row, inDays(4)));
    expect(extend.statusCode).toBe(409);
    expect(extend.json().code).toBe('over_guest_limit');
    // Shortening is never refused, and gives its nights back.
    const shorten = await o.post('modify_vehicle', modifyBodyOf(row, inDays(1)));
    expect(shorten.statusCode).toBe(200);
    expect(await recorded('GST010')).toEqual([today()]);
  });

  it('keeps the nights stayed when a car is deleted and added again', async () => {
    await setCommunity(t.app, 'demo', { guest_unit_nights: 5 });
    await stayed('GST020', -4, 4);
    const o = await owner();
    const saved = await o.post('insert_vehicle', guest('GST020', 1));
    expect(saved.statusCode).toBe(201);
    const row = await vehicleByPlate(t.app, 'GST020');
    const deleted = await o.post('delete_vehicle_modify_status', {
      vehicleid: row.id,
      hoaid: 'demo',
      unitnumber: '101',
    });
    expect(deleted.statusCode).toBe(200);
    // The past nights stay; tonight is given back.
    expect(await recorded('GST020')).toHaveLength(4);
    const again = await o.post('insert_vehicle', guest('GST020', 2));
    expect(again.statusCode).toBe(409);
    expect(again.json().guest_limits).toMatchObject({ unit_left: 1 });
    expect((await o.post('insert_vehicle', guest('GST020', 1))).statusCode).toBe(201);
  });

  it('caps nights in a row per plate and gives the date after the cool-down', async () => {
    await setCommunity(t.app, 'demo', { guest_max_consecutive: 3, guest_cooldown_nights: 7 });
    await stayed('GST030', -2, 2);
    const o = await owner();
    const tooLong = await o.post('insert_vehicle', guest('GST030', 2));
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json()).toMatchObject({
      code: 'over_guest_limit',
      message:
        'Over the guest limit: a guest plate may stay at most 3 nights in a row. ' +
        'This plate may stay 1 more night.',
    });
    expect((await o.post('insert_vehicle', guest('GST030', 1))).statusCode).toBe(201);
    const row = await vehicleByPlate(t.app, 'GST030');
    const extend = await o.post('modify_vehicle', modifyBodyOf(row, inDays(2)));
    expect(extend.statusCode).toBe(409);
    expect(extend.json().guest_limits).toMatchObject({ plate_left: 0, return_on: inDays(8) });
    expect(extend.json().message).toContain(`back from ${inDays(8)}`);

    // A plate that stayed in another unit cannot come back here inside its cool-down.
    await stayed('GST031', -2, 1, '102');
    const cooling = await o.post('insert_vehicle', guest('GST031', 1));
    expect(cooling.statusCode).toBe(409);
    expect(cooling.json().guest_limits.return_on).toBe(inDays(6));
  });

  it('lets an admin save over a rule with a note, and the audit log keeps it', async () => {
    await setCommunity(t.app, 'demo', { guest_max_consecutive: 2 });
    const o = await owner();
    expect((await o.post('insert_vehicle', guest('GST040', 2))).statusCode).toBe(201);
    const row = await vehicleByPlate(t.app, 'GST040');
    const a = await admin();
    const refused = await a.post('modify_vehicle', modifyBodyOf(row, inDays(5)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('over_guest_limit');
    const note = 'Family emergency, approved by the board';
    const overridden = await a.post('modify_vehicle', {
      ...modifyBodyOf(row, inDays(5)),
      guest_override_note: note,
    });
    expect(overridden.statusCode).toBe(200);
    expect(await recorded('GST040')).toHaveLength(5);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.vehicleid, row.id), eq(auditLog.action, 'override')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.after).toMatchObject({
      guest_override_note: note,
      guest_refusal: expect.stringContaining('at most 2 nights in a row'),
    });
    // Plate lookup says the car is over the guest limit.
    const lookup = await a.post('plate_lookup', { plate: 'GST040' });
    expect(lookup.json()).toMatchObject({ authorised: true, over_guest_limit: true });
    // Owners cannot override.
    const byOwner = await o.post('modify_vehicle', {
      ...modifyBodyOf(row, inDays(6)),
      guest_override_note: 'please',
    });
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().message).toBe('Only management may override the guest limits');
  });

  it('counts the owner types the community chose, and a car that becomes a guest', async () => {
    await setCommunity(t.app, 'demo', {
      guest_max_consecutive: 2,
      guest_owner_types: ['visitor', 'contractor'],
    });
    const o = await owner();
    const contractor = await o.post(
      'insert_vehicle',
      vehicleForm({ plate: 'GST050', carownertype: 'contractor', enddate: inDays(3) }),
    );
    expect(contractor.statusCode).toBe(409);
    const family = await o.post(
      'insert_vehicle',
      vehicleForm({ plate: 'GST051', carownertype: 'family', enddate: inDays(3) }),
    );
    expect(family.statusCode).toBe(201);
    const row = await vehicleByPlate(t.app, 'GST051');
    const becomes = await o.post('modify_vehicle', {
      ...modifyBodyOf(row, row.enddate),
      carownertype: 'visitor',
    });
    expect(becomes.statusCode).toBe(409);
    expect(becomes.json().code).toBe('over_guest_limit');
  });

  it("shows the owner the unit's guest nights and the admin the units nearest their quota", async () => {
    await setCommunity(t.app, 'demo', { guest_unit_nights: 10, guest_max_consecutive: 4 });
    await stayed('GST060', -3, 3);
    const o = await owner();
    expect((await o.post('insert_vehicle', guest('GST061', 2))).statusCode).toBe(201);
    const quota = await o.get('guest_quota');
    expect(quota.statusCode).toBe(200);
    expect(quota.json()).toMatchObject({
      rules_on: true,
      guest_unit_nights: 10,
      unit: { unit_limit: 10, unit_used: 4, unit_booked: 1, unit_left: 5 },
      plates: [
        {
          plate: 'GST061',
          enddate: inDays(2),
          limits: { plate_limit: 4, plate_left: 2 },
        },
      ],
    });
    const lookup = await (await admin()).post('plate_lookup', { plate: 'GST061' });
    expect(lookup.json()).not.toHaveProperty('over_guest_limit');

    const units = await (await admin()).get('guest_quota_units');
    expect(units.statusCode).toBe(200);
    expect(units.json().units[0]).toMatchObject({
      unitnumber: '101',
      unit_limit: 10,
      unit_used: 4,
      unit_booked: 1,
      unit_left: 5,
    });
    expect((await o.get('guest_quota_units')).statusCode).toBe(403);
    expect((await (await admin()).get('guest_quota')).statusCode).toBe(403);
  });

  it('tells an invited guest how long they may stay, and refuses past the cap with the return date', async () => {
    await setCommunity(t.app, 'demo', { guest_max_consecutive: 3, guest_cooldown_nights: 7 });
    await stayed('GST070', -3, 3);
    const o = await owner();
    const created = await o.post('create_invitation', {
      nights: 5,
      valid_until: inDays(7),
      max_vehicles: 1,
      guest_name: 'Gina Guest',
    });
    expect(created.statusCode).toBe(201);
    const { token } = created.json<{ token: string }>();
    const anonymous = caller(t.app);
    const view = await anonymous.get(`invitation/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ nights: 5, guest_nights_left: 3 });
    const accept = await anonymous.post('accept_invitation', {
      ...guest('GST070', 1),
      token,
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({
      code: 'over_guest_limit',
      guest_limits: { return_on: inDays(7) },
    });
    expect(accept.json().message).toContain(`back from ${inDays(7)}`);
  });

  it('saves the settings through updatehoa and refuses bad values', async () => {
    const a = await admin();
    const hoa = (await a.get('hoa_data')).json<Record<string, unknown>>();
    const bad = await a.post('updatehoa', {
      ...settingsOf(hoa),
      guest_unit_nights: -1,
    });
    expect(bad.statusCode).toBe(400);
    const badType = await a.post('updatehoa', { ...settingsOf(hoa), guest_owner_types: ['owner'] });
    expect(badType.statusCode).toBe(400);
    const ok = await a.post('updatehoa', {
      ...settingsOf(hoa),
      guest_unit_nights: 10,
      guest_max_consecutive: 3,
      guest_cooldown_nights: 7,
      guest_owner_types: ['visitor', 'friend'],
    });
    expect(ok.statusCode).toBe(200);
    const after = (await a.get('hoa_data')).json<Record<string, unknown>>();
    expect(after).toMatchObject({
      guest_unit_nights: 10,
      guest_max_consecutive: 3,
      guest_cooldown_nights: 7,
      guest_owner_types: ['visitor', 'friend'],
    });
  });
});
