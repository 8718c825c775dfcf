import { eq } from 'drizzle-orm';
import { roundMoney } from '@parking/shared/domain';
import { findCommunityRow } from '../../src/db/queries/communities';
import { countCommunityOnsite } from '../../src/db/queries/vehicle-counts';
import { findUserByEmail } from '../../src/db/queries/users';
import { payments } from '../../src/db/schema';
import type { ChargeRequest, PaymentGateway } from '../../src/services/payment-gateway';
import { quoteForPayer } from '../../src/services/payment-quote-request';
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
    async refund() {
      return { status: 'failed', message: 'not in this test' };
    },
  };
}

describe('insertVehicle with a payment provider (the PaymentGateway seam)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setOwner(t.app, 'owner@demo.test', { parking_allowed: 10, owner_free_parking: 0 });
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
    // the payment summary's quote (POST quote_stay), which the charge must match
    const quote = await quoteForPayer(
      t.app.db,
      auth,
      community,
      { vehicle_type: 'CAR', carownertype: 'owner', enddate: inDays(2) },
      inDays(0),
    );
    // spec §9: CAR $10 x (allcount / 40 + 1) x season 1.25 a night, 2 nights
    const allcount = await countCommunityOnsite(t.app.db, 'demo', inDays(0));
    const cents = Math.round(roundMoney(10 * (allcount / 40 + 1) * 1.25) * 100) * 2;
    expect(quote).toMatchObject({ payment_due: true, total_price: cents / 100, nights_due: 2 });
    const payment = {
      card_token: 'tok',
      idempotency_key: 'paid-001-key',
      quote_id: quote.quote_id ?? '',
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
    expect(gateway.charges[0]).toMatchObject({
      amount_cents: cents,
      unitnumber: '101',
      reference: `parking at unit 101 from ${inDays(0)} to ${inDays(2)}`,
      memo: '2020 Honda Fit, plate PAID001 DE',
    });
    const [row] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.vehicle_id, vehicle._id));
    expect(row).toMatchObject({
      status: 'succeeded',
      amount_cents: cents,
      nights: 2,
      covered_nights: [inDays(0), inDays(1)],
      plate: 'PAID001',
      quote_id: quote.quote_id,
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
