// spec §7 updatehoa: the community's parking settings, their labels and the values the HOA
// Settings form starts from. The form checks them with hoaSettingsFormSchema, updatehoa's own
// rules (docs/adr/0035).
import {
  DEFAULT_GUEST_OWNER_TYPES,
  GUEST_OWNER_TYPE_CHOICES,
  TOW_RULE,
  type CommunitySettings,
  type HoaSettingsValues,
} from '@parking/shared/domain';

export type CountSetting =
  | 'parking_allowed_hoa'
  | 'parking_allowed_unit'
  | 'parking_allowed_renter'
  | 'owner_free_parking_spots'
  | 'renter_free_parking_spots'
  | 'season_adjust_unit'
  | 'season_adjust_renter'
  | 'availability_warning_buffer';

export const countSettings: readonly [CountSetting, string][] = [
  ['parking_allowed_hoa', 'Parking spaces in the community'],
  ['parking_allowed_unit', 'Parking spaces per unit'],
  ['parking_allowed_renter', 'Renter parking spaces per unit'],
  ['owner_free_parking_spots', 'Owner free parking spaces'],
  ['renter_free_parking_spots', 'Renter free parking spaces'],
  ['season_adjust_unit', 'Seasonal adjustment per unit'],
  ['season_adjust_renter', 'Seasonal adjustment per renter'],
  ['availability_warning_buffer', 'Availability warning buffer'],
];

/** docs/adr/0029: the guest quotas, each a whole number with 0 for off. */
export type GuestRuleSetting =
  'guest_unit_nights' | 'guest_max_consecutive' | 'guest_cooldown_nights';

export const guestRuleSettings: readonly [GuestRuleSetting, string][] = [
  ['guest_unit_nights', 'Guest nights per unit in any 30 nights (0 = off)'],
  ['guest_max_consecutive', 'Nights in a row per guest plate (0 = off)'],
  ['guest_cooldown_nights', 'Nights a guest plate stays away between stays (0 = off)'],
];
export const GUEST_TYPES_LEGEND = 'Car owner types counted as guests';
export const GUEST_TYPE_CHOICES = GUEST_OWNER_TYPE_CHOICES;

/** The form keeps what was typed; the schema reads the numbers on save. */
export function toForm(settings: CommunitySettings): HoaSettingsValues {
  const counts = Object.fromEntries(countSettings.map(([key]) => [key, String(settings[key])]));
  return {
    ...(counts as Record<CountSetting, string>),
    season_parking_fee_factor: String(settings.season_parking_fee_factor),
    parking_information_url: settings.parking_information_url ?? '',
    reminder_time: settings.reminder_time ?? DEFAULT_REMINDER_TIME,
    tow_violation_count: String(settings.tow_violation_count ?? 0),
    tow_window_days: String(settings.tow_window_days ?? TOW_RULE.defaultWindowDays),
    warning_grace_date: settings.warning_grace_date ?? '',
    use_availability_factor: settings.use_availability_factor,
    use_warning_status: settings.use_warning_status === 1,
    guest_unit_nights: String(settings.guest_unit_nights ?? 0),
    guest_max_consecutive: String(settings.guest_max_consecutive ?? 0),
    guest_cooldown_nights: String(settings.guest_cooldown_nights ?? 0),
    guest_owner_types: [...(settings.guest_owner_types ?? DEFAULT_GUEST_OWNER_TYPES)],
  };
}

/** When checkout reminders go out, in the community's time zone. */
export const DEFAULT_REMINDER_TIME = '18:00';
/** docs/adr/0027: the tow rule's labels. */
export const TOW_COUNT_LABEL = 'Tow-eligible after this many violations (0 = off)';
export const TOW_WINDOW_LABEL = 'Counting violations of the last (days)';
