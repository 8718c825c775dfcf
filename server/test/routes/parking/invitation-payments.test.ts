// Guest invitations, the card step: a guest whose stay the community charges for gets the
// server's quote (public quote_invitation) and pays it in the same accept_invitation. PGlite by
// default, PostgreSQL with DATABASE_URL.
import { and, eq } from 'drizzle-orm';
import type { CreateInvitationResponse, PaymentQuote, Vehicle } from '@parking/shared/domain';
import { invitations, payments } from '../../../src/db/schema';
import { hashInvitationToken } from '../../../src/db/queries/invitations';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { login, readOutbox } from '../../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  setCommunity,
  setOwner,
  vehicleByPlate,
} from '../../helpers/vehicle-fixtures';
import { cardPayment } from '../../payments/sandbox-cards';

const HOAID = 'demo2';

function guestForm(token: string, overrides: Record<string, unknown> = {}) {
  return {
    token,
    vehicle_type: 'CAR',
    carowner_fname: 'Gina',
    carowner_lname: 'Guest',
    carownerphone: '302-555-0199',
    make: 'Kia',
    model: 'Soul',
    year: '2021',
    plate: 'GPAY001',
    plate_state: 'DE',
    enddate: inDays(2),
    terms: 1,
    ...overrides,
  };
}

describe('Guest invitations: the card step', () => {
  let t: TestApp;
  let ownerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    ownerToken = (await login(t.app, 'owner@demo2.test', HOAID)).token;
    await setOwner(t.app, 'owner@demo2.test', {
      has_read_terms: true,
      owner_free_parking: 0,
      parking_allowed: 10,
    });
    await setCommunity(t.app, HOAID, {
      use_owner_creditcard: true,
      owner_free_parking_spots: 0,
      parking_allowed_hoa: 1000,
      season_parking_fee_factor: 1,
    });
  }, APP_START_MS);
  afterAll(() => t.close());

  const guest = () => caller(t.app);
  const createLink = async (payload: Record<string, unknown> = {}) => {
    const response = await caller(t.app, ownerToken).post('create_invitation', {
      nights: 3,
      valid_until: inDays(7),
      ...payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<CreateInvitationResponse>();
  };
  const quote = async (token: string, enddate = inDays(2)) => {
    const response = await guest().post('quote_invitation', {
      token,
      vehicle_type: 'CAR',
      enddate,
    });
    expect(response.statusCode).toBe(200);
    return response.json<PaymentQuote>();
  };
  const chargesFor = async (key: string) =>
    t.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.idempotency_key, key), eq(payments.status, 'succeeded')));
  const usedCount = async (token: string) => {
    const [row] = await t.app.db
      .select({ used: invitations.used_count })
      .from(invitations)
      .where(eq(invitations.token_hash, hashInvitationToken(token)));
    return row?.used;
  };

  it('quotes the stay: nights, price per night, total and a quote id with an expiry', async () => {
    const link = await createLink();
    const quoted = await quote(link.token);
    expect(quoted).toMatchObject({ payment_due: true, nights: 2, nights_due: 2 });
    expect(quoted.quote_id).toEqual(expect.any(String));
    expect(Date.parse(quoted.expires_at ?? '')).toBeGreaterThan(Date.now());
    expect(Number(quoted.total_price)).toBeCloseTo(Number(quoted.dayprice) * 2, 2);
    expect(Number(quoted.total_price)).toBeGreaterThan(0);
    // A bad link is a clear 404, a checkout beyond the invitation a 400.
    expect(
      (await guest().post('quote_invitation', { token: 'nope', enddate: inDays(1) })).statusCode,
    ).toBe(404);
    const beyond = await guest().post('quote_invitation', {
      token: link.token,
      enddate: inDays(9),
    });
    expect(beyond.statusCode).toBe(400);
  });

  it('without a card the accept still answers 402 payment_required', async () => {
    const link = await createLink();
    const response = await guest().post(
      'accept_invitation',
      guestForm(link.token, { plate: 'GPAY000' }),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'payment_required' });
  });

  it('a paid accept saves the vehicle with the payment and charges exactly once', async () => {
    const link = await createLink();
    const quoted = await quote(link.token);
    const payment = cardPayment('4242424242424242', 'guest-pay-once-0001', quoted.quote_id ?? '');
    const form = guestForm(link.token, { plate: 'GPAY001', payment });
    const first = await guest().post('accept_invitation', form);
    expect(first.statusCode).toBe(201);
    const vehicle = first.json<Vehicle>();
    expect(vehicle).toMatchObject({
      plate: 'GPAY001',
      carownertype: 'visitor',
      enddate: inDays(2),
    });
    const saved = await vehicleByPlate(t.app, 'GPAY001', HOAID);
    expect(saved.active_flag).toBe(1);
    expect(saved.parking_transaction_id).toEqual(expect.any(String));
    const charges = await chargesFor('guest-pay-once-0001');
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amount_cents).toBe(Math.round(Number(quoted.total_price) * 100));
    expect(await usedCount(link.token)).toBe(1);
    // The same request again (a retry): the same vehicle, no second charge, the use counted once.
    const again = await guest().post('accept_invitation', form);
    expect(again.statusCode).toBe(201);
    expect(again.json<Vehicle>()._id).toBe(vehicle._id);
    expect(await chargesFor('guest-pay-once-0001')).toHaveLength(1);
    expect(await usedCount(link.token)).toBe(1);
    // The owner sees the invitation used with the guest's plate.
    const list = await caller(t.app, ownerToken).post('get_invitations', {});
    const mine = list.json<{ _id: string; status: string; plates: string[] }[]>();
    expect(mine.find((row) => row._id === link.invitation_id)).toMatchObject({
      status: 'used',
      plates: ['GPAY001'],
    });
  });

  it('the guest page prices the invited stay before the form (docs/adr/0030)', async () => {
    const link = await createLink({ nights: 2 });
    const page = await guest().get(`invitation/${link.token}`);
    expect(page.statusCode).toBe(200);
    const quoted = await quote(link.token, inDays(2));
    expect(page.json().price).toMatchObject({
      vehicle_type: 'CAR',
      checkout: inDays(2),
      nights: 2,
      nights_due: 2,
      payment_due: true,
      dayprice: quoted.dayprice,
      total_price: quoted.total_price,
    });
  });

  it('a paid guest who gave an address is mailed the receipt (docs/adr/0030)', async () => {
    const link = await createLink();
    const quoted = await quote(link.token);
    const payment = cardPayment('4242424242424242', 'guest-receipt-0001', quoted.quote_id ?? '');
    const form = guestForm(link.token, { plate: 'GRCPT01', payment, email: 'gina@guest.test' });
    const response = await guest().post('accept_invitation', form);
    expect(response.statusCode).toBe(201);
    const vehicle = response.json<Vehicle>();
    let mail;
    for (let i = 0; i < 50 && !mail; i += 1) {
      mail = readOutbox(t.config.mailOutbox).find(
        (m) => m.to === 'gina@guest.test' && m.text.includes('GRCPT01'),
      );
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail?.subject).toMatch(/Parking payment receipt \$/);
    expect(mail?.text).toContain(`Nights: 2 (${inDays(0)} to checkout ${inDays(2)})`);
    expect(mail?.text).toContain(`Transaction id: ${vehicle.parking_transaction_id}`);
    expect(mail?.text).toContain(`Total: $${Number(quoted.total_price).toFixed(2)}`);
    // A bad address is refused before anything is charged.
    const bad = await guest().post(
      'accept_invitation',
      guestForm(link.token, { plate: 'GRCPT02', email: 'nope' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid Email Format');
  });

  it('a declined card saves nothing and leaves the link open', async () => {
    const link = await createLink();
    const quoted = await quote(link.token);
    const payment = cardPayment('4000000000000002', 'guest-declined-0001', quoted.quote_id ?? '');
    const response = await guest().post(
      'accept_invitation',
      guestForm(link.token, { plate: 'GPAY002', payment }),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'payment_declined',
      message: 'Your card was declined.',
    });
    await expect(vehicleByPlate(t.app, 'GPAY002', HOAID)).rejects.toThrow();
    expect(await chargesFor('guest-declined-0001')).toHaveLength(0);
    expect(await usedCount(link.token)).toBe(0);
    expect((await guest().get(`invitation/${link.token}`)).statusCode).toBe(200);
    // The guest pays with another card through the same link.
    const retry = cardPayment('4242424242424242', 'guest-declined-0002', quoted.quote_id ?? '');
    const paid = await guest().post(
      'accept_invitation',
      guestForm(link.token, { plate: 'GPAY002', payment: retry }),
    );
    expect(paid.statusCode).toBe(201);
    expect(await usedCount(link.token)).toBe(1);
  });

  it('a changed price answers 409 with the new quote, saves nothing and charges nothing', async () => {
    const link = await createLink();
    const quoted = await quote(link.token);
    await setCommunity(t.app, HOAID, { season_parking_fee_factor: 1.5 });
    try {
      const payment = cardPayment('4242424242424242', 'guest-repriced-0001', quoted.quote_id ?? '');
      const response = await guest().post(
        'accept_invitation',
        guestForm(link.token, { plate: 'GPAY003', payment }),
      );
      expect(response.statusCode).toBe(409);
      const body = response.json<{ code: string; quote: PaymentQuote }>();
      expect(body.code).toBe('price_changed');
      expect(body.quote.quote_id).not.toBe(quoted.quote_id);
      expect(Number(body.quote.total_price)).toBeGreaterThan(Number(quoted.total_price));
      await expect(vehicleByPlate(t.app, 'GPAY003', HOAID)).rejects.toThrow();
      expect(await chargesFor('guest-repriced-0001')).toHaveLength(0);
      expect(await usedCount(link.token)).toBe(0);
      // Paying the new quote works.
      const renewed = cardPayment(
        '4242424242424242',
        'guest-repriced-0002',
        body.quote.quote_id ?? '',
      );
      const paid = await guest().post(
        'accept_invitation',
        guestForm(link.token, { plate: 'GPAY003', payment: renewed }),
      );
      expect(paid.statusCode).toBe(201);
    } finally {
      await setCommunity(t.app, HOAID, { season_parking_fee_factor: 1 });
    }
  });
});
