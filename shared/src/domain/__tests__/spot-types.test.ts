import { spotTypeName } from '../spot-types';

describe('spotTypeName', () => {
  it('names the spec types by their display names', () => {
    expect(spotTypeName('CAR')).toBe('Car');
    expect(spotTypeName('TRUCK')).toBe('Truck/Van');
    expect(spotTypeName('RV')).toBe('Camper/RV');
    expect(spotTypeName('DUMPSTER')).toBe('Dumpster');
  });

  it("prefers the community's own spot_display", () => {
    const spots = [{ spot_type: 'CAR', spot_display: 'Passenger car', spot_price: 10 }];
    expect(spotTypeName('CAR', spots)).toBe('Passenger car');
    expect(spotTypeName('TRUCK', spots)).toBe('Truck/Van');
  });

  it('shows an unknown code as it is', () => {
    expect(spotTypeName('GOLFCART')).toBe('GOLFCART');
  });
});
