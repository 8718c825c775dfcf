import {
  activeCountFlags,
  allowancesFor,
  availability,
  isPaymentDue,
  isWarningHighlighted,
  overOwnerLimitMessage,
  renterMaxReachedMessage,
  renterOverFreeSpotsMessages,
  unitMaxExceededMessages,
  unitMaxReachedMessage,
  allowanceExceptions,
  unitWarningFlags,
  validateCommunityAllowances,
  validateUnitAllowance,
  warningStatusFlag,
  type PaymentRuleInput,
} from '../index';

describe('allowances (docs/adr/0007)', () => {
  const community = {
    parking_allowed_hoa: 40,
    parking_allowed_unit: 4,
    parking_allowed_renter: 2,
    owner_free_parking_spots: 2,
    renter_free_parking_spots: 1,
    season_adjust_unit: 1,
    season_adjust_renter: 0,
  };
  const noException = {
    parking_allowed: null,
    parking_allowed_renter: null,
    owner_free_parking: null,
    renter_free_parking: null,
  };

  it("takes the community's settings minus the seasonal adjustments for a unit without an exception", () => {
    // spec §9: parking allowances come from community settings minus seasonal adjustments
    expect(allowancesFor(noException, community)).toEqual({
      maxunitactive: 3,
      maxrenteractive: 2,
      maxallactive: 40,
      owner_free_parking: 2,
      renter_free_parking: 1,
    });
    expect(allowancesFor(noException, { ...community, parking_allowed_unit: 1 })).toMatchObject({
      maxunitactive: 0,
    });
  });

  it("takes the unit's exception instead of the community value, still minus the season", () => {
    const unit = { ...noException, parking_allowed: 6, renter_free_parking: 0 };
    expect(allowancesFor(unit, community)).toMatchObject({
      maxunitactive: 5,
      maxrenteractive: 2,
      renter_free_parking: 0,
    });
  });

  it('never goes below 0 and never gives more free spots than spaces', () => {
    const season = { ...community, season_adjust_unit: 9, season_adjust_renter: 3 };
    expect(allowancesFor(noException, season)).toEqual({
      maxunitactive: 0,
      maxrenteractive: 0,
      maxallactive: 40,
      owner_free_parking: 0,
      renter_free_parking: 0,
    });
  });

  it("lists which values are the unit's exceptions", () => {
    expect(allowanceExceptions(noException)).toEqual([]);
    expect(allowanceExceptions({ ...noException, parking_allowed: 0 })).toEqual([
      'parking_allowed',
    ]);
  });

  it('refuses free spots above the allowance they belong to', () => {
    // Free spots never above the allowance (an owner with 9 of 1 showed -8)
    expect(
      validateUnitAllowance(
        { ...noException, parking_allowed: 1, owner_free_parking: 9 },
        community,
      ),
    ).toEqual({
      owner_free_parking:
        'Owner free spots cannot be more than the spaces allowed for the unit (1)',
    });
    expect(validateUnitAllowance({ ...noException, renter_free_parking: 3 }, community)).toEqual({
      renter_free_parking: 'Renter free spots cannot be more than the renter spaces allowed (2)',
    });
    expect(
      validateUnitAllowance({ ...noException, parking_allowed: -1 }, community),
    ).toHaveProperty('parking_allowed');
    expect(validateUnitAllowance(noException, community)).toEqual({});
    expect(validateCommunityAllowances({ ...community, owner_free_parking_spots: 5 })).toEqual({
      owner_free_parking_spots:
        'Owner free spots cannot be more than the spaces allowed for the unit (4)',
    });
  });
});

describe('active-count flags', () => {
  const limits = { maxunitactive: 3, maxrenteractive: 2, maxallactive: 10 };

  it('stays ok below every limit', () => {
    expect(activeCountFlags({ allcount: 9, ownercount: 1, rentercount: 1 }, limits)).toEqual({
      allcountok: true,
      ownercountok: true,
      rentercountok: true,
    });
  });

  it('turns each flag off once its count reaches the limit', () => {
    // spec §4: all-count not ok at parking_allowed_hoa; owner count at unit allowance minus
    // renter count; renter count at renter allowance
    expect(activeCountFlags({ allcount: 10, ownercount: 1, rentercount: 2 }, limits)).toEqual({
      allcountok: false,
      ownercountok: false,
      rentercountok: false,
    });
  });

  it('never blocks on a lot size of 0 (not configured)', () => {
    expect(
      activeCountFlags(
        { allcount: 5, ownercount: 0, rentercount: 0 },
        { ...limits, maxallactive: 0 },
      ).allcountok,
    ).toBe(true);
  });
});

describe('who pays', () => {
  const base: PaymentRuleInput = {
    role: 'renter',
    ownercount: 0,
    rentercount: 1,
    owner_free_parking: 0,
    renter_free_parking: 1,
    use_owner_creditcard: true,
    use_renter_creditcard: true,
    nights: 2,
  };

  it('charges a renter once the renter free spots are used and card use is on', () => {
    // spec §9: renters pay only when the renter count >= renter free spots, with card use on
    expect(isPaymentDue(base)).toBe(true);
    expect(isPaymentDue({ ...base, rentercount: 0 })).toBe(false);
    expect(isPaymentDue({ ...base, use_renter_creditcard: false })).toBe(false);
  });

  it('charges an owner only past the owner free spots and with card use on', () => {
    // spec §9: owners pay only when the owner count >= owner free spots
    const owner = { ...base, role: 'owner' as const, ownercount: 2, owner_free_parking: 2 };
    expect(isPaymentDue(owner)).toBe(true);
    expect(isPaymentDue({ ...owner, ownercount: 1 })).toBe(false);
    expect(isPaymentDue({ ...owner, use_owner_creditcard: false })).toBe(false);
  });

  it('never charges for 0 nights or an admin', () => {
    // spec §9: renters modifying pay only with nights > 0; spec §6: admin skips payment
    expect(isPaymentDue({ ...base, nights: 0 })).toBe(false);
    expect(isPaymentDue({ ...base, role: 'admin' })).toBe(false);
  });
});

describe('warning status', () => {
  const base = {
    use_warning_status: 1,
    carowner: 'renter' as const,
    ownercount: 0,
    rentercount: 0,
    renter_free_parking: 1,
    maxunitactive: 3,
  };

  it('flags 2 when renter free spots are used up or the unit reaches its maximum', () => {
    // spec §4: status_flag becomes 2 when the warning setting is on and either condition holds
    expect(warningStatusFlag(base)).toBe(1);
    expect(warningStatusFlag({ ...base, rentercount: 1 })).toBe(2);
    expect(warningStatusFlag({ ...base, carowner: 'owner', ownercount: 2, rentercount: 1 })).toBe(
      2,
    );
    expect(warningStatusFlag({ ...base, carowner: 'owner', rentercount: 1 })).toBe(1);
  });

  it('never flags with the warning setting off', () => {
    expect(warningStatusFlag({ ...base, use_warning_status: 0, rentercount: 5 })).toBe(1);
  });

  it("recomputes a unit's flags from its real counts, in arrival order", () => {
    // spec §4 status 2 rule, recomputed for the whole unit after every change
    const rules = { use_warning_status: 1, renter_free_parking: 1, maxunitactive: 3 };
    const flags = unitWarningFlags(
      [
        { id: 'owner-car', carowner: 'owner' },
        { id: 'renter-1', carowner: 'renter' },
        { id: 'renter-2', carowner: 'renter' },
      ],
      rules,
    );
    expect(Object.fromEntries(flags)).toEqual({ 'owner-car': 1, 'renter-1': 1, 'renter-2': 2 });
    // The owner's car leaves: the renters are still over their one free spot.
    const afterOwnerLeft = unitWarningFlags(
      [
        { id: 'renter-1', carowner: 'renter' },
        { id: 'renter-2', carowner: 'renter' },
      ],
      rules,
    );
    expect(afterOwnerLeft.get('renter-2')).toBe(2);
    // The first renter car leaves: the second is within the free spots again.
    expect(unitWarningFlags([{ id: 'renter-2', carowner: 'renter' }], rules).get('renter-2')).toBe(
      1,
    );
    // A lowered allowance marks the cars beyond it.
    const lowered = unitWarningFlags(
      [
        { id: 'a', carowner: 'owner' },
        { id: 'b', carowner: 'owner' },
      ],
      { ...rules, maxunitactive: 1 },
    );
    expect(lowered.get('b')).toBe(2);
  });

  it('highlights a status 2 row only when use_warning_status is 1', () => {
    expect(isWarningHighlighted(2, 1)).toBe(true);
    expect(isWarningHighlighted(2, 0)).toBe(false);
    expect(isWarningHighlighted(1, 1)).toBe(false);
  });
});

describe('availability warning', () => {
  it('warns when free spots are at or below the buffer', () => {
    // spec §9: warning at or below availability_warning_buffer; remaining = allowed - allcount
    expect(
      availability({ parking_allowed_hoa: 40, allcount: 37, availability_warning_buffer: 3 }),
    ).toEqual({
      remaining: 3,
      warning: true,
    });
    expect(
      availability({ parking_allowed_hoa: 40, allcount: 30, availability_warning_buffer: 3 }),
    ).toEqual({
      remaining: 10,
      warning: false,
    });
  });
});

describe('limit messages', () => {
  it('builds the exact spec §8 texts', () => {
    expect(unitMaxReachedMessage(3, 2, 1)).toBe(
      'The maximum number of active parking spaces (3) for this unit has been reached. Owner: 2 Renter: 1',
    );
    expect(renterMaxReachedMessage(2)).toBe(
      'The maximum number of renter parking spaces (2) for this unit has been reached.',
    );
    expect(overOwnerLimitMessage(3)).toBe(
      'The maximum number of active parking spaces for this unit has been reached: 3',
    );
  });

  it('tells a renter over the free spots whether a second vehicle is allowed', () => {
    // spec §8 Renter over free spots
    expect(renterOverFreeSpotsMessages(1, { remaining: 12, warning: false }, 3)).toEqual([
      'Renters are only allowed 1 car.',
      'We will allow a second vehicle because there are 12 parking spots available.',
      'Unregister vehicles are in violation.',
    ]);
    expect(renterOverFreeSpotsMessages(1, { remaining: 2, warning: true }, 3)).toEqual([
      'Renters are only allowed 1 car.',
      'There are 3 or less parking spots available. Please remove your vehicle within 24 hours.',
      'Unregister vehicles are in violation.',
    ]);
  });

  it('warns that the unit maximum will be exceeded, or counts the spots left with warnings off', () => {
    // spec §8 Unit max will be exceeded
    // The spec's May 1, 2024 is the community's grace date.
    expect(unitMaxExceededMessages(3, 1, { remaining: 10, warning: false }, '2024-05-01')).toEqual([
      'The maximum vehicles for the unit(3) will be exceeded.',
      'We will allow another vehicle until May 1, 2024.',
      'Unregister vehicles are in violation.',
    ]);
    expect(unitMaxExceededMessages(3, 0, { remaining: 10, warning: false }, '2026-12-01')).toEqual([
      'Parking is available.  Number of spots remaining will be 9',
    ]);
  });
});
