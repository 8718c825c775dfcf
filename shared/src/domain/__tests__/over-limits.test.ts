import {
  NO_CARS_OVER,
  carsOverLimits,
  carsOverUnit,
  overLimitsQuestion,
  putsCarsOver,
  type CommunityAllowance,
} from '../index';

// docs/adr/0028: the cars onsite a lowered lot or unit limit leaves over it.
const community: CommunityAllowance = {
  parking_allowed_hoa: 10,
  parking_allowed_unit: 3,
  parking_allowed_renter: 1,
  owner_free_parking_spots: 0,
  renter_free_parking_spots: 0,
  season_adjust_unit: 0,
  season_adjust_renter: 0,
};

describe('cars over the limits', () => {
  it("counts a unit's cars beyond its maximum or its renter maximum, whichever is more", () => {
    expect(carsOverUnit({ ownercount: 2, rentercount: 1 }, community)).toBe(0);
    expect(carsOverUnit({ ownercount: 4, rentercount: 1 }, community)).toBe(2);
    // 2 renter cars for a renter maximum of 1: one over, although the unit has room.
    expect(carsOverUnit({ ownercount: 0, rentercount: 2 }, community)).toBe(1);
    // The unit's exception is its maximum; the season adjustment lowers it.
    expect(carsOverUnit({ ownercount: 4, rentercount: 0, parking_allowed: 5 }, community)).toBe(0);
    expect(
      carsOverUnit({ ownercount: 3, rentercount: 0 }, { ...community, season_adjust_unit: 1 }),
    ).toBe(1);
  });

  it('counts the lot and every unit; a lot of 0 has no limit', () => {
    const units = [
      { ownercount: 4, rentercount: 0 },
      { ownercount: 3, rentercount: 0 },
      { ownercount: 5, rentercount: 1 },
    ];
    expect(carsOverLimits(units, 13, community)).toEqual({ lot: 3, unit_cars: 4, units: 2 });
    expect(carsOverLimits(units, 13, { ...community, parking_allowed_hoa: 0 }).lot).toBe(0);
    expect(carsOverLimits([], 5, community)).toEqual(NO_CARS_OVER);
  });

  it('asks only when a change puts more cars over a limit', () => {
    const over = { lot: 2, unit_cars: 1, units: 1 };
    expect(putsCarsOver(over, NO_CARS_OVER)).toBe(true);
    expect(putsCarsOver(over, over)).toBe(false);
    expect(putsCarsOver({ ...over, unit_cars: 2, units: 2 }, over)).toBe(true);
    expect(putsCarsOver(NO_CARS_OVER, over)).toBe(false);
  });

  it('tells the admin how many cars are over which limit', () => {
    expect(overLimitsQuestion({ lot: 1, unit_cars: 0, units: 0 })).toBe(
      'With these limits there will be 1 car over the lot limit onsite now. Those cars stay; no car is added while a limit is reached. Save anyway?',
    );
    expect(overLimitsQuestion({ lot: 0, unit_cars: 3, units: 2 })).toMatch(
      /^With these limits there will be 3 cars over the unit limit in 2 units onsite now\./,
    );
  });
});
