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
  warningStatusFlag,
  type PaymentRuleInput,
} from '../index';

describe('allowances', () => {
  it("takes the owner's allowance minus the seasonal adjustment, never below 0", () => {
    // spec §9: parking allowances come from settings minus seasonal adjustments
    const community = { season_adjust_unit: 1, season_adjust_renter: 3, parking_allowed_hoa: 40 };
    expect(allowancesFor({ parking_allowed: 5, parking_allowed_renter: 2 }, community)).toEqual({
      maxunitactive: 4,
      maxrenteractive: 0,
      maxallactive: 40,
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
    expect(unitMaxExceededMessages(3, 1, { remaining: 10, warning: false })).toEqual([
      'The maximum vehicles for the unit(3) will be exceeded.',
      'We will allow another vehicle until May 1, 2024.',
      'Unregister vehicles are in violation.',
    ]);
    expect(unitMaxExceededMessages(3, 0, { remaining: 10, warning: false })).toEqual([
      'Parking is available.  Number of spots remaining will be 9',
    ]);
  });
});
