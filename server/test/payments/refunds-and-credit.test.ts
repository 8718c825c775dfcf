// docs/adr/0020: paid nights stay with the plate in its unit (credit), and management refunds all
// or part of a payment. demo2 (seed): owners pay by card beyond one free onsite car, CAR $10 a
// night, availability factor off; unit 101 has PIN101A (kept onsite here, on the free spot) and
// PIN101B offsite.
import { and, eq, ne } from 'drizzle-orm';
import type { PaymentRecord, PaymentQuote, Vehicle } from '@parking/shared/domain';
import { auditLog, paymentRefunds, payments, stayNights, vehicles } from '../../src/db/schema';
import type { SandboxProvider } from '../../src/payments/sandbox-provider';
import { login, readOutbox } from '../helpers/requests';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  APP_START_MS,
  caller,
  inDays,
  modifyBodyOf,
  setVehicle,
  today,
  vehicleByPlate,
  type Caller,
} from '../helpers/vehicle-fixtures';
import { quotedPayment, quoteStay } from './sandbox-cards';

const HOAID = 'demo2';
const PLATE = 'PIN101B';

/** The plate's vehicle that is not soft-deleted (a deleted one keeps the plate too). */
async function liveVehicle(t: TestApp) {
  const [row] = await t.app.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.hoaid, HOAID), eq(vehicles.plate, PLATE), ne(vehicles.status_flag, 9)));
  if (!row) throw new Error(`no live ${PLATE}`);
  return row;
}

describe('Credit and refunds of the night ledger (docs/adr/0020)', () => {
  let t: TestApp;
  let owner: Caller;
  let admin: Caller;
  let sandbox: SandboxProvider;
  beforeAll(async () => {
    t = await createTestApp();
    owner = caller(t.app, (await login(t.app, 'owner@demo2.test', HOAID)).token);
    admin = caller(t.app, (await login(t.app, 'admin@demo2.test', HOAID)).token);
    sandbox = t.app.paymentGateway as SandboxProvider;
    // PIN101A holds the unit's one free spot for the whole test.
    await setVehicle(t.app, 'PIN101A', { enddate: inDays(30) }, HOAID);
  }, APP_START_MS);
  afterAll(() => t.close());

  /** PIN101B onsite until inDays(nights), paid by card; returns its payment. */
  async function parkPaid(nights: number): Promise<PaymentRecord> {
    const row = await liveVehicle(t);
    const { quote, payment } = await quotedPayment(owner, {
      vehicleid: row.id,
      enddate: inDays(nights),
    });
    expect(quote).toMatchObject({
      payment_due: true,
      nights_due: nights,
      total_price: nights * 10,
    });
    const paid = await owner.post('modify_vehicle', {
      ...modifyBodyOf(row, inDays(nights)),
      payment,
    });
    expect(paid.statusCode).toBe(200);
    const list = (await admin.post('get_payments', { hoaid: HOAID })).json<{
      payments: PaymentRecord[];
    }>();
    const record = list.payments.find(
      (p) => p.transaction_id === paid.json<Vehicle>().parking_transaction_id,
    );
    if (!record) throw new Error('payment not listed');
    return record;
  }

  const nightsOf = async (paymentId: string) =>
    (
      await t.app.db
        .select({ night: stayNights.night })
        .from(stayNights)
        .where(eq(stayNights.payment_id, paymentId))
        .orderBy(stayNights.night)
    ).map((row) => row.night);

  it("uses a deleted plate's paid nights when the owner adds it again, charging nothing", async () => {
    const paid = await parkPaid(4);
    expect(await nightsOf(paid.payment_id)).toEqual([today(), inDays(1), inDays(2), inDays(3)]);
    const { id } = await vehicleByPlate(t.app, PLATE, HOAID);
    const deleted = await owner.post('delete_vehicle_modify_status', {
      vehicleid: id,
      hoaid: HOAID,
      unitnumber: '101',
    });
    expect(deleted.statusCode).toBe(200);
    const charges = sandbox.chargeCount();

    const quote = await quoteStay(owner, { plate: PLATE, enddate: inDays(4) });
    expect(quote).toMatchObject({ payment_due: false, nights_paid: 4, reason: 'nights_paid' });
    const added = await owner.post('insert_vehicle', {
      hoaid: HOAID,
      vehicle_type: 'CAR',
      carownertype: 'owner',
      carowner_fname: 'Owen',
      carowner_lname: 'Pine',
      carownerphone: '302-555-0101',
      make: 'Subaru',
      model: 'Outback',
      year: '2021',
      plate: PLATE,
      plate_state: 'DE',
      enddate: inDays(4),
      terms: 1,
      dstr: today(),
    });
    expect(added.statusCode).toBe(201);
    expect(sandbox.chargeCount()).toBe(charges);
    // the night rows now name the new vehicle; one night is still paid once
    const rows = await t.app.db
      .select()
      .from(stayNights)
      .where(and(eq(stayNights.hoaid, HOAID), eq(stayNights.plate_key, PLATE)));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.vehicle_id))).toEqual(
      new Set([added.json<Vehicle>()._id]),
    );

    // going one night further pays only that night
    const longer: PaymentQuote = await quoteStay(owner, {
      vehicleid: added.json<Vehicle>()._id,
      enddate: inDays(5),
    });
    expect(longer).toMatchObject({ payment_due: true, nights_due: 1, total_price: 10 });
    // clean up: the car leaves (its paid nights stay as credit)
    await setVehicle(t.app, PLATE, { enddate: '1970-01-01' }, HOAID);
  });

  it('refunds part and then the rest of a payment, releasing only nights the car did not use', async () => {
    await t.app.db.delete(stayNights).where(eq(stayNights.plate_key, PLATE));
    const paid = await parkPaid(4);
    // the car leaves at once: its four nights are unused
    const row = await liveVehicle(t);
    const left = await owner.post('modify_vehicle', modifyBodyOf(row, '1970-01-01'));
    expect(left.statusCode).toBe(200);

    const netBefore = sandbox.netChargedCents();
    const part = await admin.post('refund_payment', {
      payment_id: paid.payment_id,
      amount: 25,
      reason: 'Left early',
    });
    expect(part.statusCode).toBe(200);
    expect(part.json<PaymentRecord>()).toMatchObject({ refunded: 25, status: 'succeeded' });
    expect(sandbox.netChargedCents()).toBe(netBefore - 2500);
    // $25 buys back two whole nights, the latest first
    expect(await nightsOf(paid.payment_id)).toEqual([today(), inDays(1)]);
    const [refund] = await t.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.payment_id, paid.payment_id));
    expect(refund).toMatchObject({
      amount_cents: 2500,
      reason: 'Left early',
      released_nights: [inDays(2), inDays(3)],
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityid, paid.payment_id), eq(auditLog.action, 'refund')));
    expect(entry).toMatchObject({ kind: 'payment', plate: PLATE, unitnumber: '101' });

    // more than what is left is refused and changes nothing
    const tooMuch = await admin.post('refund_payment', {
      payment_id: paid.payment_id,
      amount: 20,
      reason: 'Again',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      message: 'The refund is more than what is left of this payment.',
    });
    // owners cannot refund; a reason is required
    const byOwner = await owner.post('refund_payment', {
      payment_id: paid.payment_id,
      amount: 1,
      reason: 'Mine',
    });
    expect(byOwner.statusCode).toBe(403);
    const noReason = await admin.post('refund_payment', {
      payment_id: paid.payment_id,
      amount: 1,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);

    // three refunds of the rest at once: one goes through, the others find it refunded whole
    const rest = await Promise.all(
      [1, 2, 3].map(() =>
        admin.post('refund_payment', { payment_id: paid.payment_id, amount: 15, reason: 'Rest' }),
      ),
    );
    expect(rest.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(sandbox.netChargedCents()).toBe(netBefore - 4000);
    const [after] = await t.app.db.select().from(payments).where(eq(payments.id, paid.payment_id));
    expect(after).toMatchObject({ status: 'refunded', refunded_cents: 4000 });
    expect(await nightsOf(paid.payment_id)).toEqual([]);

    // the owner is mailed a refund receipt
    let mail;
    for (let i = 0; !mail && i < 50; i += 1) {
      mail = readOutbox(t.config.mailOutbox).find((m) =>
        m.subject.includes('refund receipt $25.00'),
      );
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail).toMatchObject({ to: 'owner@demo2.test' });
    expect(mail?.text).toContain('Reason: Left early');
  });
});
