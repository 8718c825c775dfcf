// "an owner whose payment is due pays the same way" (spec §9 Who pays, §6 admins never
// pay). The seeded demo2 community takes owner card payments beyond one free onsite car; unit
// 101 has PIN101A onsite (free) and PIN101B offsite, so taking PIN101B onsite is paid. The
// server is the authority: an unpaid checkout date of a paid stay is refused by both the status
// route and modify_vehicle, a declined card changes nothing, a paid one saves the date.
import { eq } from 'drizzle-orm';
import type { Vehicle } from '@parking/shared/domain';
import { payments } from '../../src/db/schema';
import { login } from '../helpers/requests';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  APP_START_MS,
  caller,
  inDays,
  today,
  modifyBodyOf,
  vehicleByPlate,
  type Caller,
} from '../helpers/vehicle-fixtures';
import { quotedPayment } from './sandbox-cards';

const OFFSITE = '1970-01-01';
const HOAID = 'demo2';
const PAYMENT_REQUIRED = { message: 'Payment required', code: 'payment_required' };

/** The seeded vehicle's own fields as the popup sends them to modify_vehicle. */
async function checkoutChange(t: TestApp, plate: string, enddate: string) {
  const row = await vehicleByPlate(t.app, plate, HOAID);
  return modifyBodyOf(row, enddate);
}

const statusUrl = (id: string, status: 0 | 1, enddate: string) =>
  `change-vehicle-status-date/${id}/${status}/${enddate}/${today()}`;

describe('Owner card payments in demo2 (spec §9 Who pays)', () => {
  let t: TestApp;
  let owner: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    owner = caller(t.app, (await login(t.app, 'owner@demo2.test', HOAID)).token);
  }, APP_START_MS);
  afterAll(() => t.close());

  const paymentsOf = async (plate: string) => {
    const { id } = await vehicleByPlate(t.app, plate, HOAID);
    return t.app.db.select().from(payments).where(eq(payments.vehicle_id, id));
  };

  it('lets the owner move the checkout of the one free car without a payment', async () => {
    const free = await vehicleByPlate(t.app, 'PIN101A', HOAID);
    const response = await owner.get(statusUrl(free.id, 1, inDays(8)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ enddate: inDays(8), parking_transaction_id: null });
  });

  it('refuses the second car’s unpaid checkout date on both routes and saves nothing', async () => {
    const second = await vehicleByPlate(t.app, 'PIN101B', HOAID);
    const status = await owner.get(statusUrl(second.id, 1, inDays(2)));
    expect(status.statusCode).toBe(402);
    expect(status.json()).toEqual(PAYMENT_REQUIRED);
    const modify = await owner.post(
      'modify_vehicle',
      await checkoutChange(t, 'PIN101B', inDays(2)),
    );
    expect(modify.statusCode).toBe(402);
    expect(modify.json()).toEqual(PAYMENT_REQUIRED);
    expect(await vehicleByPlate(t.app, 'PIN101B', HOAID)).toMatchObject({
      enddate: OFFSITE,
      number_of_changes: second.number_of_changes,
    });
  });

  it('changes nothing for a declined card and answers with the provider message', async () => {
    const { id } = await vehicleByPlate(t.app, 'PIN101B', HOAID);
    const { payment } = await quotedPayment(
      owner,
      { vehicleid: id, enddate: inDays(2) },
      '4000000000000002',
    );
    const response = await owner.post('modify_vehicle', {
      ...(await checkoutChange(t, 'PIN101B', inDays(2))),
      payment,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      message: 'Your card was declined.',
      code: 'payment_declined',
    });
    expect((await vehicleByPlate(t.app, 'PIN101B', HOAID)).enddate).toBe(OFFSITE);
    expect(await paymentsOf('PIN101B')).toHaveLength(0);
  });

  it('saves the checkout date with an approved card, charging the server’s price', async () => {
    const { id } = await vehicleByPlate(t.app, 'PIN101B', HOAID);
    const { payment } = await quotedPayment(owner, { vehicleid: id, enddate: inDays(2) });
    const response = await owner.post('modify_vehicle', {
      ...(await checkoutChange(t, 'PIN101B', inDays(2))),
      payment,
      total_price: 0.01,
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<Vehicle>();
    expect(saved).toMatchObject({
      plate: 'PIN101B',
      enddate: inDays(2),
      startdate: today(),
      active_flag: 1,
      number_of_changes: 1,
    });
    expect(saved.parking_transaction_id).toMatch(/^sbx_/);
    // CAR $10 x availability factor off (1) x season 1 = $10.00 a night, 2 nights.
    expect(await paymentsOf('PIN101B')).toEqual([
      expect.objectContaining({
        payer_role: 'owner',
        amount_cents: 2000,
        nights: 2,
        startdate: today(),
        enddate: inDays(2),
        transaction_id: saved.parking_transaction_id,
        idempotency_key: payment.idempotency_key,
      }),
    ]);
  });

  it('lets an admin set the owner’s paid car onsite without a payment (spec §6)', async () => {
    const second = await vehicleByPlate(t.app, 'PIN101B', HOAID);
    expect((await owner.get(statusUrl(second.id, 0, OFFSITE))).statusCode).toBe(200);
    const admin = caller(t.app, (await login(t.app, 'admin@demo2.test', HOAID)).token);
    const response = await admin.get(statusUrl(second.id, 1, inDays(3)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ enddate: inDays(3) });
    expect(await paymentsOf('PIN101B')).toHaveLength(1);
  });
});
