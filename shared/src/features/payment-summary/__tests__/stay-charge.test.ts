import { addDays } from '../../../domain';
import { activeCount, signInAs, spotTypes } from '../../__tests__/fake-portal';
import { stayCharge, type StayChargeInput } from '../stay-charge';

const today = '2026-03-01';

function charge(overrides: Partial<StayChargeInput>) {
  return stayCharge({
    role: 'renter',
    mode: 'create',
    vehicleType: 'CAR',
    newEnddate: addDays(today, 1),
    today,
    activeCount: activeCount({ allcount: 4, maxallactive: 40, rentercount: 1 }),
    spotTypes,
    ...overrides,
  });
}

describe('stayCharge counts (spec §9, as the server counts: without the vehicle itself)', () => {
  beforeEach(() => signInAs('renter', { use_renter_creditcard: true, use_renter_ppp: true }));

  it('prices a new renter car with the onsite counts and asks for payment beyond the free spot', () => {
    const quote = charge({});
    // Car 10 x (4 / 40 + 1) x 1 = 11 a night.
    expect(quote).toMatchObject({ nights: 1, dayprice: 11, total: 11, paymentDue: true });
  });

  it('leaves an onsite renter car out of the counts when its stay is changed', () => {
    const onsite = { mode: 'modify', currentEnddate: addDays(today, 2) } as const;
    const quote = charge({ ...onsite, newEnddate: addDays(today, 3) });
    // The car is the unit's one renter car, in its free spot: 10 x (3 / 40 + 1) and nothing due.
    expect(quote).toMatchObject({ nights: 1, dayprice: 10.75, paymentDue: false });

    const second = charge({
      ...onsite,
      newEnddate: addDays(today, 3),
      activeCount: activeCount({ allcount: 4, maxallactive: 40, rentercount: 2 }),
    });
    expect(second).toMatchObject({ dayprice: 10.75, total: 10.75, paymentDue: true });
  });

  it('counts an offsite car being brought back, which adds a car to the lot', () => {
    const quote = charge({
      mode: 'modify',
      currentEnddate: '1970-01-01',
      activeCount: activeCount({ allcount: 4, maxallactive: 40, rentercount: 1 }),
    });
    expect(quote).toMatchObject({ dayprice: 11, paymentDue: true });
  });

  it('takes an owner-type vehicle out of the owner count', () => {
    signInAs('owner', { use_owner_creditcard: true, use_owner_ppp: true });
    const quote = charge({
      role: 'owner',
      mode: 'modify',
      currentEnddate: addDays(today, 2),
      newEnddate: addDays(today, 4),
      carownertype: 'family',
      activeCount: activeCount({
        allcount: 4,
        maxallactive: 40,
        ownercount: 1,
        user: {
          parking_allowed: 5,
          parking_allowed_renter: 2,
          owner_free_parking: 1,
          renter_free_parking: 1,
        },
      }),
    });
    expect(quote).toMatchObject({ nights: 2, dayprice: 10.75, paymentDue: false });
  });
});
