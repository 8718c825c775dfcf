import {
  availabilityFactor,
  pricePerNight,
  quoteStay,
  roundMoney,
  spotPriceFor,
  totalPrice,
} from '../index';

describe('pricing', () => {
  it('raises the price with lot occupancy: allcount / maxallactive + 1', () => {
    // spec §9: availability factor = allcount / maxallactive + 1
    expect(
      availabilityFactor({ allcount: 10, maxallactive: 40, use_availability_factor: true }),
    ).toBe(1.25);
    expect(
      availabilityFactor({ allcount: 0, maxallactive: 40, use_availability_factor: true }),
    ).toBe(1);
  });

  it("uses a factor of 1 when the flag is off, including the string 'false'", () => {
    // spec §9: or 1 when use_availability_factor is the string 'false'
    expect(
      availabilityFactor({ allcount: 10, maxallactive: 40, use_availability_factor: false }),
    ).toBe(1);
    expect(
      availabilityFactor({ allcount: 10, maxallactive: 40, use_availability_factor: 'false' }),
    ).toBe(1);
    expect(
      availabilityFactor({ allcount: 10, maxallactive: 40, use_availability_factor: 'true' }),
    ).toBe(1.25);
  });

  it('uses a factor of 1 for a lot without a size instead of dividing by zero', () => {
    expect(
      availabilityFactor({ allcount: 3, maxallactive: 0, use_availability_factor: true }),
    ).toBe(1);
  });

  it('prices a lot above its limit like a full lot: the factor is at most 2', () => {
    // The admin lowered the lot to 10 with 49 cars onsite: 49 / 10 + 1 would be 5.9.
    const factor = (allcount: number) =>
      availabilityFactor({ allcount, maxallactive: 10, use_availability_factor: true });
    expect(factor(49)).toBe(2);
    expect(factor(11)).toBe(2);
    expect(factor(10)).toBe(2);
    expect(factor(9)).toBe(1.9);
    expect(
      pricePerNight({
        spotPrice: 10,
        allcount: 49,
        maxallactive: 10,
        use_availability_factor: true,
        season_parking_fee_factor: 1,
      }),
    ).toBe(20);
  });

  it('prices a night as spot price x availability factor x season factor, to the cent', () => {
    // spec §9: price per night = spot price x availability factor x season fee factor
    const price = pricePerNight({
      spotPrice: 10,
      allcount: 1,
      maxallactive: 3,
      use_availability_factor: true,
      season_parking_fee_factor: 1.5,
    });
    expect(price).toBe(20);
    const odd = pricePerNight({
      spotPrice: 9.99,
      allcount: 1,
      maxallactive: 3,
      use_availability_factor: true,
      season_parking_fee_factor: 1,
    });
    expect(odd).toBe(13.32);
  });

  it('totals price x nights without float error', () => {
    // spec §9: total = price x nights; both to two decimals
    expect(totalPrice(0.1, 3)).toBe(0.3);
    expect(totalPrice(13.32, 7)).toBe(93.24);
    expect(totalPrice(12.5, 0)).toBe(0);
    expect(roundMoney(1.005)).toBe(1.01);
  });

  it('quotes a stay with nights, day price and total', () => {
    expect(
      quoteStay({
        spotPrice: 10,
        allcount: 10,
        maxallactive: 40,
        use_availability_factor: true,
        season_parking_fee_factor: 1.1,
        nights: 3,
      }),
    ).toEqual({ parking_nights: 3, dayprice: 13.75, total_price: 41.25 });
  });

  it("finds the spot price of the vehicle's type", () => {
    const spots = [
      { spot_display: 'Car', spot_type: 'CAR', spot_price: 10 },
      { spot_display: 'Camper/RV', spot_type: 'RV', spot_price: 25 },
    ];
    expect(spotPriceFor('rv', spots)).toBe(25);
    expect(spotPriceFor('BOAT', spots)).toBe(0);
  });
});
