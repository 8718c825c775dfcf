// docs/adr/0027: a lookup without signal answers from the phone's list like the server would.
import type { StoredPlates } from '../patrol-store';
import { answerFromList, usableList } from '../offline-answer';

const list: StoredPlates = {
  owner: 'demo:u1',
  generated_at: '2026-11-27T02:04:00.000Z',
  today: '2026-11-26',
  plates: [
    {
      plate: 'DEM101A',
      plate_state: 'DE',
      unitnumber: '101',
      vehicle_type: 'Car',
      enddate: '2026-11-30',
      carownertype: 'owner',
    },
    {
      plate: 'RNT0101',
      plate_state: 'PA',
      unitnumber: '101',
      vehicle_type: 'Car',
      enddate: '2026-11-26',
      carownertype: 'renter',
    },
  ],
};

describe('answers without signal', () => {
  it('finds a plate in any spelling, with or without its state', () => {
    expect(answerFromList(list, 'dem 101-a', '', '2026-11-26')).toEqual({
      plate: 'DEM101A',
      authorised: true,
      violation_count: 0,
      offline_from: list.generated_at,
      unitnumber: '101',
      vehicle_type: 'Car',
      plate_state: 'DE',
      enddate: '2026-11-30',
      carownertype: 'owner',
    });
    expect(answerFromList(list, 'DEM101A', 'de ', '2026-11-26').authorised).toBe(true);
    expect(answerFromList(list, 'DEM101A', 'PA', '2026-11-26').authorised).toBe(false);
  });

  it('says Not authorised for an unknown plate and a checkout already past', () => {
    expect(answerFromList(list, 'ZZZ999', '', '2026-11-26')).toEqual({
      plate: 'ZZZ999',
      authorised: false,
      violation_count: 0,
      offline_from: list.generated_at,
    });
    expect(answerFromList(list, 'RNT0101', '', '2026-11-27').authorised).toBe(false);
  });

  it("uses only a list of the community's day", () => {
    expect(usableList(list, '2026-11-26')).toBe(true);
    expect(usableList(list, '2026-11-27')).toBe(false);
    expect(usableList(undefined, '2026-11-26')).toBe(false);
  });
});
