// The sequences that paid a night twice, charged a free night or undid an acknowledged change
// before the night ledger (docs/adr/0020), as named regression tests on demo2 (units 101 and
// 102, night-ledger-harness.ts). After each one the ledger's invariants hold as well. PGlite by
// default, PostgreSQL with DATABASE_URL.
import { sql } from 'drizzle-orm';
import type { Invitation, PaymentQuote } from '@parking/shared/domain';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { login } from '../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  setCommunity,
  today,
  type Caller,
} from '../helpers/vehicle-fixtures';
import {
  HOAID,
  OFFSITE,
  acceptInvitation,
  askQuote,
  checkInvariants,
  createInvitation,
  codeOf,
  deleteCar,
  demo2Cars,
  insertCar,
  isOk,
  modifyCar,
  openHarness,
  ourPayments,
  payQuote,
  readVehicle,
  resetCommunity,
  vehicleOf,
  type Harness,
} from './night-ledger-harness';

describe('Night ledger regressions (docs/adr/0020)', () => {
  let t: TestApp;
  let h: Harness;
  let plates = 0;
  /** A plate no earlier test used (its credit would change the quotes). */
  const newPlate = () => {
    plates += 1;
    return `RG${String(plates).padStart(3, '0')}`;
  };
  beforeAll(async () => {
    t = await createTestApp();
    h = await openHarness(t);
  }, APP_START_MS);
  afterAll(() => t.close());

  const expectInvariants = async (bound = { owner: 1, renter: 1 }) => {
    const { problems } = await checkInvariants(h, bound);
    expect(problems).toEqual([]);
  };

  /** Parks a car and answers its id (paying when the quote says so). */
  const park = async (args: { plate: string; days: number; renter?: boolean; unit?: number }) => {
    const { response } = await insertCar(h, {
      unit: args.unit ?? 0,
      renter: args.renter ?? false,
      plate: args.plate,
      enddate: args.days === 0 ? OFFSITE : inDays(args.days),
      vehicle_type: 'CAR',
      pay: true,
    });
    expect(response.statusCode).toBe(201);
    return vehicleOf(response)._id;
  };

  /** The payment of a checkout change's quote, asked for before the change is fired. */
  const paymentFor = async (who: Caller, vehicleid: string, enddate: string) => {
    const row = await readVehicle(h, vehicleid);
    const quote = await askQuote(h, who, 'quote_stay', {
      vehicleid,
      vehicle_type: row!.vehicle_type,
      carownertype: row!.carownertype,
      enddate,
      dstr: today(),
    });
    expect(quote?.payment_due).toBe(true);
    return payQuote(h, quote!);
  };

  it('re-adding a deleted, paid-ahead plate charges none of its paid nights again', async () => {
    await resetCommunity(h);
    await park({ plate: newPlate(), days: 6 }); // the unit's free spot
    const plate = newPlate();
    const paidId = await park({ plate, days: 4 });
    const paid = (await ourPayments(h)).filter((p) => p.vehicle_id === paidId);
    expect(paid).toEqual([expect.objectContaining({ status: 'succeeded', amount_cents: 4000 })]);
    expect(paid[0]!.covered_nights).toHaveLength(4);
    expect((await deleteCar(h.owners[0]!, paidId, '101')).statusCode).toBe(200);
    const charges = h.sandbox.chargeCount();
    const owner = h.owners[0]!;
    const quote = await askQuote(h, owner, 'quote_stay', {
      vehicle_type: 'CAR',
      carownertype: 'owner',
      enddate: inDays(4),
      plate,
      dstr: today(),
    });
    expect(quote).toMatchObject({ payment_due: false, nights_paid: 4, nights_due: 0 });
    const { response } = await insertCar(h, {
      unit: 0,
      renter: false,
      plate,
      enddate: inDays(4),
      vehicle_type: 'CAR',
      pay: false,
    });
    expect(response.statusCode).toBe(201);
    expect(h.sandbox.chargeCount()).toBe(charges);
    await expectInvariants();
  });

  it('two concurrent paid inserts of one new plate save one vehicle and keep one charge', async () => {
    await resetCommunity(h);
    await park({ plate: newPlate(), days: 6 });
    const plate = newPlate();
    const net = h.sandbox.netChargedCents();
    // Two tabs: each shows the quote, then both pay at the same moment.
    const quoteBody = {
      vehicle_type: 'CAR',
      carownertype: 'owner',
      enddate: inDays(3),
      plate,
      dstr: today(),
    };
    const quotes = [
      await askQuote(h, h.owners[0]!, 'quote_stay', quoteBody),
      await askQuote(h, h.owners[0]!, 'quote_stay', quoteBody),
    ];
    expect(quotes.map((quote) => quote?.payment_due)).toEqual([true, true]);
    const [first, second] = await Promise.all(
      quotes.map((quote) =>
        insertCar(h, {
          unit: 0,
          renter: false,
          plate,
          enddate: inDays(3),
          vehicle_type: 'CAR',
          pay: true,
          payment: payQuote(h, quote!),
        }),
      ),
    );
    const answers = [first!.response, second!.response];
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(first!.paid && second!.paid).toBe(true);
    const cars = (await demo2Cars(h)).filter((car) => car.plate === plate && car.status_flag !== 9);
    expect(cars).toHaveLength(1);
    const succeeded = (await ourPayments(h)).filter(
      (p) => p.plate === plate && p.status === 'succeeded',
    );
    expect(succeeded).toHaveLength(1);
    // The loser was never charged, or charged and refunded whole: the cards paid one stay.
    expect(h.sandbox.netChargedCents() - net).toBe(succeeded[0]!.amount_cents);
    await expectInvariants();
  });

  it('extending the free car over the nights another car paid charges it nothing', async () => {
    await resetCommunity(h);
    // A holds the one free spot for 4 nights, so B pays its 4 nights; A then leaves early.
    const carA = await park({ plate: newPlate(), days: 4 });
    const carB = await park({ plate: newPlate(), days: 4 });
    const paidB = (await ourPayments(h)).filter((p) => p.vehicle_id === carB);
    expect(paidB[0]?.covered_nights).toHaveLength(4);
    const shorten = await modifyCar(h, {
      who: h.owners[0]!,
      vehicleid: carA,
      enddate: inDays(1),
      pay: false,
    });
    expect(shorten.response.statusCode).toBe(200);
    const charges = h.sandbox.chargeCount();
    // B pays its nights: the free spot is open for A on every one of them.
    const quote = await askQuote(h, h.owners[0]!, 'quote_stay', {
      vehicleid: carA,
      vehicle_type: 'CAR',
      carownertype: 'owner',
      enddate: inDays(4),
      dstr: today(),
    });
    expect(quote).toMatchObject({ payment_due: false, nights_due: 0 });
    const { response } = await modifyCar(h, {
      who: h.owners[0]!,
      vehicleid: carA,
      enddate: inDays(4),
      pay: false,
    });
    expect(response.statusCode).toBe(200);
    // Renters the same, in unit 102: one renter free spot, the second renter car pays.
    const renterA = await park({ plate: newPlate(), days: 4, renter: true, unit: 1 });
    const renterB = await park({ plate: newPlate(), days: 4, renter: true, unit: 1 });
    const paidRenterB = (await ourPayments(h)).filter((p) => p.vehicle_id === renterB);
    expect(paidRenterB[0]?.covered_nights).toHaveLength(4);
    const renterShortens = await modifyCar(h, {
      who: h.renters[1]!,
      vehicleid: renterA,
      enddate: inDays(1),
      pay: false,
    });
    expect(renterShortens.response.statusCode).toBe(200);
    const renterExtends = await modifyCar(h, {
      who: h.renters[1]!,
      vehicleid: renterA,
      enddate: inDays(4),
      pay: false,
    });
    expect(renterExtends.response.statusCode).toBe(200);
    expect(h.sandbox.chargeCount()).toBe(charges + 1);
    await expectInvariants();
  });

  it('a paid extension racing an offsite change and a new car never exceeds the unit maximum nor undoes the offsite (10 tries)', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // Unit maximum 2, renters pay every night; the owner's car W is onsite on the free spot.
      await resetCommunity(h, { parking_allowed_unit: 2, renter_free_parking_spots: 0 });
      await park({ plate: newPlate(), days: 5 });
      const carX = await park({ plate: newPlate(), days: 1, renter: true });
      const plateY = newPlate();
      const payment = await paymentFor(h.renters[0]!, carX, inDays(4));
      const [extend, offsite, parkY] = await Promise.all([
        modifyCar(h, {
          who: h.renters[0]!,
          vehicleid: carX,
          enddate: inDays(4),
          pay: true,
          payment,
        }),
        modifyCar(h, { who: h.renters[0]!, vehicleid: carX, enddate: OFFSITE, pay: false }),
        insertCar(h, {
          unit: 0,
          renter: false,
          plate: plateY,
          enddate: inDays(2),
          vehicle_type: 'CAR',
          pay: true,
        }),
      ]);
      const x = await readVehicle(h, carX);
      const onsite = (await demo2Cars(h)).filter(
        (car) =>
          car.unitnumber === '101' &&
          car.status_flag !== 9 &&
          car.enddate !== OFFSITE &&
          car.enddate >= today(),
      );
      expect(onsite.length).toBeLessThanOrEqual(2);
      expect(isOk(offsite.response)).toBe(true);
      if (!isOk(extend.response)) expect(x?.enddate).toBe(OFFSITE);
      if (isOk(parkY.response)) expect(onsite.map((car) => car.plate)).toContain(plateY);
      await expectInvariants({ owner: 1, renter: 0 });
    }
  }, 300_000);

  it('an owner’s delete is not undone by a paid change that started earlier (5 tries)', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await resetCommunity(h);
      await park({ plate: newPlate(), days: 6 });
      const carP = await park({ plate: newPlate(), days: 1 });
      const payment = await paymentFor(h.owners[0]!, carP, inDays(5));
      const [, removal] = await Promise.all([
        modifyCar(h, {
          who: h.owners[0]!,
          vehicleid: carP,
          enddate: inDays(5),
          pay: true,
          payment,
        }),
        deleteCar(h.owners[0]!, carP, '101'),
      ]);
      expect(removal.statusCode).toBe(200);
      expect((await readVehicle(h, carP))?.status_flag).toBe(9);
      await expectInvariants();
    }
  }, 300_000);

  it('an owner whose own card payments are off pays a renter’s extension by the renter rules', async () => {
    await resetCommunity(h, { use_owner_creditcard: false, renter_free_parking_spots: 0 });
    const carX = await park({ plate: newPlate(), days: 1, renter: true });
    const owner = h.owners[0]!;
    const quote = (await askQuote(h, owner, 'quote_stay', {
      vehicleid: carX,
      vehicle_type: 'CAR',
      carownertype: 'renter',
      enddate: inDays(3),
      dstr: today(),
    })) as PaymentQuote;
    expect(quote).toMatchObject({ payment_due: true, nights_due: 2 });
    const unpaid = await modifyCar(h, {
      who: owner,
      vehicleid: carX,
      enddate: inDays(3),
      pay: false,
    });
    expect(unpaid.response.statusCode).toBe(402);
    expect((await readVehicle(h, carX))?.enddate).toBe(inDays(1));
    const paid = await modifyCar(h, { who: owner, vehicleid: carX, enddate: inDays(3), pay: true });
    expect(paid.response.statusCode).toBe(200);
    const rows = (await ourPayments(h)).filter(
      (p) => p.vehicle_id === carX && p.status === 'succeeded',
    );
    expect(rows).toHaveLength(2);
    const extension = rows.find((p) => p.covered_nights.length === 2);
    expect(extension).toMatchObject({ carowner: 'renter' });
    expect(extension?.covered_nights).toEqual([inDays(1), inDays(2)]);
    await expectInvariants({ owner: 1, renter: 0 });
  });

  it('a type change after payment is re-priced: paid as a motorcycle, parked as a truck', async () => {
    await resetCommunity(h);
    await park({ plate: newPlate(), days: 6 }); // the unit's free spot
    const plate = newPlate();
    const owner = h.owners[0]!;
    const { response } = await insertCar(h, {
      unit: 0,
      renter: false,
      plate,
      enddate: inDays(3),
      vehicle_type: 'MOTORCYCLE',
      pay: true,
    });
    expect(response.statusCode).toBe(201);
    const id = vehicleOf(response)._id;
    // $5 a night paid for three nights; a truck is $12: $7 more on each of them.
    const retype = (vehicle_type: string, pay: boolean) =>
      modifyCar(h, { who: owner, vehicleid: id, vehicle_type, pay });
    const unpaid = await retype('TRUCK', false);
    expect(unpaid.response.statusCode).toBe(402);
    expect((await readVehicle(h, id))!.vehicle_type).toBe('MOTORCYCLE');
    const quote = await askQuote(h, owner, 'quote_stay', {
      vehicleid: id,
      vehicle_type: 'TRUCK',
      carownertype: 'owner',
      enddate: inDays(3),
      dstr: today(),
    });
    expect(quote).toMatchObject({
      payment_due: true,
      nights_due: 0,
      nights_repriced: 3,
      reprice_total: 21,
      total_price: 21,
    });
    const paid = await retype('TRUCK', true);
    expect(paid.response.statusCode).toBe(200);
    const topUp = (await ourPayments(h)).filter((p) => p.vehicle_id === id);
    expect(topUp.map((p) => [p.amount_cents, p.covered_nights.length, p.status])).toEqual(
      expect.arrayContaining([
        [1500, 3, 'succeeded'],
        [2100, 0, 'succeeded'],
      ]),
    );
    await expectInvariants();
    // Back to a motorcycle and a truck again: the nights were topped up once, nothing is due.
    const charges = h.sandbox.chargeCount();
    expect((await retype('MOTORCYCLE', false)).response.statusCode).toBe(200);
    expect((await retype('TRUCK', false)).response.statusCode).toBe(200);
    expect(h.sandbox.chargeCount()).toBe(charges);
    // The nights keep their first payment, at the truck's price (a refund of it releases them).
    const rows = (await h.t.app.db.execute(sql`
      SELECT n.price_cents, n.vehicle_type, p.amount_cents FROM stay_nights n
        JOIN payments p ON p.id = n.payment_id
       WHERE n.vehicle_id = ${id}::uuid`)) as unknown as {
      rows: { price_cents: number; vehicle_type: string; amount_cents: number }[];
    };
    expect(rows.rows).toEqual(
      Array.from({ length: 3 }, () => ({
        price_cents: 1200,
        vehicle_type: 'TRUCK',
        amount_cents: 1500,
      })),
    );
    await expectInvariants();
  });

  it('revoking an invitation and ending the stay refunds the guest’s unused paid nights', async () => {
    await resetCommunity(h);
    await park({ plate: newPlate(), days: 6 }); // the unit's free spot: the guest pays
    const invitation = await createInvitation(h, 0);
    const plate = newPlate();
    const { response, paid } = await acceptInvitation(h, {
      token: invitation.token,
      plate,
      enddate: inDays(3),
      vehicle_type: 'CAR',
      pay: true,
    });
    expect(response.statusCode).toBe(201);
    expect(paid).toBe(true);
    const owner = h.owners[0]!;
    const listed = (await owner.post('get_invitations', {})).json<Invitation[]>();
    expect(listed.find((i) => i._id === invitation.invitation_id)?.refundable).toBe(30);
    const revoke = await owner.post('revoke_invitation', {
      invitation_id: invitation.invitation_id,
      end_stay: true,
      refund_unused: true,
    });
    expect(revoke.json()).toEqual({
      message: 'Invitation revoked. $30.00 of unused guest nights refunded.',
      ended_stays: 1,
      refunded: 30,
    });
    const guestPayments = (await ourPayments(h)).filter((p) => p.plate === plate);
    expect(guestPayments.map((p) => [p.amount_cents, p.refunded_cents, p.status])).toEqual([
      [3000, 3000, 'refunded'],
    ]);
    await expectInvariants();
    // Asked again, there is nothing left to refund and nothing moves.
    const again = await owner.post('revoke_invitation', {
      invitation_id: invitation.invitation_id,
      end_stay: true,
      refund_unused: true,
    });
    expect(again.json()).toMatchObject({ ended_stays: 0, refunded: 0 });
    await expectInvariants();
  });

  it('adjust_dates moves a car’s paid nights with it: the moved stay is still paid', async () => {
    await resetCommunity(h);
    await park({ plate: newPlate(), days: 6 }); // the unit's free spot
    const plate = newPlate();
    const id = await park({ plate, days: 3 });
    await setCommunity(t.app, HOAID, { use_demo_mode: true });
    const admin = caller(t.app, (await login(t.app, 'admin@demo2.test', HOAID)).token);
    const moved = await admin.post('adjust_dates', { numdays: 2 });
    await setCommunity(t.app, HOAID, { use_demo_mode: false });
    expect(moved.statusCode).toBe(200);
    expect((await readVehicle(h, id))!.enddate).toBe(inDays(5));
    // The three paid nights are the car's nights again: extending to its new checkout is free.
    const quote = await askQuote(h, h.owners[0]!, 'quote_stay', {
      vehicleid: id,
      vehicle_type: 'CAR',
      carownertype: 'owner',
      enddate: inDays(5),
      dstr: today(),
    });
    expect(quote).toMatchObject({ payment_due: false });
    const [payment] = (await ourPayments(h)).filter((p) => p.vehicle_id === id);
    expect([...payment!.covered_nights].sort()).toEqual([inDays(2), inDays(3), inDays(4)]);
    // Every invariant but the free spots' (2): an admin's shift adds nights nobody paid for, as
    // any admin change may (the car moved from today..+3 to +2..+5 is onsite by its checkout).
    const { problems } = await checkInvariants(h, { owner: 1, renter: 1 });
    expect(problems.filter((problem) => !problem.includes('unpaid onsite cars'))).toEqual([]);
  });

  it('a modify with a stale version is refused with 409 vehicle_changed and changes nothing', async () => {
    await resetCommunity(h);
    const carA = await park({ plate: newPlate(), days: 2 });
    const before = await readVehicle(h, carA);
    // The vehicle changes after the client read it.
    const edit = await modifyCar(h, {
      who: h.owners[0]!,
      vehicleid: carA,
      vehicle_type: 'TRUCK',
      pay: false,
    });
    expect(edit.response.statusCode).toBe(200);
    const current = await readVehicle(h, carA);
    const stale = await modifyCar(h, {
      who: h.owners[0]!,
      vehicleid: carA,
      enddate: inDays(1),
      vehicle_type: 'MOTORCYCLE',
      pay: true,
      version: before!.version,
    });
    expect(stale.response.statusCode).toBe(409);
    expect(codeOf(stale.response)).toBe('vehicle_changed');
    expect(await readVehicle(h, carA)).toEqual(current);
    await expectInvariants();
  });
});
