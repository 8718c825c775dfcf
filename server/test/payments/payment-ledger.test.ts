// docs/adr/0009: the price shown is the price charged, and a night is paid once.
// demo2 (seed): owners pay by card beyond one free onsite car, CAR $10 a night, availability
// factor off; unit 101 has PIN101A onsite (free) and PIN101B offsite, so PIN101B pays.
import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type PaymentQuote, type PaymentsResponse } from '@parking/shared/domain';
import { payments, vehicles } from '../../src/db/schema';
import type { SandboxProvider } from '../../src/payments/sandbox-provider';
import { login, readOutbox } from '../helpers/requests';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  APP_START_MS,
  caller,
  inDays,
  setCommunity,
  today,
  vehicleByPlate,
  type Caller,
} from '../helpers/vehicle-fixtures';
import { cardPayment, quoteStay, quotedPayment } from './sandbox-cards';

const HOAID = 'demo2';
const PLATE = 'PIN101B';

async function checkoutChange(t: TestApp, enddate: string, payment?: object) {
  const row = await vehicleByPlate(t.app, PLATE, HOAID);
  const { id, hoaid: _h, ownerid: _o, unitnumber: _u, startdate: _s, ...rest } = row;
  return {
    vehicleid: id,
    vehicle_type: rest.vehicle_type,
    carownertype: rest.carownertype,
    carowner_fname: rest.carowner_fname,
    carowner_lname: rest.carowner_lname,
    carownerphone: rest.carownerphone,
    make: rest.make,
    model: rest.model,
    year: rest.year,
    plate: rest.plate,
    plate_state: rest.plate_state,
    enddate,
    terms: 1,
    dstr: today(),
    ...(payment ? { payment } : {}),
  };
}

const statusUrl = (id: string, enddate: string) =>
  `change-vehicle-status-date/${id}/1/${enddate}/${today()}`;

describe('The payment ledger', () => {
  let t: TestApp;
  let owner: Caller;
  let sandbox: SandboxProvider;
  beforeAll(async () => {
    t = await createTestApp();
    owner = caller(t.app, (await login(t.app, 'owner@demo2.test', HOAID)).token);
    sandbox = t.app.paymentGateway as SandboxProvider;
  }, APP_START_MS);
  afterAll(() => t.close());

  const ledger = async () => {
    const { id } = await vehicleByPlate(t.app, PLATE, HOAID);
    return t.app.db.select().from(payments).where(eq(payments.vehicle_id, id));
  };
  const quoteFor = async (enddate: string) => {
    const { id } = await vehicleByPlate(t.app, PLATE, HOAID);
    return quotedPayment(owner, { vehicleid: id, enddate });
  };

  describe('POST /api/parking/modify_vehicle with a quote', () => {
    it('refuses a charge on a changed price with the new quote, then charges the new one', async () => {
      const { quote, payment } = await quoteFor(inDays(2));
      expect(quote).toMatchObject({
        payment_due: true,
        nights: 2,
        nights_paid: 0,
        nights_due: 2,
        dayprice: 10,
        total_price: 20,
        checkin: today(),
        checkout: inDays(2),
      });
      expect(quote.quote_id).toEqual(expect.any(String));
      expect(Date.parse(quote.expires_at ?? '')).toBeGreaterThan(Date.now());

      await setCommunity(t.app, HOAID, { season_parking_fee_factor: 1.5 });
      const charges = sandbox.chargeCount();
      const refused = await owner.post(
        'modify_vehicle',
        await checkoutChange(t, inDays(2), payment),
      );
      expect(refused.statusCode).toBe(409);
      const body = refused.json<{ message: string; code: string; quote: PaymentQuote }>();
      expect(body).toMatchObject({
        message: PAYMENT_MESSAGES.priceChanged,
        code: 'price_changed',
        quote: { payment_due: true, dayprice: 15, total_price: 30, nights_due: 2 },
      });
      expect(body.quote.quote_id).not.toBe(quote.quote_id);
      expect(sandbox.chargeCount()).toBe(charges);
      expect((await vehicleByPlate(t.app, PLATE, HOAID)).enddate).toBe('1970-01-01');
      expect(await ledger()).toHaveLength(0);

      // the payer confirms the new quote
      const confirmed = cardPayment(undefined, undefined, body.quote.quote_id ?? '');
      const paid = await owner.post(
        'modify_vehicle',
        await checkoutChange(t, inDays(2), confirmed),
      );
      expect(paid.statusCode).toBe(200);
      expect(sandbox.chargeCount()).toBe(charges + 1);
      expect(await ledger()).toEqual([
        expect.objectContaining({
          status: 'succeeded',
          amount_cents: 3000,
          nights: 2,
          covered_nights: [today(), inDays(1)],
          plate: PLATE,
          unitnumber: '101',
          quote_id: body.quote.quote_id,
          transaction_id: paid.json<{ parking_transaction_id: string }>().parking_transaction_id,
        }),
      ]);
      await setCommunity(t.app, HOAID, { season_parking_fee_factor: 1 });
    });

    it('charges nothing for nights already paid when a shortened stay is extended again', async () => {
      const { id } = await vehicleByPlate(t.app, PLATE, HOAID);
      const charges = sandbox.chargeCount();
      expect((await owner.get(statusUrl(id, inDays(1)))).statusCode).toBe(200);
      const again = await quoteStay(owner, { vehicleid: id, enddate: inDays(2) });
      expect(again).toMatchObject({
        payment_due: false,
        total_price: 0,
        nights: 1,
        nights_paid: 1,
        reason: 'nights_paid',
        quote_id: null,
      });
      const extended = await owner.get(statusUrl(id, inDays(2)));
      expect(extended.statusCode).toBe(200);
      expect(extended.json()).toMatchObject({ enddate: inDays(2) });
      expect(sandbox.chargeCount()).toBe(charges);

      // one night more than paid: only that night is due
      expect((await owner.get(statusUrl(id, inDays(3)))).json()).toMatchObject({
        code: 'payment_required',
      });
      const { quote, payment } = await quoteFor(inDays(3));
      expect(quote).toMatchObject({ nights: 1, nights_paid: 0, nights_due: 1, total_price: 10 });
      const paid = await owner.post('modify_vehicle', await checkoutChange(t, inDays(3), payment));
      expect(paid.statusCode).toBe(200);
      const rows = await ledger();
      const nights = rows.flatMap((row) => row.covered_nights);
      expect(nights.sort()).toEqual([today(), inDays(1), inDays(2)]);
      expect(new Set(nights).size).toBe(nights.length);
    });

    it('refunds the charge and changes nothing when the save fails after the charge', async () => {
      await t.app.db.execute(sql`
        CREATE FUNCTION fail_payment_confirm() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.status = 'succeeded' THEN RAISE EXCEPTION 'injected failure after the charge'; END IF;
          RETURN NEW;
        END $$`);
      await t.app.db.execute(sql`
        CREATE TRIGGER fail_payment_confirm BEFORE UPDATE ON payments
        FOR EACH ROW EXECUTE FUNCTION fail_payment_confirm()`);
      try {
        const before = await vehicleByPlate(t.app, PLATE, HOAID);
        const net = sandbox.netChargedCents();
        const refunds = sandbox.refundCount();
        const { payment } = await quoteFor(inDays(5));
        const response = await owner.post(
          'modify_vehicle',
          await checkoutChange(t, inDays(5), payment),
        );
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          message: PAYMENT_MESSAGES.refunded,
          code: 'payment_refunded',
        });
        expect(sandbox.refundCount()).toBe(refunds + 1);
        expect(sandbox.netChargedCents()).toBe(net);
        const after = await vehicleByPlate(t.app, PLATE, HOAID);
        expect(after).toMatchObject({
          enddate: before.enddate,
          number_of_changes: before.number_of_changes,
          parking_transaction_id: before.parking_transaction_id,
        });
        const [refunded] = await t.app.db
          .select()
          .from(payments)
          .where(eq(payments.idempotency_key, payment.idempotency_key));
        expect(refunded).toMatchObject({
          status: 'refunded',
          amount_cents: 2000,
          refund_id: expect.stringMatching(/^sbx_re_/),
          transaction_id: expect.stringMatching(/^sbx_/),
        });

        // the provider cannot refund either: the row says so, for management to refund by hand
        const refund = sandbox.refund;
        sandbox.refund = async () => ({ status: 'failed', message: 'provider unavailable' });
        try {
          const again = await quoteFor(inDays(5));
          const stuck = await owner.post(
            'modify_vehicle',
            await checkoutChange(t, inDays(5), again.payment),
          );
          expect(stuck.json()).toMatchObject({ code: 'payment_refunded' });
          const [row] = await t.app.db
            .select()
            .from(payments)
            .where(eq(payments.idempotency_key, again.payment.idempotency_key));
          expect(row).toMatchObject({
            status: 'refund_failed',
            refund_id: null,
            failure_message: 'provider unavailable',
          });
          expect((await vehicleByPlate(t.app, PLATE, HOAID)).enddate).toBe(before.enddate);
        } finally {
          sandbox.refund = refund;
        }
      } finally {
        await t.app.db.execute(sql`DROP TRIGGER fail_payment_confirm ON payments`);
        await t.app.db.execute(sql`DROP FUNCTION fail_payment_confirm()`);
      }
    });
  });

  describe('POST /api/parking/get_payments and GET /api/parking/payments_csv', () => {
    it('mails the unit owner a receipt with amount, nights and transaction id', async () => {
      const [last] = (await ledger()).filter((row) => row.nights === 1);
      const id = last?.transaction_id ?? 'no transaction';
      // Mails go out through the job queue: poll the outbox (a file may be half written).
      const receipt = () => {
        try {
          return readOutbox(t.config.mailOutbox).find((m) => m.text.includes(id));
        } catch {
          return undefined;
        }
      };
      let mail = receipt();
      for (let i = 0; !mail && i < 50; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        mail = receipt();
      }
      expect(mail).toMatchObject({ to: 'owner@demo2.test' });
      expect(mail?.text).toContain('Amount: $10.00');
      expect(mail?.text).toContain('Nights: 1');
    });

    it("shows an owner their unit's payments and an admin all of them with monthly totals", async () => {
      const mine = await owner.post('get_payments', { hoaid: HOAID });
      expect(mine.statusCode).toBe(200);
      const list = mine.json<PaymentsResponse>();
      expect(list.payments.map((p) => [p.plate, p.amount, p.status])).toEqual([
        [PLATE, 20, 'refund_failed'],
        [PLATE, 20, 'refunded'],
        [PLATE, 10, 'succeeded'],
        [PLATE, 30, 'succeeded'],
      ]);
      const admin = caller(t.app, (await login(t.app, 'admin@demo2.test', HOAID)).token);
      const all = (await admin.post('get_payments', { hoaid: HOAID })).json<PaymentsResponse>();
      expect(all.payments).toHaveLength(4);
      expect(all.monthly_totals).toEqual([{ month: today().slice(0, 7), payments: 2, amount: 40 }]);
      const csv = await admin.get('payments_csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toContain('payments-demo2.csv');
      const [header, ...rows] = csv.body.trim().split('\r\n');
      expect(header).toContain('paid_at,unitnumber,plate');
      expect(rows).toHaveLength(4);
      // The community's names, as the screens show them (docs/adr/0026): Car, Owner.
      expect(rows.join('\n')).toContain(`101,${PLATE},Car,Owner,${inDays(2)},${inDays(3)},1,10.00`);
    });

    it("dates a payment by the community's day, not UTC's (an evening payment in New York)", async () => {
      // demo2 is in America/New_York: 02:30 UTC on the 2nd is 21:30 (EST) on the 1st there.
      const [first] = await t.app.db
        .select({ id: payments.id, created_at: payments.created_at })
        .from(payments)
        .where(eq(payments.hoaid, HOAID))
        .limit(1);
      await t.app.db
        .update(payments)
        .set({ created_at: new Date('2026-03-02T02:30:00.000Z') })
        .where(eq(payments.id, first!.id));
      const admin = caller(t.app, (await login(t.app, 'admin@demo2.test', HOAID)).token);
      const all = (await admin.post('get_payments', { hoaid: HOAID })).json<PaymentsResponse>();
      const evening = all.payments.find((p) => p.payment_id === first!.id);
      expect(evening).toMatchObject({ paid_at: '2026-03-02T02:30:00.000Z', paid_on: '2026-03-01' });
      const csv = (await admin.get('payments_csv')).body.trim().split('\r\n');
      expect(csv[0]!.split(',').at(-1)).toBe('paid_on');
      expect(csv.find((line) => line.includes(first!.id))).toMatch(/,2026-03-01$/);
      await t.app.db
        .update(payments)
        .set({ created_at: first!.created_at })
        .where(eq(payments.id, first!.id));
    });

    it('keeps payments for the reports after the vehicle row is gone', async () => {
      await t.app.db
        .delete(vehicles)
        .where(and(eq(vehicles.plate, PLATE), eq(vehicles.hoaid, HOAID)));
      const admin = caller(t.app, (await login(t.app, 'admin@demo2.test', HOAID)).token);
      const all = (await admin.post('get_payments', { hoaid: HOAID })).json<PaymentsResponse>();
      expect(all.payments.map((p) => [p.plate, p.unitnumber, p.amount])).toEqual([
        [PLATE, '101', 20],
        [PLATE, '101', 20],
        [PLATE, '101', 10],
        [PLATE, '101', 30],
      ]);
    });

    it('refuses a quote for a checkout in the past or beyond 60 days (spec §9)', async () => {
      const tooFar = await owner.post('quote_stay', { vehicle_type: 'CAR', enddate: inDays(61) });
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json()).toMatchObject({
        message: 'Checkout date must be within 60 days of today.',
      });
      const past = await owner.post('quote_stay', { vehicle_type: 'CAR', enddate: inDays(-1) });
      expect(past.json()).toMatchObject({ message: 'Date must be in the future.' });
      const garbage = await owner.post('quote_stay', { vehicle_type: 'CAR', enddate: 'soon' });
      expect(garbage.statusCode).toBe(400);
    });

    it('refuses the CSV to owners and the list to renters and other communities', async () => {
      expect((await owner.get('payments_csv')).statusCode).toBe(403);
      expect((await owner.post('get_payments', { hoaid: 'demo' })).statusCode).toBe(403);
      expect((await caller(t.app).post('get_payments', { hoaid: HOAID })).statusCode).toBe(401);
    });
  });
});
