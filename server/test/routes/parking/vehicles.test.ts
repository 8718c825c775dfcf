import type { Vehicle } from '@parking/shared/domain';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { login, loginRenter } from '../../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  setOwner,
  setVehicle,
  today,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';

const plates = (list: Vehicle[]) => list.map((v) => v.plate);

describe('POST /api/parking/get_vehicles_for_owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  it("lists the owner's vehicles, renter ones while onsite, with the renter free spots", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const body = { ownerid: owner.userid, carownertype: 'all', hoaid: 'demo', dstr: today() };
    const response = await caller(t.app, owner.token).post('get_vehicles_for_owner', body);
    expect(response.statusCode).toBe(200);
    const { vehicles, renter_free_parking } = response.json();
    expect(plates(vehicles)).toEqual(['DEM101A', 'DEM101B', 'GST2024', 'RNT0101']);
    expect(renter_free_parking).toBe(1);
    expect(vehicles[0]).toMatchObject({ unitnumber: '101', ownerid: owner.userid, hoaid: 'demo' });
    expect(vehicles[0]._id).toBe(vehicles[0].vehicleid);
    expect(Array.isArray(vehicles[0].change_history)).toBe(true);
  });

  it('hides renter vehicles once checked out, and soft-deleted vehicles', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    await setVehicle(t.app, 'RNT0101', { enddate: inDays(-1) });
    await setVehicle(t.app, 'DEM101B', { status_flag: 9 });
    const body = { ownerid: owner.userid, carownertype: 'all', hoaid: 'demo' };
    const response = await caller(t.app, owner.token).post('get_vehicles_for_owner', body);
    expect(plates(response.json().vehicles)).toEqual(['DEM101A', 'GST2024']);
    await setVehicle(t.app, 'RNT0101', { enddate: inDays(4) });
    await setVehicle(t.app, 'DEM101B', { status_flag: 1 });
  });

  it("shows a renter only the unit's onsite renter vehicles", async () => {
    const renter = await loginRenter(t.app, '101', '1234');
    const body = { ownerid: renter._id, carownertype: 'all', hoaid: 'demo' };
    const response = await caller(t.app, renter.token).post('get_vehicles_for_owner', body);
    expect(plates(response.json().vehicles)).toEqual(['RNT0101']);
  });

  it("refuses another owner's unit and another community's token with 403", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const other = await login(t.app, 'owner2@demo.test');
    const mine = caller(t.app, owner.token);
    const refused = await mine.post('get_vehicles_for_owner', {
      ownerid: other.userid,
      hoaid: 'demo',
    });
    expect(refused.statusCode).toBe(403);
    const foreign = await login(t.app, 'owner@demo2.test', 'demo2');
    const cross = await caller(t.app, foreign.token).post('get_vehicles_for_owner', {
      ownerid: owner.userid,
      hoaid: 'demo',
    });
    expect(cross.statusCode).toBe(403);
    const renter = await loginRenter(t.app, '101', '1234');
    const renterOther = await caller(t.app, renter.token).post('get_vehicles_for_owner', {
      ownerid: other.userid,
      hoaid: 'demo',
    });
    expect(renterOther.statusCode).toBe(403);
  });

  it('lets admins and readonly owners list any owner of their community only', async () => {
    const other = await login(t.app, 'owner2@demo.test');
    for (const email of ['admin@demo.test', 'readonly@demo.test']) {
      const viewer = await login(t.app, email);
      const response = await caller(t.app, viewer.token).post('get_vehicles_for_owner', {
        ownerid: other.userid,
        carownertype: 'owner',
        hoaid: 'demo',
      });
      expect(plates(response.json().vehicles)).toEqual(['DEM102A', 'DEM102M']);
    }
    const admin = await login(t.app, 'admin@demo.test');
    const foreignOwner = await login(t.app, 'owner@demo2.test', 'demo2');
    const response = await caller(t.app, admin.token).post('get_vehicles_for_owner', {
      ownerid: foreignOwner.userid,
      hoaid: 'demo',
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses anonymous callers and a malformed owner id', async () => {
    const anonymous = await caller(t.app).post('get_vehicles_for_owner', {
      ownerid: 'x',
      hoaid: 'demo',
    });
    expect(anonymous.statusCode).toBe(401);
    const owner = await login(t.app, 'owner@demo.test');
    const response = await caller(t.app, owner.token).post('get_vehicles_for_owner', {
      ownerid: 'x',
      hoaid: 'demo',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ ownerid: 'ownerid must be a valid id' });
  });
});

describe('POST /api/parking/insert_vehicle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  it('registers an offsite vehicle with 1970-01-01 and active_flag 0 by default', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const response = await caller(t.app, owner.token).post('insert_vehicle', vehicleForm());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      plate: 'TST001',
      enddate: '1970-01-01',
      startdate: today(),
      active_flag: 0,
      status_flag: 1,
      terms: 1,
      number_of_changes: 0,
      change_history: [],
      unitnumber: '101',
      ownerid: owner.userid,
      carownertype: 'owner',
    });
  });

  it('reports every missing field with the spec messages', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const response = await caller(t.app, owner.token).post('insert_vehicle', {
      hoaid: 'demo',
      vehicle_type: 'CAR',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      carowner_fname: 'First name field is required',
      carowner_lname: 'Last name field is required',
      carownerphone: 'Phone field is required',
      make: 'Make field is required',
      plate: 'License Plate field is required',
      plate_state: 'License Plate State field is required',
      terms: 'Please accept the terms and conditions',
    });
  });

  it('fills the dumpster placeholders instead of plate, make and state', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const form = vehicleForm({ vehicle_type: 'dumpster', plate: '', make: '', plate_state: '' });
    const response = await caller(t.app, owner.token).post('insert_vehicle', form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      vehicle_type: 'DUMPSTER',
      plate: 'DUMPSTER',
      make: 'n/a',
      plate_state: 'n/a',
    });
  });

  it('refuses an unknown type, a renter vehicle from an owner and checkouts outside the window', async () => {
    const owner = await caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ vehicle_type: 'SPACESHIP' }, { vehicle_type: 'Please select a vehicle type' }],
      [
        { carownertype: 'renter' },
        { carownertype: 'Renter vehicles are registered by the renter' },
      ],
      [{ enddate: inDays(-1) }, { enddate: 'Date must be in the future.' }],
      [{ enddate: inDays(61) }, { enddate: 'Checkout date must be within 60 days of today.' }],
      [{ enddate: 'someday' }, { enddate: 'Date must be in the future.' }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await owner.post('insert_vehicle', vehicleForm(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it('refuses readonly owners, admins and a body hoaid of another community', async () => {
    for (const email of ['readonly@demo.test', 'admin@demo.test']) {
      const user = await login(t.app, email);
      expect(
        (await caller(t.app, user.token).post('insert_vehicle', vehicleForm())).statusCode,
      ).toBe(403);
    }
    const foreign = await login(t.app, 'owner@demo2.test', 'demo2');
    const cross = await caller(t.app, foreign.token).post('insert_vehicle', vehicleForm());
    expect(cross.statusCode).toBe(403);
  });

  it("saves a renter's vehicle as a renter vehicle of the unit", async () => {
    const renter = await loginRenter(t.app, '101', '1234');
    const api = caller(t.app, renter.token);
    const response = await api.post(
      'insert_vehicle',
      vehicleForm({ plate: 'RNT0202', carownertype: 'family' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      carownertype: 'renter',
      unitnumber: '101',
      ownerid: renter._id,
    });
    const rv = await api.post('insert_vehicle', vehicleForm({ vehicle_type: 'RV' }));
    expect(rv.json().errors).toEqual({
      vehicle_type:
        'You need Management permission for Trailer, Camper/RV, Oversized Vehicle or Dumpsters.',
    });
    const past = await api.post('insert_vehicle', vehicleForm({ enddate: inDays(-2) }));
    expect(past.json().errors).toEqual({ enddate: 'End Date field cannot be before today' });
  });

  it('makes a vehicle with a checkout date onsite and records the change', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    await setOwner(t.app, 'owner@demo.test', { parking_allowed: 10 });
    const form = vehicleForm({ plate: 'TST002', enddate: inDays(2) });
    const response = await caller(t.app, owner.token).post('insert_vehicle', form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      enddate: inDays(2),
      number_of_changes: 1,
      change_history: [{ startdate: today(), enddate: inDays(2), change_date: today() }],
    });
  });
});
