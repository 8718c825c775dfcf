import { activeCount } from '@parking/shared/testing';
import { onsitePrecheck } from '../api/onsite-precheck';

// docs/adr/0028: in warning mode an owner's car may be one over a full unit.
const full = activeCount({
  ownercount: 2,
  rentercount: 1,
  maxunitactive: 3,
  ownercountok: false,
  allcountok: true,
  maxallactive: 40,
  allcount: 10,
});
const warning = { use_warning_status: 1, warning_grace_date: '2026-12-31', checkout: '2026-12-05' };

describe('onsite precheck in warning mode', () => {
  it("lets the car be the unit's one extra, with the spec's text and the community's grace date", () => {
    expect(onsitePrecheck(full, 5, warning)).toEqual({
      allowed: true,
      notice:
        'The maximum vehicles for the unit(3) will be exceeded. We will allow another vehicle until December 31, 2026. Unregister vehicles are in violation.',
    });
  });

  it('keeps the unit limit hard with warning mode off, past the grace date or two over', () => {
    expect(onsitePrecheck(full, 5, { ...warning, use_warning_status: 0 }).allowed).toBe(false);
    expect(onsitePrecheck(full, 5, { ...warning, checkout: '2027-01-02' }).allowed).toBe(false);
    expect(onsitePrecheck({ ...full, ownercount: 3 }, 5, warning).allowed).toBe(false);
    expect(onsitePrecheck(full, 5).allowed).toBe(false);
  });
});
