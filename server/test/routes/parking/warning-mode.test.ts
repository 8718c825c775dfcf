// Warning mode as the spec has it (docs/adr/0028): with use_warning_status on, an
// owner may park one car over a full unit; the save succeeds with the spec §8 'Unit max will be
// exceeded' text and the community's grace date, the car gets status_flag 2, the owner report
// lists it with that flag and plate lookup says it is over the unit limit. The lot, the renter
// maximum and a second car over stay hard; with the setting off every limit is hard. PGlite by
// default, PostgreSQL with DATABASE_URL.
import { eq } from 'drizzle-orm';
import { vehicles } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { login, loginRenter } from '../../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  onsiteCount,
  setCommunity,
  setOwner,
  setVehicle,
  vehicleByPlate,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';
import { graceDateText } from '@parking/shared/domain';

const UNIT_FULL = 'The maximum number of active parking spaces for this unit has been reached: 3';
const LOT_FULL =
  'The maximum capacity of the parking lot has been reached.  We apologize for the inconvenience.';
const OFFSITE = '1970-01-01';

describe('warning mode: one car over the unit maximum', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setOwner(t.app, 'owner@demo.test', { has_read_terms: true });
  }, APP_START_MS);
  afterAll(() => t.close());

  const owner = async () => caller(t.app, (await login(t.app, 'owner@demo.test')).token);
  const admin = async () => caller(t.app, (await login(t.app, 'admin@demo.test')).token);
  const insert = async (plate: string, enddate: string) =>
    (await owner()).post('insert_vehicle', vehicleForm({ plate, enddate }));
  /** Unit 101 (maximum 4 - 1 = 3) with exactly 3 cars onsite. */
  const fillUnit101 = async () => {
    const onsite = await onsiteCount(t.app, 'demo', '101');
    for (let i = onsite; i < 3; i += 1) {
      expect((await insert(`FILL${i}`, inDays(3))).statusCode).toBe(201);
    }
    expect(await onsiteCount(t.app, 'demo', '101')).toBe(3);
  };
  const removeCars = async (...plates: string[]) => {
    for (const plate of plates) {
      await t.app.db.delete(vehicles).where(eq(vehicles.plate, plate));
    }
    t.app.rowCache.clear();
  };

  it("saves an owner's car one over a full unit with the spec's text and the community's grace date", async () => {
    await setCommunity(t.app, 'demo', {
      use_warning_status: 1,
      warning_grace_date: inDays(30),
      parking_allowed_hoa: 40,
    });
    await fillUnit101();
    const saved = await insert('XTRA001', inDays(5));
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      plate: 'XTRA001',
      status_flag: 2,
      limit_warning: [
        'The maximum vehicles for the unit(3) will be exceeded.',
        `We will allow another vehicle until ${graceDateText(inDays(30))}.`,
        'Unregister vehicles are in violation.',
      ],
    });
    expect((await vehicleByPlate(t.app, 'XTRA001')).status_flag).toBe(2);
    expect(await onsiteCount(t.app, 'demo', '101')).toBe(4);

    // Never two over.
    const second = await insert('XTRA002', inDays(5));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'over_owner_parking_limit', message: UNIT_FULL });
    await expect(vehicleByPlate(t.app, 'XTRA002')).rejects.toThrow();
  });

  it('shows the extra car as over the unit limit in plate lookup and with flag 2 in the owner report', async () => {
    const lookup = await (await admin()).post('plate_lookup', { plate: 'XTRA001' });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ authorised: true, over_unit_limit: true });
    const normal = await (await admin()).post('plate_lookup', { plate: 'DEM101A' });
    expect(normal.json()).toMatchObject({ authorised: true });
    expect(normal.json()).not.toHaveProperty('over_unit_limit');

    const report = await (
      await admin()
    ).post('get_car_usage_renter_warning', {
      which: 'owner',
      begindate: inDays(-14),
      enddate: inDays(0),
      hoaid: 'demo',
    });
    const rows = report.json<{ plate: string; status_flag: number }[]>();
    expect(rows.find((row) => row.plate === 'XTRA001')?.status_flag).toBe(2);
    await removeCars('XTRA001');
  });

  it("refuses an extra car whose checkout is after the grace date, and tells the car's checkout without one", async () => {
    await setCommunity(t.app, 'demo', { warning_grace_date: inDays(3) });
    const late = await insert('XTRA003', inDays(4));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('over_owner_parking_limit');
    const inTime = await insert('XTRA003', inDays(3));
    expect(inTime.statusCode).toBe(201);
    expect(inTime.json().status_flag).toBe(2);
    await removeCars('XTRA003');

    await setCommunity(t.app, 'demo', { warning_grace_date: null });
    const open = await insert('XTRA004', inDays(6));
    expect(open.statusCode).toBe(201);
    expect(open.json().limit_warning[1]).toBe(
      `We will allow another vehicle until ${graceDateText(inDays(6))}.`,
    );
    await removeCars('XTRA004');
  });

  it('lets the offsite-to-onsite change be the extra car, with the same text', async () => {
    const truck = await vehicleByPlate(t.app, 'DEM101B');
    expect(truck.enddate).toBe(OFFSITE);
    const path = `change-vehicle-status-date/${truck.id}/1/${inDays(2)}/${inDays(0)}`;
    try {
      const onsite = await (await owner()).get(path);
      expect(onsite.statusCode).toBe(200);
      expect(onsite.json()).toMatchObject({ status_flag: 2 });
      expect(onsite.json().limit_warning[0]).toBe(
        'The maximum vehicles for the unit(3) will be exceeded.',
      );
      // The cars that were there first keep their place: only the newcomer is over.
      expect((await vehicleByPlate(t.app, 'DEM101A')).status_flag).toBe(1);
    } finally {
      await setVehicle(t.app, 'DEM101B', { enddate: OFFSITE, status_flag: 1 });
    }
  });

  it("keeps the renter maximum hard: a renter's car never is the extra one", async () => {
    const renter = await loginRenter(t.app, '101', '1234');
    const response = await caller(t.app, renter.token).post(
      'insert_vehicle',
      vehicleForm({ plate: 'RNTX001', carownertype: 'renter', enddate: inDays(1) }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('over_owner_parking_limit');
    await expect(vehicleByPlate(t.app, 'RNTX001')).rejects.toThrow();
  });

  it('keeps the lot limit hard in warning mode', async () => {
    const lot = await caller(t.app).post('get_parking_summary', { hoaid: 'demo' });
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: lot.json().allcount });
    const response = await insert('XTRA005', inDays(2));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'over_total_parking_limit', message: LOT_FULL });
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: 40 });
  });

  it('keeps the unit maximum hard with the warning setting off', async () => {
    await setCommunity(t.app, 'demo', { use_warning_status: 0 });
    const response = await insert('XTRA006', inDays(2));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'over_owner_parking_limit', message: UNIT_FULL });
    await setCommunity(t.app, 'demo', { use_warning_status: 1 });
  });

  it('saves the grace date in HOA Settings; absent keeps it, empty clears it', async () => {
    const hoa = async () =>
      (await (await admin()).get('hoa_data')).json<{ warning_grace_date?: string | null }>();
    const settings = {
      hoaid: 'demo',
      parking_allowed_unit: 4,
      parking_allowed_renter: 2,
      parking_allowed_hoa: 40,
      renter_free_parking_spots: 1,
      owner_free_parking_spots: 2,
      season_adjust_unit: 1,
      season_adjust_renter: 0,
      season_parking_fee_factor: 1.25,
      use_availability_factor: true,
      use_warning_status: 1,
      availability_warning_buffer: 5,
      parking_information_url: '',
    };
    const save = async (patch: object) =>
      (await admin()).post('updatehoa', { ...settings, ...patch });
    expect((await save({ warning_grace_date: '2027-05-01' })).statusCode).toBe(200);
    expect((await hoa()).warning_grace_date).toBe('2027-05-01');
    expect((await save({})).statusCode).toBe(200);
    expect((await hoa()).warning_grace_date).toBe('2027-05-01');
    const bad = await save({ warning_grace_date: 'May 1' });
    expect(bad.statusCode).toBe(400);
    expect((await hoa()).warning_grace_date).toBe('2027-05-01');
    expect((await save({ warning_grace_date: '' })).statusCode).toBe(200);
    expect((await hoa()).warning_grace_date).toBeNull();
  });
});
