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

const OFFSITE = '1970-01-01';
const PAYMENT_REQUIRED = { message: 'Payment required', code: 'payment_required' };
const payment = {
  card_token: 'tok_test_visa',
  idempotency_key: 'pay-unit-101-test-0001',
  customer: { first_name: 'Olivia', last_name: 'Owner', zip: '19930' },
};

describe('Payments when a vehicle goes onsite (spec §9 Who pays)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'none' });
    // An exception of the unit: no free owner spot (the community's default is 2).
    await setOwner(t.app, 'owner@demo.test', { parking_allowed: 10, owner_free_parking: 0 });
  }, APP_START_MS);
  afterAll(() => t.close());

  it('asks an owner with no free spots left for payment and saves nothing', async () => {
    await setCommunity(t.app, 'demo', { use_owner_creditcard: true });
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const insert = await owner.post(
      'insert_vehicle',
      vehicleForm({ plate: 'PAY0001', enddate: inDays(2) }),
    );
    expect(insert.statusCode).toBe(402);
    expect(insert.json()).toEqual(PAYMENT_REQUIRED);
    await expect(vehicleByPlate(t.app, 'PAY0001')).rejects.toThrow('no vehicle PAY0001');
    const truck = await vehicleByPlate(t.app, 'DEM101B');
    const status = await owner.get(
      `change-vehicle-status-date/${truck.id}/1/${inDays(2)}/${inDays(0)}`,
    );
    expect(status.statusCode).toBe(402);
    expect((await vehicleByPlate(t.app, 'DEM101B')).enddate).toBe(OFFSITE);
  });

  it('declines a payment while no card provider is configured, saving nothing', async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    // the payer confirmed the server's quote (docs/adr/0009)
    const quote = await owner.post('quote_stay', { vehicle_type: 'CAR', enddate: inDays(2) });
    const quoted = { ...payment, quote_id: quote.json<{ quote_id: string }>().quote_id };
    const form = vehicleForm({ plate: 'PAY0002', enddate: inDays(2), payment: quoted });
    const response = await owner.post('insert_vehicle', form);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      message: 'Problem with transaction',
      code: 'payment_declined',
    });
    await expect(vehicleByPlate(t.app, 'PAY0002')).rejects.toThrow();
  });

  it('charges nothing for an offsite vehicle or while free spots remain', async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    expect((await owner.post('insert_vehicle', vehicleForm({ plate: 'PAY0003' }))).statusCode).toBe(
      201,
    );
    await setOwner(t.app, 'owner@demo.test', { owner_free_parking: 5 });
    const free = await owner.post(
      'insert_vehicle',
      vehicleForm({ plate: 'PAY0004', enddate: inDays(2) }),
    );
    expect(free.statusCode).toBe(201);
    await setOwner(t.app, 'owner@demo.test', { owner_free_parking: 0 });
    await setCommunity(t.app, 'demo', { use_owner_creditcard: false });
  });

  it('asks a renter beyond the free spots for payment', async () => {
    // seed: RNT0101 is onsite and the unit has one renter free spot; renter cards are on
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const response = await renter.post(
      'insert_vehicle',
      vehicleForm({ plate: 'PAY0005', enddate: inDays(1) }),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual(PAYMENT_REQUIRED);
  });
});

describe('Renter limits and the warning status (spec §4, §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setOwner(t.app, 'owner@demo.test', { parking_allowed: 10 });
    await setCommunity(t.app, 'demo', { use_renter_creditcard: false });
    await setVehicle(t.app, 'RNT0101', { enddate: OFFSITE });
  }, APP_START_MS);
  afterAll(() => t.close());

  const renterCar = (plate: string) => vehicleForm({ plate, enddate: inDays(1) });

  it('saves a renter vehicle within the free spots with status 1, the next with warning status 2', async () => {
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const first = await renter.post('insert_vehicle', renterCar('RNT1001'));
    expect(first.statusCode).toBe(201);
    expect(first.json().status_flag).toBe(1);
    const second = await renter.post('insert_vehicle', renterCar('RNT1002'));
    expect(second.statusCode).toBe(201);
    expect(second.json().status_flag).toBe(2);
  });

  it('refuses a renter vehicle beyond the renter maximum', async () => {
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const response = await renter.post('insert_vehicle', renterCar('RNT1003'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'over_owner_parking_limit',
      message: 'The maximum number of renter parking spaces (2) for this unit has been reached.',
    });
  });

  it('saves status 1 beyond the free spots when the warning setting is off', async () => {
    await setCommunity(t.app, 'demo', { use_warning_status: 0 });
    await setOwner(t.app, 'owner@demo.test', { parking_allowed_renter: 5 });
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const response = await renter.post('insert_vehicle', renterCar('RNT1004'));
    expect(response.statusCode).toBe(201);
    expect(response.json().status_flag).toBe(1);
  });

  it('refuses a renter vehicle when the unit maximum is reached', async () => {
    await setOwner(t.app, 'owner@demo.test', { parking_allowed: 5 }); // 4 onsite, max 5 - 1
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const response = await renter.post('insert_vehicle', renterCar('RNT1005'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'over_owner_parking_limit',
      message: 'The maximum number of active parking spaces for this unit has been reached: 4',
    });
  });
});

describe('Concurrent onsite requests never exceed a limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // These races are about the limits: demo2's owners would pay for a second car (seed).
    await setCommunity(t.app, 'demo2', { use_owner_creditcard: false });
  }, APP_START_MS);
  afterAll(() => t.close());

  const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

  it('ends with exactly 2 onsite after 20 simultaneous registrations for a unit with room for 2', async () => {
    // demo2 unit 101: unit maximum 2, its only onsite vehicle goes offsite first
    await setVehicle(t.app, 'PIN101A', { enddate: OFFSITE }, 'demo2');
    const owner = caller(t.app, (await login(t.app, 'owner@demo2.test', 'demo2')).token);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        owner.post(
          'insert_vehicle',
          vehicleForm({ hoaid: 'demo2', plate: `RACE${i}`, enddate: inDays(2) }),
        ),
      ),
    );
    expect(codes(responses)).toEqual([...Array(2).fill(201), ...Array(18).fill(409)]);
    expect(await onsiteCount(t.app, 'demo2', '101')).toBe(2);
  });

  it('ends with exactly 2 onsite after 20 simultaneous status changes', async () => {
    await t.app.db.execute(`update vehicles set enddate = '1970-01-01' where hoaid = 'demo2'`);
    const owner = caller(t.app, (await login(t.app, 'owner@demo2.test', 'demo2')).token);
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const offsite = await owner.post(
        'insert_vehicle',
        vehicleForm({ hoaid: 'demo2', plate: `SWAP${i}` }),
      );
      ids.push(offsite.json().vehicleid);
    }
    const responses = await Promise.all(
      ids.map((id) => owner.get(`change-vehicle-status-date/${id}/1/${inDays(3)}/${inDays(0)}`)),
    );
    expect(codes(responses)).toEqual([...Array(2).fill(200), ...Array(18).fill(409)]);
    expect(await onsiteCount(t.app, 'demo2', '101')).toBe(2);
  });

  it('gives the last lot spot to exactly one of two units racing for it', async () => {
    // demo: 3 onsite; lot size 4; both units get room of their own
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: 4 });
    await setOwner(t.app, 'owner@demo.test', { parking_allowed: 20 });
    await setOwner(t.app, 'owner2@demo.test', { parking_allowed: 20 });
    const first = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const second = caller(t.app, (await login(t.app, 'owner2@demo.test')).token);
    const requests = Array.from({ length: 10 }, (_, i) => [
      first.post('insert_vehicle', vehicleForm({ plate: `LOTA${i}`, enddate: inDays(1) })),
      second.post('insert_vehicle', vehicleForm({ plate: `LOTB${i}`, enddate: inDays(1) })),
    ]).flat();
    const responses = await Promise.all(requests);
    expect(codes(responses)).toEqual([201, ...Array(19).fill(409)]);
    const refused = responses.find((r) => r.statusCode === 409);
    expect(refused?.json().code).toBe('over_total_parking_limit');
  });
});
