import { dueQuote, fakeServer, quote, signInAs } from '../../../testing';
import { chargeFromQuote, fetchStayCharge, formatMoney } from '../stay-charge';

describe('the summary numbers come from the server quote (docs/adr/0009)', () => {
  beforeEach(() => signInAs('renter', { use_renter_creditcard: true, use_renter_ppp: true }));

  it('keeps the quoted total, nights already paid and the quote id the payment confirms', () => {
    const charge = chargeFromQuote(
      { ...dueQuote(2, 13.44, '2026-03-05'), nights: 4, nights_paid: 2 },
      'renter',
      { use_owner_ppp: false, use_renter_ppp: true },
    );
    expect(charge).toMatchObject({
      nights: 4,
      nightsPaid: 2,
      nightsDue: 2,
      dayprice: 13.44,
      total: 26.88,
      paymentDue: true,
      quoteId: 'quote-2-13.44',
      payPerParkOn: true,
    });
  });

  it('takes card payments only when the role has ppp on (spec §8)', () => {
    const flags = { use_owner_ppp: false, use_renter_ppp: true };
    expect(chargeFromQuote(dueQuote(1, 10, '2026-03-02'), 'owner', flags).payPerParkOn).toBe(false);
    expect(chargeFromQuote(dueQuote(1, 10, '2026-03-02'), 'renter', flags).payPerParkOn).toBe(true);
  });

  it("takes the fee flag it is given (the community query's), not the session copy", () => {
    // The session copy of the login says ppp is on (beforeEach); the admin turned it off since.
    const flags = { use_owner_ppp: true, use_renter_ppp: false };
    expect(chargeFromQuote(dueQuote(1, 10, '2026-03-02'), 'renter', flags).payPerParkOn).toBe(
      false,
    );
  });

  it('asks the server with the vehicle and checkout and nothing priced in the browser', async () => {
    const requests = fakeServer({
      'POST /api/parking/quote_stay': () => ({ body: quote({ reason: 'free_spot' }) }),
    });
    const request = {
      vehicleid: 'veh-1',
      vehicle_type: 'CAR',
      carownertype: 'renter' as const,
      enddate: '2026-03-04',
      dstr: '2026-03-01',
    };
    const charge = await fetchStayCharge(request, 'renter', {
      use_owner_ppp: false,
      use_renter_ppp: true,
    });
    expect(requests[0]?.body).toEqual(request);
    expect(charge).toMatchObject({ paymentDue: false, total: 0, reason: 'free_spot' });
  });

  it('shows money with two decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(26.88)).toBe('$26.88');
  });
});
