import { createTestApp, type TestApp } from '../../helpers/test-app';
import { login, loginRenter } from '../../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  setCommunity,
  setVehicle,
  today,
  vehicleByPlate,
} from '../../helpers/vehicle-fixtures';

const OFFSITE = '1970-01-01';
const UNIT_FULL = 'The maximum number of active parking spaces for this unit has been reached: 3';
const LOT_FULL =
  'The maximum capacity of the parking lot has been reached.  We apologize for the inconvenience.';

describe('GET /api/parking/change-vehicle-status-date/:vehicleid/:status/:enddate/:curdate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  const statusUrl = (id: string, status: number | string, enddate: string, curdate = today()) =>
    `change-vehicle-status-date/${id}/${status}/${enddate}/${curdate}`;

  it("sets a vehicle offsite with 1970-01-01 and drops the unit's warnings back to 1", async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    await setVehicle(t.app, 'RNT0101', { status_flag: 2 });
    const car = await vehicleByPlate(t.app, 'DEM101A');
    const response = await owner.get(statusUrl(car.id, 0, OFFSITE));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      enddate: OFFSITE,
      status_flag: 1,
      number_of_changes: 2,
    });
    expect((await vehicleByPlate(t.app, 'RNT0101')).status_flag).toBe(1);
  });

  it('refuses onsite while the unit is full, then allows it once a vehicle leaves', async () => {
    // The hard limit: warning mode's one extra car is warning-mode.test.ts.
    await setCommunity(t.app, 'demo', { use_warning_status: 0 });
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const truck = await vehicleByPlate(t.app, 'DEM101B');
    // unit 101: DEM101A, GST2024 and the renter's RNT0101 onsite fill the unit maximum 4 - 1 = 3
    await setVehicle(t.app, 'DEM101A', { enddate: inDays(3) });
    await setVehicle(t.app, 'GST2024', { enddate: inDays(3) });
    const full = await owner.get(statusUrl(truck.id, 1, inDays(3)));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: 'over_owner_parking_limit', message: UNIT_FULL });
    expect((await vehicleByPlate(t.app, 'DEM101B')).enddate).toBe(OFFSITE);
    const guest = await vehicleByPlate(t.app, 'GST2024');
    expect((await owner.get(statusUrl(guest.id, 0, OFFSITE))).statusCode).toBe(200);
    const onsite = await owner.get(statusUrl(truck.id, 1, inDays(3)));
    expect(onsite.statusCode).toBe(200);
    expect(onsite.json()).toMatchObject({
      enddate: inDays(3),
      startdate: today(),
      number_of_changes: 1,
      status_flag: 1,
      change_history: [{ startdate: today(), enddate: inDays(3), change_date: today() }],
    });
    await setCommunity(t.app, 'demo', { use_warning_status: 1 });
  });

  it('refuses checkout dates outside the window and a device date far from today', async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const truck = await vehicleByPlate(t.app, 'DEM101B');
    const past = await owner.get(statusUrl(truck.id, 1, inDays(-1)));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ enddate: 'Date must be in the future.' });
    const far = await owner.get(statusUrl(truck.id, 1, inDays(61)));
    expect(far.json().errors).toEqual({
      enddate: 'Checkout date must be within 60 days of today.',
    });
    const clock = await owner.get(statusUrl(truck.id, 1, inDays(2), inDays(5)));
    expect(clock.statusCode).toBe(400);
    // The same refusal as every route's for a client date more than a day away.
    expect(clock.json().message).toBe(
      "Your device's date is more than one day away from today's date. Please correct it and try again.",
    );
    expect((await owner.get(statusUrl(truck.id, 2, inDays(2)))).statusCode).toBe(400);
    expect((await owner.get(statusUrl(truck.id, 1, 'tomorrow'))).statusCode).toBe(400);
  });

  it('refuses readonly owners and renters with the spec alert', async () => {
    const truck = await vehicleByPlate(t.app, 'DEM101B');
    const reader = caller(t.app, (await login(t.app, 'readonly@demo.test')).token);
    const refused = await reader.get(statusUrl(truck.id, 0, OFFSITE));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('not authorized to change status');
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const rented = await vehicleByPlate(t.app, 'RNT0101');
    expect((await renter.get(statusUrl(rented.id, 0, OFFSITE))).statusCode).toBe(403);
  });

  it("refuses an owner changing a renter vehicle or another unit's vehicle", async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const rented = await vehicleByPlate(t.app, 'RNT0101');
    expect((await owner.get(statusUrl(rented.id, 0, OFFSITE))).statusCode).toBe(403);
    const other = await vehicleByPlate(t.app, 'DEM102A');
    expect((await owner.get(statusUrl(other.id, 0, OFFSITE))).statusCode).toBe(404);
    const foreign = caller(t.app, (await login(t.app, 'admin@demo2.test', 'demo2')).token);
    expect((await foreign.get(statusUrl(other.id, 0, OFFSITE))).statusCode).toBe(404);
  });

  it('lets an admin change any vehicle of the community without a payment', async () => {
    await setCommunity(t.app, 'demo', { use_owner_creditcard: true });
    const admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    const moto = await vehicleByPlate(t.app, 'DEM102M');
    const response = await admin.get(statusUrl(moto.id, 1, inDays(1)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ enddate: inDays(1), parking_transaction_id: null });
    await setCommunity(t.app, 'demo', { use_owner_creditcard: false });
  });

  it('refuses onsite with over_total_parking_limit when the lot is full', async () => {
    const admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    await setVehicle(t.app, 'DEM102M', { enddate: OFFSITE });
    const summary = await admin.post('get_parking_summary', { hoaid: 'demo' });
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: summary.json().allcount });
    const moto = await vehicleByPlate(t.app, 'DEM102M');
    const response = await admin.get(statusUrl(moto.id, 1, inDays(1)));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'over_total_parking_limit', message: LOT_FULL });
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: 40 });
  });
});

describe('POST /api/parking/delete_vehicle_modify_status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  const body = (vehicleid: string, unitnumber = '101', hoaid = 'demo') => ({
    vehicleid,
    hoaid,
    unitnumber,
  });

  it("soft-deletes the owner's vehicle and drops the unit's warnings back to 1", async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    await setVehicle(t.app, 'GST2024', { status_flag: 2 });
    const truck = await vehicleByPlate(t.app, 'DEM101B');
    const response = await owner.post('delete_vehicle_modify_status', body(truck.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      vehicleid: truck.id,
      plate: 'DEM101B',
      status_flag: 9,
    });
    expect((await vehicleByPlate(t.app, 'GST2024')).status_flag).toBe(1);
    const again = await owner.post('delete_vehicle_modify_status', body(truck.id));
    expect(again.statusCode).toBe(404);
  });

  it('refuses readonly owners with the spec alert', async () => {
    const reader = caller(t.app, (await login(t.app, 'readonly@demo.test')).token);
    const car = await vehicleByPlate(t.app, 'DEM101A');
    const response = await reader.post('delete_vehicle_modify_status', body(car.id));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('not authorized to delete vehicle');
  });

  it("lets a renter delete only the unit's renter vehicles", async () => {
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const car = await vehicleByPlate(t.app, 'DEM101A');
    expect((await renter.post('delete_vehicle_modify_status', body(car.id))).statusCode).toBe(404);
    const rented = await vehicleByPlate(t.app, 'RNT0101');
    const response = await renter.post('delete_vehicle_modify_status', body(rented.id));
    expect(response.statusCode).toBe(200);
    expect(response.json().status_flag).toBe(9);
  });

  it("refuses another unit's vehicle, a wrong unit number and another community", async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const other = await vehicleByPlate(t.app, 'DEM102A');
    expect(
      (await owner.post('delete_vehicle_modify_status', body(other.id, '102'))).statusCode,
    ).toBe(404);
    const admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    expect(
      (await admin.post('delete_vehicle_modify_status', body(other.id, '101'))).statusCode,
    ).toBe(404);
    const foreign = caller(t.app, (await login(t.app, 'admin@demo2.test', 'demo2')).token);
    expect(
      (await foreign.post('delete_vehicle_modify_status', body(other.id, '102'))).statusCode,
    ).toBe(403);
    const foreignScope = await foreign.post(
      'delete_vehicle_modify_status',
      body(other.id, '102', 'demo2'),
    );
    expect(foreignScope.statusCode).toBe(404);
  });

  it('lets an admin delete any vehicle of the community', async () => {
    const admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    const other = await vehicleByPlate(t.app, 'DEM102A');
    const response = await admin.post('delete_vehicle_modify_status', body(other.id, '102'));
    expect(response.statusCode).toBe(200);
    expect(response.json().status_flag).toBe(9);
  });
});
