import { createTestApp, type TestApp } from '../../helpers/test-app';
import { login, loginRenter } from '../../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  setOwner,
  today,
  vehicleByPlate,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';

describe('POST /api/parking/modify_vehicle and the lookups by id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  const modifyBody = (vehicle: { id: string }, overrides: Record<string, unknown> = {}) =>
    vehicleForm({
      vehicleid: vehicle.id,
      plate: 'DEM101B',
      make: 'Ford',
      model: 'Ranger',
      vehicle_type: 'TRUCK',
      ...overrides,
    });

  it('edits fields without touching the dates and confirms the vehicle', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const truck = await vehicleByPlate(t.app, 'DEM101B');
    const response = await caller(t.app, owner.token).post('modify_vehicle', modifyBody(truck));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      model: 'Ranger',
      enddate: '1970-01-01',
      number_of_changes: 0,
      active_flag: 1,
    });
  });

  it('records each checkout change with a new start date, except when going offsite', async () => {
    await setOwner(t.app, 'owner@demo.test', { parking_allowed: 10 });
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const truck = await vehicleByPlate(t.app, 'DEM101B');
    const onsite = await owner.post('modify_vehicle', modifyBody(truck, { enddate: inDays(2) }));
    expect(onsite.statusCode).toBe(200);
    expect(onsite.json()).toMatchObject({
      enddate: inDays(2),
      startdate: today(),
      number_of_changes: 1,
    });
    const offsite = await owner.post(
      'modify_vehicle',
      modifyBody(truck, { enddate: '1970-01-01' }),
    );
    expect(offsite.json()).toMatchObject({ enddate: '1970-01-01', number_of_changes: 2 });
    const history = await owner.get(`get_vehicle_change_history/${truck.id}`);
    expect(history.json()).toEqual({
      vehicleid: truck.id,
      number_of_changes: 2,
      change_history: [
        { startdate: today(), enddate: inDays(2), change_date: today() },
        { startdate: today(), enddate: '1970-01-01', change_date: today() },
      ],
    });
  });

  it("refuses another unit's vehicle with 404 and readonly owners with 403", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const other = await vehicleByPlate(t.app, 'DEM102A');
    const response = await caller(t.app, owner.token).post('modify_vehicle', modifyBody(other));
    expect(response.statusCode).toBe(404);
    const reader = await login(t.app, 'readonly@demo.test');
    const truck = await vehicleByPlate(t.app, 'DEM101B');
    expect(
      (await caller(t.app, reader.token).post('modify_vehicle', modifyBody(truck))).statusCode,
    ).toBe(403);
  });

  it('keeps a renter vehicle a renter vehicle and lets the renter edit only those', async () => {
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const rented = await vehicleByPlate(t.app, 'RNT0101');
    const body = vehicleForm({
      vehicleid: rented.id,
      plate: 'RNT0101',
      model: 'Niro',
      carownertype: 'owner',
    });
    const response = await renter.post('modify_vehicle', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ model: 'Niro', carownertype: 'renter' });
    const ownersCar = await vehicleByPlate(t.app, 'DEM101A');
    expect((await renter.post('modify_vehicle', modifyBody(ownersCar))).statusCode).toBe(404);
  });

  it("returns a renter vehicle with the unit owner's contact", async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const rented = await vehicleByPlate(t.app, 'RNT0101');
    const response = await owner.get(`get_vehicles_for_vehid/${rented.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      vehicleid: rented.id,
      carownertype: 'renter',
      userdata: {
        first_name: 'Olivia',
        last_name: 'Owner',
        phone: '302-555-0100',
        email: 'owner@demo.test',
      },
    });
    const own = await owner.get(
      `get_vehicles_for_vehid/${(await vehicleByPlate(t.app, 'DEM101A')).id}`,
    );
    expect(own.json().userdata).toBeUndefined();
    // The seeded History count and the history popup agree.
    expect(own.json().change_history).toHaveLength(own.json().number_of_changes);
  });

  it('hides vehicles of other units and communities, and refuses a malformed id', async () => {
    const other = await vehicleByPlate(t.app, 'DEM102A');
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    expect((await owner.get(`get_vehicles_for_vehid/${other.id}`)).statusCode).toBe(404);
    expect((await owner.get(`get_vehicle_change_history/${other.id}`)).statusCode).toBe(404);
    const foreign = caller(t.app, (await login(t.app, 'admin@demo2.test', 'demo2')).token);
    expect((await foreign.get(`get_vehicles_for_vehid/${other.id}`)).statusCode).toBe(404);
    const admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    expect((await admin.get(`get_vehicles_for_vehid/${other.id}`)).statusCode).toBe(200);
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const ownersCar = await vehicleByPlate(t.app, 'DEM101A');
    expect((await renter.get(`get_vehicles_for_vehid/${ownersCar.id}`)).statusCode).toBe(404);
    const malformed = await owner.get('get_vehicles_for_vehid/not-an-id');
    expect(malformed.statusCode).toBe(400);
  });
});
