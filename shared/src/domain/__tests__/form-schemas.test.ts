// The form schemas read what a form holds and check it with the request's own rules
// (docs/adr/0035): what they let through, the server's request schema takes as it is.
import {
  HOA_SETTINGS_TEXT,
  hoaSettingsFormSchema,
  registerOwnerFormSchema,
  registerOwnerRequestSchema,
  registerPatrolFormSchema,
  registerPatrolRequestSchema,
  updateHoaRequestSchema,
  type HoaSettingsValues,
} from '..';

const typed: HoaSettingsValues = {
  parking_allowed_hoa: '40',
  parking_allowed_unit: ' 5 ',
  parking_allowed_renter: '2',
  owner_free_parking_spots: '1',
  renter_free_parking_spots: '1',
  season_adjust_unit: '0',
  season_adjust_renter: '0',
  availability_warning_buffer: '2',
  season_parking_fee_factor: '.5',
  parking_information_url: ' https://demo.test ',
  reminder_time: '07:30',
  tow_violation_count: '3',
  tow_window_days: '30',
  warning_grace_date: '',
  use_availability_factor: true,
  use_warning_status: true,
  guest_unit_nights: '0',
  guest_max_consecutive: '0',
  guest_cooldown_nights: '0',
  guest_owner_types: ['visitor', 'owner', 'friend'],
};

const messageOf = (key: keyof HoaSettingsValues, value: string) =>
  hoaSettingsFormSchema.safeParse({ ...typed, [key]: value }).error?.issues.map((i) => i.message);

describe('hoaSettingsFormSchema', () => {
  it('reads the typed settings into the values updatehoa takes', () => {
    const values = hoaSettingsFormSchema.parse(typed);
    expect(values).toMatchObject({
      parking_allowed_unit: 5,
      season_parking_fee_factor: 0.5,
      parking_information_url: 'https://demo.test',
      warning_grace_date: null,
      use_warning_status: 1,
      guest_owner_types: ['visitor', 'friend'],
    });
    expect(updateHoaRequestSchema.safeParse({ ...values, hoaid: 'demo' }).success).toBe(true);
  });

  it.each([
    ['parking_allowed_unit', '', HOA_SETTINGS_TEXT.count],
    ['parking_allowed_unit', '0x10', HOA_SETTINGS_TEXT.count],
    ['parking_allowed_unit', '1.5', HOA_SETTINGS_TEXT.count],
    // The server's limit, which the form did not know before.
    ['parking_allowed_unit', '100001', HOA_SETTINGS_TEXT.count],
    ['season_parking_fee_factor', '0', HOA_SETTINGS_TEXT.factor],
    ['tow_violation_count', '', HOA_SETTINGS_TEXT.towCount],
    ['tow_window_days', '0', HOA_SETTINGS_TEXT.towWindow],
    ['reminder_time', '7:30', HOA_SETTINGS_TEXT.reminderTime],
    ['warning_grace_date', '2027-13-01', HOA_SETTINGS_TEXT.graceDate],
    ['guest_unit_nights', '366', HOA_SETTINGS_TEXT.guestRule],
  ] as const)('refuses %s %j with the form message', (key, value, message) => {
    expect(messageOf(key, value)).toEqual([message]);
  });

  it('checks free spots against their allowance once every value reads', () => {
    expect(messageOf('owner_free_parking_spots', '6')).toEqual([
      'Owner free spots cannot be more than the spaces allowed for the unit (5)',
    ]);
    const both = { ...typed, owner_free_parking_spots: '6', parking_allowed_hoa: '' };
    expect(hoaSettingsFormSchema.safeParse(both).error?.issues.map((i) => i.path)).toEqual([
      ['parking_allowed_hoa'],
    ]);
  });
});

describe('registerOwnerFormSchema', () => {
  it('is the request without the community and role fields', () => {
    const typedOwner = {
      first_name: 'Nina',
      last_name: 'New',
      email: 'New@Demo.test',
      phone: '555',
      unitnumber: '101',
      pincode: '4321',
      password: 'Tide-pool-harbor-2026',
      password2: 'Tide-pool-harbor-2026',
      parking_allowed: '',
      parking_allowed_renter: '1',
      owner_free_parking: '',
      renter_free_parking: '',
    };
    const values = registerOwnerFormSchema.parse(typedOwner);
    expect(values).toMatchObject({ email: 'new@demo.test', parking_allowed: null });
    const request = { ...values, hoaid: 'demo', hoaid2: 'demo', role: 'owner' };
    expect(registerOwnerRequestSchema.parse(request)).toEqual(request);
    expect(Object.keys(registerOwnerRequestSchema.shape)).toEqual([
      ...Object.keys(registerOwnerFormSchema.shape),
      'hoaid2',
      'hoaid',
      'role',
    ]);
  });
});

describe('registerPatrolFormSchema', () => {
  it('is the request without the community field', () => {
    const typedPatrol = {
      first_name: ' Pat ',
      last_name: 'Rol',
      email: 'Patrol@Demo.test',
      phone: '',
      password: 'patrol-pass-2026',
      password2: 'patrol-pass-2026',
    };
    const values = registerPatrolFormSchema.parse(typedPatrol);
    expect(values).toMatchObject({ first_name: 'Pat', email: 'patrol@demo.test', phone: '' });
    const request = { ...values, hoaid: 'demo' };
    expect(registerPatrolRequestSchema.parse(request)).toEqual(request);
    expect(Object.keys(registerPatrolRequestSchema.shape)).toEqual([
      ...Object.keys(registerPatrolFormSchema.shape),
      'hoaid',
    ]);
  });
});
