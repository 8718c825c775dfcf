// The warning status follows the unit's real counts, terms are enforced by the
// server, and every date-sensitive call uses the community's one "today".
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login, loginRenter } from '../../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  setCommunity,
  today,
  vehicleByPlate,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';

const OFFSITE = '1970-01-01';
const RULES_PROMPT = 'Please acknoledge you have read and accept the rules and regulations.';
const FAR_DATE = {
  message:
    "Your device's date is more than one day away from today's date. Please correct it and try again.",
  code: 'validation_error',
};

describe('The unit warning status, terms and one today', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setCommunity(t.app, 'demo', { use_renter_creditcard: false });
  }, APP_START_MS);
  afterAll(() => t.close());

  it('keeps a renter car at warning 2 while the renters are over their free spots, and drops it when they are not', async () => {
    // spec §4: status 2 when the renter free spots (1) are used up; recomputed after every change
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const added = await renter.post(
      'insert_vehicle',
      vehicleForm({ carownertype: 'renter', plate: 'RNTW001', enddate: inDays(2) }),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json().status_flag).toBe(2);

    // The owner's own car leaves: the renters are still 2 for 1 free spot.
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const car = await vehicleByPlate(t.app, 'DEM101A');
    const offsite = await owner.get(`change-vehicle-status-date/${car.id}/0/${OFFSITE}/${today()}`);
    expect(offsite.statusCode).toBe(200);
    expect((await vehicleByPlate(t.app, 'RNTW001')).status_flag).toBe(2);

    // The first renter car leaves: the second one is within the free spot again.
    const first = await vehicleByPlate(t.app, 'RNT0101');
    const removed = await renter.post('delete_vehicle_modify_status', {
      vehicleid: first.id,
      hoaid: 'demo',
      unitnumber: '101',
    });
    expect(removed.statusCode).toBe(200);
    expect((await vehicleByPlate(t.app, 'RNTW001')).status_flag).toBe(1);
  });

  it('refuses vehicle changes from an owner who has not accepted the rules', async () => {
    // spec §6: owners must accept the rules and regulations before using the dashboard
    const session = await login(t.app, 'owner2@demo.test');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/users/changerulesandregs',
      headers: bearer(session.token),
      payload: { userid: session.userid, terms: 0, termsaccepted: false },
    });
    expect(answer.json()).toEqual({ message: RULES_PROMPT });

    const owner = caller(t.app, session.token);
    const insert = await owner.post('insert_vehicle', vehicleForm({ plate: 'TRM0001' }));
    expect(insert.statusCode).toBe(403);
    expect(insert.json().message).toBe(RULES_PROMPT);
    const bike = await vehicleByPlate(t.app, 'DEM102M');
    const status = await owner.get(
      `change-vehicle-status-date/${bike.id}/1/${inDays(1)}/${today()}`,
    );
    expect(status.statusCode).toBe(403);
    const modify = await owner.post('modify_vehicle', {
      ...vehicleForm({ plate: 'DEM102M', vehicle_type: 'MOTORCYCLE' }),
      vehicleid: bike.id,
    });
    expect(modify.statusCode).toBe(403);

    await t.app.inject({
      method: 'POST',
      url: '/api/users/changerulesandregs',
      headers: bearer(session.token),
      payload: { userid: session.userid, terms: 1, termsaccepted: true },
    });
    const accepted = await owner.post('insert_vehicle', vehicleForm({ plate: 'TRM0001' }));
    expect(accepted.statusCode).toBe(201);
  });

  it('refuses a renter vehicle without the terms accepted', async () => {
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const response = await renter.post(
      'insert_vehicle',
      vehicleForm({ carownertype: 'renter', plate: 'TRM0002', terms: 0 }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain('terms');
  });

  it('answers a client date more than a day away with the same 400 on every route', async () => {
    const session = await login(t.app, 'owner@demo.test');
    const far = inDays(5);
    const headers = { ...bearer(session.token), browserdate: far };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/parking/${url}`, payload, headers });
    const truck = await vehicleByPlate(t.app, 'DEM101B');
    const answers = [
      await post('get_vehicles_for_owner', {
        ownerid: session.userid,
        carownertype: 'all',
        hoaid: 'demo',
      }),
      await post('get_active_count', { hoaid: 'demo', ownerid: session.userid }),
      await post('get_active_vehicles', { hoaid: 'demo' }),
      await post('get_parking_summary', { hoaid: 'demo' }),
      await post('get_unit_numbers', { hoaid: 'demo' }),
      await post('insert_vehicle', vehicleForm({ plate: 'FAR0001', dstr: far })),
      await post('modify_vehicle', {
        ...vehicleForm({ plate: 'DEM101B', vehicle_type: 'TRUCK', dstr: far }),
        vehicleid: truck.id,
      }),
      await t.app.inject({
        method: 'GET',
        url: `/api/parking/change-vehicle-status-date/${truck.id}/0/${OFFSITE}/${far}`,
        headers: bearer(session.token),
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(FAR_DATE);
    }
    await expect(vehicleByPlate(t.app, 'FAR0001')).rejects.toThrow();
    // A date one day away (a browser just past midnight elsewhere) is accepted.
    const near = await t.app.inject({
      method: 'POST',
      url: '/api/parking/get_parking_summary',
      payload: { hoaid: 'demo', dstr: inDays(1) },
      headers: { browserdate: inDays(-1) },
    });
    expect(near.statusCode).toBe(200);
  });
});
