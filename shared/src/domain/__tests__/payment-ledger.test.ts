import {
  allocateNights,
  moneyToCents,
  quoteLedgerStay,
  repricedNights,
  stayNights,
  unpaidNights,
} from '../index';

// spec §9 Pricing with the payment ledger (docs/adr/0009): CAR $10, availability factor off, season 1.
const price = {
  spotPrice: 10,
  allcount: 0,
  maxallactive: 40,
  use_availability_factor: false,
  season_parking_fee_factor: 1,
};

describe('ledger coverage (a night is paid once)', () => {
  it('lists each night from the first night up to the night before checkout (spec §9 Nights)', () => {
    expect(stayNights('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(stayNights('2026-03-02', '2026-03-02')).toEqual([]);
    // spec §4: 1970-01-01 is offsite, a stay of no nights
    expect(stayNights('2026-03-02', '1970-01-01')).toEqual([]);
  });

  it('leaves out the nights an earlier payment covers', () => {
    const stay = stayNights('2026-03-01', '2026-03-05');
    expect(unpaidNights(stay, ['2026-03-01', '2026-03-02'])).toEqual(['2026-03-03', '2026-03-04']);
  });

  const allocate = (
    nights: string[],
    own: Record<string, 'paid' | 'free' | 'pending'> = {},
    freeTaken: Record<string, number> = {},
    freeSpots = 1,
    charges = true,
  ) =>
    allocateNights({
      nights,
      own: new Map(Object.entries(own)),
      freeTaken: new Map(Object.entries(freeTaken)),
      freeSpots,
      charges,
    });

  it('charges nothing when a shortened stay is extended over the nights already paid', () => {
    // paid day..day+3, shortened, extended to day+3 again: the plate's paid nights are credit
    const nights = stayNights('2026-03-01', '2026-03-04');
    const allocation = allocate(
      nights,
      { '2026-03-01': 'paid', '2026-03-02': 'paid', '2026-03-03': 'paid' },
      { '2026-03-01': 1, '2026-03-02': 1, '2026-03-03': 1 },
    );
    const quote = quoteLedgerStay({ stay: nights.slice(1), allocation, role: 'owner', price });
    expect(quote).toMatchObject({
      payment_due: false,
      total_price: 0,
      nights_paid: 2,
      nights_due: [],
      reason: 'nights_paid',
    });
  });

  it('prices only the nights whose free spot other cars use (docs/adr/0020)', () => {
    const nights = stayNights('2026-03-01', '2026-03-06');
    // another car is on the unit's one free spot until 03-03; 03-01 is paid already
    const allocation = allocate(
      nights,
      { '2026-03-01': 'paid' },
      {
        '2026-03-01': 1,
        '2026-03-02': 1,
      },
    );
    expect(allocation).toEqual({
      covered: ['2026-03-01'],
      credit: ['2026-03-01'],
      free: ['2026-03-03', '2026-03-04', '2026-03-05'],
      due: ['2026-03-02'],
      pending: [],
    });
    const quote = quoteLedgerStay({ stay: nights, allocation, role: 'owner', price });
    expect(quote).toMatchObject({
      payment_due: true,
      dayprice: 10,
      total_price: 10,
      parking_nights: 1,
      nights_paid: 1,
      nights_free: 3,
      nights_due: ['2026-03-02'],
      reason: null,
    });
  });

  it('never charges a pool that does not pay by card, and sets aside nights being paid', () => {
    const nights = stayNights('2026-03-01', '2026-03-03');
    expect(allocate(nights, {}, { '2026-03-01': 5, '2026-03-02': 5 }, 1, false).due).toEqual([]);
    expect(allocate(nights, { '2026-03-02': 'pending' }, { '2026-03-01': 1 }).pending).toEqual([
      '2026-03-02',
    ]);
  });

  it('shows $0.00 with the reason when a free spot covers the stay', () => {
    const nights = stayNights('2026-03-01', '2026-03-03');
    const quote = quoteLedgerStay({
      stay: nights,
      allocation: allocate(nights),
      role: 'renter',
      price,
    });
    expect(quote).toMatchObject({ payment_due: false, total_price: 0, reason: 'free_spot' });
    // the price per night stays visible: the summary shows what a night would cost
    expect(quote.dayprice).toBe(10);
  });

  it('never charges an admin (spec §6) and names the reason', () => {
    const nights = stayNights('2026-03-01', '2026-03-03');
    const allocation = allocate(nights, {}, { '2026-03-01': 3, '2026-03-02': 3 });
    const quote = quoteLedgerStay({ stay: nights, allocation, role: 'admin', price });
    expect(quote).toMatchObject({ payment_due: false, reason: 'admin', nights_due: [] });
  });

  it('keeps money in whole cents without float noise', () => {
    expect(moneyToCents(50.64)).toBe(5064);
    expect(moneyToCents(1.005)).toBe(101);
  });
});

describe('type changes re-price paid nights (docs/adr/0020, "Type changes")', () => {
  const paidAsMotorcycle = ['2026-03-01', '2026-03-02', '2026-03-03'].map((night) => ({
    night,
    price_cents: 500,
    vehicle_type: 'MOTORCYCLE',
  }));
  const truck = { ...price, spotPrice: 20 };
  const heldNights = { credit: ['2026-03-01', '2026-03-02', '2026-03-03'], free: [], due: [] };

  it('charges a truck the difference on the nights paid as a motorcycle', () => {
    expect(
      repricedNights({ paid: paidAsMotorcycle, vehicleType: 'TRUCK', daypriceCents: 2000 }),
    ).toEqual({ nights: ['2026-03-01', '2026-03-02', '2026-03-03'], cents: 4500 });
    // The car keeps its checkout: no new night, the summary's stay is empty.
    const quote = quoteLedgerStay({
      stay: [],
      allocation: heldNights,
      role: 'owner',
      price: truck,
      paid: paidAsMotorcycle,
      vehicleType: 'truck',
    });
    expect(quote).toMatchObject({
      payment_due: true,
      total_price: 45,
      nights_due: [],
      nights_repriced: ['2026-03-01', '2026-03-02', '2026-03-03'],
      reprice_total: 45,
      reason: null,
    });
  });

  it('adds the new nights at the new price to the top-up', () => {
    const quote = quoteLedgerStay({
      stay: ['2026-03-04'],
      allocation: { ...heldNights, due: ['2026-03-04'] },
      role: 'owner',
      price: truck,
      paid: paidAsMotorcycle,
      vehicleType: 'TRUCK',
    });
    expect(quote).toMatchObject({ total_price: 65, reprice_total: 45, parking_nights: 1 });
  });

  it('never charges a night paid for the type, or topped up to it, again; a cheaper type is free', () => {
    const toppedUp = paidAsMotorcycle.map((night) => ({
      ...night,
      price_cents: 2000,
      vehicle_type: 'TRUCK',
    }));
    expect(repricedNights({ paid: toppedUp, vehicleType: 'TRUCK', daypriceCents: 2500 })).toEqual({
      nights: [],
      cents: 0,
    });
    // Back to a motorcycle after the top-up: the nights were paid dearer, nothing is due.
    expect(
      repricedNights({ paid: toppedUp, vehicleType: 'MOTORCYCLE', daypriceCents: 500 }),
    ).toEqual({ nights: [], cents: 0 });
  });

  it('does not charge an admin for a type change', () => {
    const quote = quoteLedgerStay({
      stay: [],
      allocation: heldNights,
      role: 'admin',
      price: truck,
      paid: paidAsMotorcycle,
      vehicleType: 'TRUCK',
    });
    expect(quote).toMatchObject({ payment_due: false, total_price: 0, nights_repriced: [] });
  });
});
