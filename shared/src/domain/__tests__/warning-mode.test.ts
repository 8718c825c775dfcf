import {
  extraCarGraceDate,
  extraCarMessages,
  graceDateText,
  mayExceedUnitByOne,
  type ExtraCarInput,
} from '../index';

// docs/adr/0028: warning mode as the spec has it.
const full: ExtraCarInput = {
  use_warning_status: 1,
  warning_grace_date: '2026-12-31',
  carowner: 'owner',
  ownercount: 2,
  rentercount: 1,
  maxunitactive: 3,
  checkout: '2026-12-05',
};

describe('warning mode: one car over the unit maximum', () => {
  it("lets an owner's car come onsite one over a full unit while warning mode is on", () => {
    expect(mayExceedUnitByOne(full)).toBe(true);
    // Without a grace date the extra car may stay until its own checkout.
    expect(mayExceedUnitByOne({ ...full, warning_grace_date: null })).toBe(true);
  });

  it('keeps every limit hard otherwise', () => {
    expect(mayExceedUnitByOne({ ...full, use_warning_status: 0 })).toBe(false);
    expect(mayExceedUnitByOne({ ...full, carowner: 'renter' })).toBe(false);
    // Never two over, and room left is no reason to go over.
    expect(mayExceedUnitByOne({ ...full, ownercount: 3 })).toBe(false);
    expect(mayExceedUnitByOne({ ...full, ownercount: 1 })).toBe(false);
    // Not past the community's grace date.
    expect(mayExceedUnitByOne({ ...full, checkout: '2027-01-01' })).toBe(false);
    expect(mayExceedUnitByOne({ ...full, checkout: '2026-12-31' })).toBe(true);
  });

  it("writes the spec's text with the community's grace date, or the car's checkout", () => {
    expect(graceDateText('2024-05-01')).toBe('May 1, 2024');
    expect(graceDateText('2026-12-31')).toBe('December 31, 2026');
    expect(extraCarGraceDate('2026-12-31', '2026-12-05')).toBe('2026-12-31');
    expect(extraCarGraceDate(null, '2026-12-05')).toBe('2026-12-05');
    expect(extraCarMessages(3, '2026-12-31')).toEqual([
      'The maximum vehicles for the unit(3) will be exceeded.',
      'We will allow another vehicle until December 31, 2026.',
      'Unregister vehicles are in violation.',
    ]);
  });
});
