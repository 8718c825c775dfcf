// spec §7 updatehoa: the community's parking settings, their labels and their checks. The
// numbers are counts of spaces or days (whole, not negative); the seasonal fee factor is a
// positive multiplier; the parking information link is an http(s) address or empty.
import {
  DEFAULT_GUEST_OWNER_TYPES,
  GUEST_OWNER_TYPE_CHOICES,
  GUEST_RULE_MAX,
  TOW_RULE,
  isDstr,
  validateCommunityAllowances,
  type CommunitySettings,
  type UpdateHoaRequest,
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

/** The form keeps what was typed; numbers are read on save. */
export type SettingsForm = Record<
  | CountSetting
  | 'season_parking_fee_factor'
  | 'parking_information_url'
  | 'reminder_time'
  | 'tow_violation_count'
  | 'tow_window_days'
  | 'warning_grace_date'
  | GuestRuleSetting,
  string
> & {
  use_availability_factor: boolean;
  use_warning_status: boolean;
  /** The car owner types counted as guests (docs/adr/0029). */
  guest_owner_types: string[];
};

/** docs/adr/0029: the guest quotas, each a whole number with 0 for off. */
export type GuestRuleSetting =
  'guest_unit_nights' | 'guest_max_consecutive' | 'guest_cooldown_nights';

export const guestRuleSettings: readonly [GuestRuleSetting, string][] = [
  ['guest_unit_nights', 'Guest nights per unit in any 30 nights (0 = off)'],
  ['guest_max_consecutive', 'Nights in a row per guest plate (0 = off)'],
  ['guest_cooldown_nights', 'Nights a guest plate stays away between stays (0 = off)'],
];
export const GUEST_RULE_MESSAGE = `Enter a whole number from 0 to ${GUEST_RULE_MAX}`;
export const GUEST_TYPES_LEGEND = 'Car owner types counted as guests';
export const GUEST_TYPE_CHOICES = GUEST_OWNER_TYPE_CHOICES;

export function toForm(settings: CommunitySettings): SettingsForm {
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

export const COUNT_MESSAGE = 'Enter a whole number of 0 or more';
export const FACTOR_MESSAGE = 'Enter a number greater than 0';
export const URL_MESSAGE = 'Enter a web address starting with http:// or https://';
/** When checkout reminders go out, in the community's time zone. */
export const DEFAULT_REMINDER_TIME = '18:00';
export const REMINDER_TIME_MESSAGE = 'Enter a time as HH:MM';
/** docs/adr/0027: the tow rule's labels and checks. */
export const TOW_COUNT_LABEL = 'Tow-eligible after this many violations (0 = off)';
export const TOW_WINDOW_LABEL = 'Counting violations of the last (days)';
export const TOW_COUNT_MESSAGE = `Enter a whole number from 0 to ${TOW_RULE.maxViolations}`;
export const TOW_WINDOW_MESSAGE = `Enter a whole number of days from ${TOW_RULE.minWindowDays} to ${TOW_RULE.maxWindowDays}`;

const wholeIn = (value: string, min: number, max: number) =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;
export const GRACE_DATE_MESSAGE = 'Enter a date, or leave it empty';

export function validateSettings(form: SettingsForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key] of countSettings) {
    if (!/^\d+$/.test(form[key].trim())) errors[key] = COUNT_MESSAGE;
  }
  const factor = Number(form.season_parking_fee_factor);
  if (form.season_parking_fee_factor.trim() === '' || !Number.isFinite(factor) || factor <= 0) {
    errors.season_parking_fee_factor = FACTOR_MESSAGE;
  }
  const url = form.parking_information_url.trim();
  if (url !== '' && !/^https?:\/\/\S+$/i.test(url)) errors.parking_information_url = URL_MESSAGE;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.reminder_time.trim())) {
    errors.reminder_time = REMINDER_TIME_MESSAGE;
  }
  if (!wholeIn(form.tow_violation_count, 0, TOW_RULE.maxViolations)) {
    errors.tow_violation_count = TOW_COUNT_MESSAGE;
  }
  if (!wholeIn(form.tow_window_days, TOW_RULE.minWindowDays, TOW_RULE.maxWindowDays)) {
    errors.tow_window_days = TOW_WINDOW_MESSAGE;
  }
  const grace = form.warning_grace_date.trim();
  if (grace !== '' && !isDstr(grace)) errors.warning_grace_date = GRACE_DATE_MESSAGE;
  for (const [key] of guestRuleSettings) {
    if (!wholeIn(form[key], 0, GUEST_RULE_MAX)) errors[key] = GUEST_RULE_MESSAGE;
  }
  if (Object.keys(errors).length > 0) return errors;
  // Free spots are never above the allowance they belong to (the server checks too).
  return { ...validateCommunityAllowances(toSettings(form)) };
}

type GuestTypeChoice = (typeof GUEST_OWNER_TYPE_CHOICES)[number];
const isGuestTypeChoice = (type: string): type is GuestTypeChoice =>
  (GUEST_OWNER_TYPE_CHOICES as readonly string[]).includes(type);

/** The updatehoa settings the form sends (docs/adr/0035: the shared request's type). */
export type HoaSettings = Omit<UpdateHoaRequest, 'hoaid' | 'preview'>;

export function toSettings(form: SettingsForm): HoaSettings {
  const counts = Object.fromEntries(countSettings.map(([key]) => [key, Number(form[key])]));
  return {
    ...(counts as Record<CountSetting, number>),
    season_parking_fee_factor: Number(form.season_parking_fee_factor),
    parking_information_url: form.parking_information_url.trim(),
    reminder_time: form.reminder_time.trim(),
    tow_violation_count: Number(form.tow_violation_count),
    tow_window_days: Number(form.tow_window_days),
    // Warning mode's grace date (docs/adr/0028): empty sends null, "none".
    warning_grace_date: form.warning_grace_date.trim() || null,
    use_availability_factor: form.use_availability_factor,
    use_warning_status: form.use_warning_status ? 1 : 0,
    guest_unit_nights: Number(form.guest_unit_nights),
    guest_max_consecutive: Number(form.guest_max_consecutive),
    guest_cooldown_nights: Number(form.guest_cooldown_nights),
    // The form offers only the choices (docs/adr/0029).
    guest_owner_types: form.guest_owner_types.filter(isGuestTypeChoice),
  };
}
