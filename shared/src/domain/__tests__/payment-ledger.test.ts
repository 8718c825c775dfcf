import { moneyToCents, quoteLedgerStay, stayNights, unpaidNights } from '../index';

// spec §9 Pricing with the issue 9 §2 ledger: CAR $10, availability factor off, season 1.
const price = {
  spotPrice: 10,
  allcount: 0,
  maxallactive: 40,
  use_availability_factor: false,
  season_parking_fee_factor: 1,
};
const alwaysDue = () => true;

describe('ledger coverage (issue 9 §2: a night is paid once)', () => {
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

  it('charges nothing when a shortened stay is extended over the nights already paid', () => {
    // paid today..day+3 (3 nights), shortened to day+1, extended to day+3 again: spec §9 starts
    // the modify at the current checkout (day+1), so the stay is day+1 and day+2, both paid.
    const paid = stayNights('2026-03-01', '2026-03-04');
    const quote = quoteLedgerStay({
      stay: stayNights('2026-03-02', '2026-03-04'),
      paid,
      due: alwaysDue,
      role: 'owner',
      price,
    });
    expect(quote).toMatchObject({
      payment_due: false,
      total_price: 0,
      nights_paid: 2,
      nights_due: [],
      reason: 'nights_paid',
    });
  });

  it('prices only the nights not yet paid when a stay is extended past them', () => {
    const quote = quoteLedgerStay({
      stay: stayNights('2026-03-02', '2026-03-06'),
      paid: stayNights('2026-03-01', '2026-03-04'),
      due: alwaysDue,
      role: 'owner',
      price,
    });
    expect(quote).toMatchObject({
      payment_due: true,
      dayprice: 10,
      total_price: 20,
      parking_nights: 2,
      nights_paid: 2,
      nights_due: ['2026-03-04', '2026-03-05'],
      reason: null,
    });
  });

  it('asks who pays for the nights still to pay (spec §9 Who pays)', () => {
    const asked: number[] = [];
    quoteLedgerStay({
      stay: stayNights('2026-03-01', '2026-03-05'),
      paid: ['2026-03-01'],
      due: (n) => {
        asked.push(n);
        return true;
      },
      role: 'renter',
      price,
    });
    expect(asked).toEqual([3]);
  });

  it('shows $0.00 with the reason when a free spot covers the stay (issue 9 §2)', () => {
    const quote = quoteLedgerStay({
      stay: stayNights('2026-03-01', '2026-03-03'),
      paid: [],
      due: () => false,
      role: 'renter',
      price,
    });
    expect(quote).toMatchObject({ payment_due: false, total_price: 0, reason: 'free_spot' });
    // the price per night stays visible: the summary shows what a night would cost
    expect(quote.dayprice).toBe(10);
  });

  it('never charges an admin (spec §6) and names the reason', () => {
    const quote = quoteLedgerStay({
      stay: stayNights('2026-03-01', '2026-03-03'),
      paid: [],
      due: () => false,
      role: 'admin',
      price,
    });
    expect(quote.reason).toBe('admin');
  });

  it('keeps money in whole cents without float noise', () => {
    expect(moneyToCents(50.64)).toBe(5064);
    expect(moneyToCents(1.005)).toBe(101);
  });
});
