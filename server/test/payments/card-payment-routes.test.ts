import { and, eq } from 'drizzle-orm';
import type { Vehicle } from '@parking/shared/domain';
import { allowancesFor, roundMoney } from '@parking/shared/domain';
import { countCommunityOnsite } from '../../src/db/queries/vehicle-counts';
import { findCommunityRow } from '../../src/db/queries/communities';
import { findUserByEmail } from '../../src/db/queries/users';
import { payments } from '../../src/db/schema';
import { login, loginRenter } from '../helpers/requests';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  APP_START_MS,
  caller,
  inDays,
  onsiteCount,
  today,
  setCommunity,
  setOwner,
  vehicleByPlate,
  vehicleForm,
} from '../helpers/vehicle-fixtures';
import type { SandboxProvider } from '../../src/payments/sandbox-provider';
import { addDays } from '../../src/util/dates';
import { cardPayment, quotedPayment } from './sandbox-cards';

const paymentsWithKey = (t: TestApp, key: string) =>
  t.app.db.select().from(payments).where(eq(payments.idempotency_key, key));

describe('Card payments through the sandbox provider (spec §9 Card payment)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // every owner car pays: the unit's own exception of 0 free spots (community default is 2)
    await setOwner(t.app, 'owner@demo.test', { parking_allowed: 10, owner_free_parking: 0 });
    await setCommunity(t.app, 'demo', { use_owner_creditcard: true });
  }, APP_START_MS);
  afterAll(() => t.close());

  it('charges the server price and ignores a tampered client total', async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const allcount = await countCommunityOnsite(t.app.db, 'demo', today());
    const { quote, payment } = await quotedPayment(owner, { enddate: inDays(2) });
    // spec §9: CAR $10 x (allcount / 40 + 1) x season 1.25 a night, 2 nights
    const night = roundMoney(10 * (allcount / 40 + 1) * 1.25);
    expect(quote).toMatchObject({ dayprice: night, total_price: roundMoney(night * 2) });
    const form = vehicleForm({ plate: 'CARD001', enddate: inDays(2), payment });
    const response = await owner.post('insert_vehicle', {
      ...form,
      total_price: 0.01,
      dayprice: 0.01,
      amount_cents: 1,
    });
    expect(response.statusCode).toBe(201);
    const vehicle = response.json<Vehicle>();
    expect(vehicle).toMatchObject({ active_flag: 1, enddate: inDays(2) });
    expect(vehicle.parking_transaction_id).toMatch(/^sbx_[0-9a-f]{24}$/);
    const [row] = await paymentsWithKey(t, payment.idempotency_key);
    expect(row).toMatchObject({
      amount_cents: Math.round(night * 100) * 2,
      nights: 2,
      startdate: inDays(0),
      enddate: inDays(2),
      vehicle_id: vehicle._id,
      unitnumber: '101',
      provider: 'sandbox',
      transaction_id: vehicle.parking_transaction_id,
      status: 'succeeded',
    });
  });

  it('charges a repeated idempotency key once and answers with the same saved vehicle', async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const { payment } = await quotedPayment(owner, { enddate: inDays(3) });
    const form = vehicleForm({ plate: 'CARD002', enddate: inDays(3), payment });
    const [first, doubleClick] = await Promise.all([
      owner.post('insert_vehicle', form),
      owner.post('insert_vehicle', form),
    ]);
    const retry = await owner.post('insert_vehicle', form);
    for (const response of [first, doubleClick, retry]) expect(response.statusCode).toBe(201);
    const saved = first.json<Vehicle>();
    expect(doubleClick.json<Vehicle>()).toMatchObject({
      _id: saved._id,
      parking_transaction_id: saved.parking_transaction_id,
    });
    expect(retry.json<Vehicle>()._id).toBe(saved._id);
    expect(await paymentsWithKey(t, payment.idempotency_key)).toHaveLength(1);
    // the same key for another vehicle is refused, nothing more is saved
    const other = await owner.post('insert_vehicle', { ...form, plate: 'CARD003' });
    expect(other.statusCode).toBe(409);
    await expect(vehicleByPlate(t.app, 'CARD003')).rejects.toThrow();
  });

  it('saves nothing for a declined card and answers 402 with the provider message', async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const { payment } = await quotedPayment(owner, { enddate: inDays(2) }, '4000000000000002');
    const response = await owner.post(
      'insert_vehicle',
      vehicleForm({ plate: 'CARD004', enddate: inDays(2), payment }),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      message: 'Your card was declined.',
      code: 'payment_declined',
    });
    await expect(vehicleByPlate(t.app, 'CARD004')).rejects.toThrow();
    expect(await paymentsWithKey(t, payment.idempotency_key)).toHaveLength(0);
  });

  it('charges a checkout change of an offsite vehicle once and activates it', async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const created = await owner.post('insert_vehicle', vehicleForm({ plate: 'CARD005' }));
    const { _id } = created.json<Vehicle>();
    const { payment } = await quotedPayment(owner, { vehicleid: _id, enddate: inDays(1) });
    const change = { ...vehicleForm({ plate: 'CARD005' }), vehicleid: _id, enddate: inDays(1) };
    const first = await owner.post('modify_vehicle', { ...change, payment, total_price: 0 });
    const retry = await owner.post('modify_vehicle', { ...change, payment });
    expect(first.statusCode).toBe(200);
    expect(retry.json<Vehicle>()).toEqual(first.json<Vehicle>());
    expect(first.json<Vehicle>()).toMatchObject({ active_flag: 1, enddate: inDays(1) });
    const rows = await paymentsWithKey(t, payment.idempotency_key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ vehicle_id: _id, nights: 1 });
    expect(rows[0]?.amount_cents).toBeGreaterThan(0);
  });
});

describe('Concurrent extensions of one paid stay (a night is paid once)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setOwner(t.app, 'owner@demo.test', { parking_allowed: 10, owner_free_parking: 0 });
    await setCommunity(t.app, 'demo', { use_owner_creditcard: true });
  }, APP_START_MS);
  afterAll(() => t.close());

  it('charges two simultaneous extensions over the same nights once', async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const sandbox = t.app.paymentGateway as SandboxProvider;
    const created = await owner.post('insert_vehicle', vehicleForm({ plate: 'TWIN001' }));
    const { _id } = created.json<Vehicle>();
    // onsite and paid to tomorrow: an extension moves its checkout and adds no car to the lot
    const first = await quotedPayment(owner, { vehicleid: _id, enddate: inDays(1) });
    const onsite = { ...vehicleForm({ plate: 'TWIN001' }), vehicleid: _id, enddate: inDays(1) };
    const paid = await owner.post('modify_vehicle', { ...onsite, payment: first.payment });
    expect(paid.statusCode).toBe(200);
    const change = { ...onsite, enddate: inDays(3) };
    const { quote } = await quotedPayment(owner, { vehicleid: _id, enddate: inDays(3) });
    expect(quote).toMatchObject({ payment_due: true, nights_due: 2 });
    const charges = sandbox.chargeCount();
    const pay = () =>
      owner.post('modify_vehicle', {
        ...change,
        payment: cardPayment(undefined, undefined, quote.quote_id ?? ''),
      });
    const responses = await Promise.all([pay(), pay()]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(sandbox.chargeCount()).toBe(charges + 1);
    const rows = await t.app.db.select().from(payments).where(eq(payments.vehicle_id, _id));
    expect(rows.flatMap((row) => row.covered_nights).sort()).toEqual([
      inDays(0),
      inDays(1),
      inDays(2),
    ]);
  });
});

describe('Renter card payments (spec §9 Who pays, §4 limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // unit 101 (seed): RNT0101 onsite, one renter free spot, renter cards on
    await setOwner(t.app, 'owner@demo.test', { parking_allowed: 10 });
  }, APP_START_MS);
  afterAll(() => t.close());

  it('quotes $0.00 with the reason when the renter free spot covers the stay', async () => {
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    // RNT0101 is the unit's one renter car: without it the renter count is 0 < 1 free spot
    const own = await vehicleByPlate(t.app, 'RNT0101');
    const response = await renter.post('quote_stay', {
      vehicleid: own.id,
      vehicle_type: 'CAR',
      carownertype: 'renter',
      enddate: addDays(own.enddate < today() ? today() : own.enddate, 2),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      payment_due: false,
      total_price: 0,
      reason: 'free_spot',
      quote_id: null,
    });
  });

  it('keeps a renter to their own unit and community', async () => {
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const other = await vehicleByPlate(t.app, 'DEM102A');
    const modify = await renter.post('modify_vehicle', {
      ...vehicleForm({ plate: 'DEM102A' }),
      vehicleid: other.id,
      enddate: inDays(2),
      payment: cardPayment(),
    });
    expect([403, 404]).toContain(modify.statusCode);
    expect((await vehicleByPlate(t.app, 'DEM102A')).enddate).toBe(other.enddate);
    const foreign = await renter.post(
      'insert_vehicle',
      vehicleForm({ hoaid: 'demo2', plate: 'RNTX001', enddate: inDays(1), payment: cardPayment() }),
    );
    expect(foreign.statusCode).toBe(403);
    await expect(vehicleByPlate(t.app, 'RNTX001', 'demo2')).rejects.toThrow();
    await expect(vehicleByPlate(t.app, 'RNTX001')).rejects.toThrow();
  });

  it('admits 20 concurrent paid renter vehicles only up to the renter maximum', async () => {
    const owner = await findUserByEmail(t.app.db, 'demo', 'owner@demo.test');
    const community = await findCommunityRow(t.app.db, 'demo');
    if (!owner || !community) throw new Error('seed missing');
    const { maxrenteractive } = allowancesFor(owner, community);
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    const before = await onsiteCount(t.app, 'demo', '101');
    const sandbox = t.app.paymentGateway as SandboxProvider;
    const charges = sandbox.chargeCount();
    const { quote } = await quotedPayment(renter, { carownertype: 'renter', enddate: inDays(1) });
    expect(quote.payment_due).toBe(true);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        renter.post(
          'insert_vehicle',
          vehicleForm({
            plate: `RACE${i}`,
            enddate: inDays(1),
            payment: cardPayment(undefined, undefined, quote.quote_id ?? ''),
          }),
        ),
      ),
    );
    const saved = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    // seed: one renter vehicle (RNT0101) is onsite, so one more fits under the maximum
    expect(maxrenteractive).toBe(2);
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'over_owner_parking_limit' });
    expect(await onsiteCount(t.app, 'demo', '101')).toBe(before + 1);
    const charged = await t.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.hoaid, 'demo'), eq(payments.unitnumber, '101')));
    expect(charged).toHaveLength(1);
    // the provider charged once: the 19 refused were refused before any card was charged
    expect(sandbox.chargeCount()).toBe(charges + 1);
    expect(charged[0]).toMatchObject({
      payer_role: 'renter',
      vehicle_id: saved[0]?.json<Vehicle>()._id,
      transaction_id: saved[0]?.json<Vehicle>().parking_transaction_id,
    });
  });
});
