import { eq } from 'drizzle-orm';
import { findCommunityRow } from '../../src/db/queries/communities';
import { findUserByEmail } from '../../src/db/queries/users';
import { payments } from '../../src/db/schema';
import type { ChargeRequest, PaymentGateway } from '../../src/services/payment-gateway';
import { insertVehicle } from '../../src/services/vehicles';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  APP_START_MS,
  inDays,
  setCommunity,
  setOwner,
  vehicleForm,
} from '../helpers/vehicle-fixtures';

/** A provider that records what it was asked to charge and approves it. */
function recordingGateway(): PaymentGateway & { charges: ChargeRequest[] } {
  const charges: ChargeRequest[] = [];
  return {
    provider: 'test',
    charges,
    async charge(request) {
      charges.push(request);
      return { status: 'succeeded', transaction_id: `txn-${charges.length}` };
    },
  };
}

describe('insertVehicle with a payment provider (the PaymentGateway seam)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setOwner(t.app, 'owner@demo.test', { parking_allowed: 10 });
    await setCommunity(t.app, 'demo', { use_owner_creditcard: true });
  }, APP_START_MS);
  afterAll(() => t.close());

  it('charges the server-priced stay, activates the vehicle and keeps the payment', async () => {
    const owner = await findUserByEmail(t.app.db, 'demo', 'owner@demo.test');
    const community = await findCommunityRow(t.app.db, 'demo');
    if (!owner || !community) throw new Error('seed missing');
    const gateway = recordingGateway();
    const auth = { userId: owner.id, role: 'owner' as const, hoaid: 'demo', unit: '101' };
    const { hoaid: _h, startdate: _s, dstr: _d, ...form } = vehicleForm({ plate: 'PAID001' });
    const payment = {
      card_token: 'tok',
      idempotency_key: 'paid-001-key',
      customer: { first_name: 'Olivia', last_name: 'Owner', zip: '19930' },
    };
    const vehicle = await insertVehicle({ db: t.app.db, gateway }, auth, community, {
      ...form,
      enddate: inDays(2),
      carownertype: 'owner',
      terms: 1,
      payment,
    });
    expect(vehicle).toMatchObject({ active_flag: 1, parking_transaction_id: 'txn-1' });
    // CAR $10 x (4 onsite / 40 + 1) x season 1.25 = $13.75 a night, 2 nights
    expect(gateway.charges[0]).toMatchObject({ amount_cents: 2750, unitnumber: '101' });
    const [row] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.vehicle_id, vehicle._id));
    expect(row).toMatchObject({
      status: 'succeeded',
      amount_cents: 2750,
      nights: 2,
      provider: 'test',
    });
    // a double-clicked save repeats the idempotency key: refused, nothing more is saved
    const again = insertVehicle({ db: t.app.db, gateway }, auth, community, {
      ...form,
      plate: 'PAID002',
      enddate: inDays(2),
      carownertype: 'owner',
      terms: 1,
      payment,
    });
    await expect(again).rejects.toMatchObject({
      statusCode: 409,
      message: 'This payment has already been used',
    });
    const kept = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.idempotency_key, 'paid-001-key'));
    expect(kept).toHaveLength(1);
  });
});
