// The admin's community settings calls, once (docs/adr/0035): updatehoa with the cars over a
// limit it answers (docs/adr/0028), update_contact_info and updatehoahelp (spec §5 contact
// messages, §7). Their answer of the whole community is the community area's shape. The HOA
// Settings form checks its typed values with updatehoa's own field schemas.
import { z } from 'zod';
import { isDstr } from '../dates';
import { validateCommunityAllowances } from '../limits-validation';
import { GUEST_OWNER_TYPE_CHOICES, GUEST_RULE_MAX } from '../guest-quotas';
import { VALIDATION } from '../messages';
import { TOW_RULE } from '../patrol';
import { DISPLAY_CATEGORIES, HELP_TOPICS } from '../types';
import { messageSchema } from './common';
import { hoaidField, optionalEmailField, optionalText, requiredText } from './fields';
import { previewField } from './owners';

/** Cars onsite beyond a limit. */
export const overLimitsSchema = z.strictObject({
  /** Cars onsite beyond the lot limit (parking_allowed_hoa; 0 = no limit). */
  lot: z.int(),
  /** Cars onsite beyond their unit's maximum (or its renter maximum), over all units. */
  unit_cars: z.int(),
  /** Units with any car beyond their maximum. */
  units: z.int(),
});
export type OverLimits = z.infer<typeof overLimitsSchema>;

/**
 * updatehoa and updateowner (docs/adr/0028): the message, and the cars onsite over a limit with
 * the new values (after) and with the values before the call. Nothing is saved on a preview.
 */
export const settingsSaveResponseSchema = messageSchema.extend({
  over_limits: overLimitsSchema,
  over_limits_before: overLimitsSchema,
});
export type SettingsSaveResponse = z.infer<typeof settingsSaveResponseSchema>;

/** The largest count a setting takes, and the largest season fee factor. */
const MAX_SETTING_COUNT = 100000;
const MAX_FEE_FACTOR = 100;
const count = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} cannot be negative`)
    .max(MAX_SETTING_COUNT, `${name} is too large`);

const guestRule = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be 0 or more`)
    .max(GUEST_RULE_MAX, `${name} is at most ${GUEST_RULE_MAX}`)
    .optional();

/** spec §7 updatehoa: every CommunitySettings field. */
export const updateHoaRequestSchema = z.object({
  hoaid: hoaidField,
  parking_allowed_unit: count('parking_allowed_unit'),
  parking_allowed_renter: count('parking_allowed_renter'),
  parking_allowed_hoa: count('parking_allowed_hoa'),
  renter_free_parking_spots: count('renter_free_parking_spots'),
  owner_free_parking_spots: count('owner_free_parking_spots'),
  season_adjust_unit: count('season_adjust_unit'),
  season_adjust_renter: count('season_adjust_renter'),
  season_parking_fee_factor: z
    .number({ error: 'season_parking_fee_factor must be a number' })
    .positive('season_parking_fee_factor must be greater than 0')
    .max(MAX_FEE_FACTOR, 'season_parking_fee_factor is too large'),
  use_availability_factor: z.boolean({ error: 'use_availability_factor must be true or false' }),
  use_warning_status: z.union([z.literal(0), z.literal(1)], {
    error: 'use_warning_status must be 0 or 1',
  }),
  availability_warning_buffer: count('availability_warning_buffer'),
  parking_information_url: z
    .string({ error: 'parking_information_url must be text' })
    .trim()
    .max(500, 'At most 500 characters')
    .refine(
      (url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url),
      'parking_information_url must be an http(s) address',
    ),
  // Absent keeps the stored time.
  reminder_time: z
    .string({ error: 'reminder_time must be text' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'reminder_time must be a time (HH:MM)')
    .optional(),
  // docs/adr/0027: the tow rule; absent keeps the stored values.
  tow_violation_count: z
    .number({ error: 'tow_violation_count must be a number' })
    .int('tow_violation_count must be a whole number')
    .min(0, 'tow_violation_count must be 0 or more')
    .max(TOW_RULE.maxViolations, `tow_violation_count is at most ${TOW_RULE.maxViolations}`)
    .optional(),
  tow_window_days: z
    .number({ error: 'tow_window_days must be a number' })
    .int('tow_window_days must be a whole number')
    .min(TOW_RULE.minWindowDays, `tow_window_days must be ${TOW_RULE.minWindowDays} or more`)
    .max(TOW_RULE.maxWindowDays, `tow_window_days is at most ${TOW_RULE.maxWindowDays}`)
    .optional(),
  // docs/adr/0028 warning mode's grace date: a date, or null/empty for none; absent keeps it.
  warning_grace_date: z
    .union([z.null(), z.string().trim()])
    .optional()
    .refine(
      (value) => value === undefined || value === null || value === '' || isDstr(value),
      'warning_grace_date must be a date (YYYY-MM-DD)',
    )
    .transform((value) => (value === '' ? null : value)),
  // docs/adr/0029 guest quotas (0: off); absent keeps the stored values.
  guest_unit_nights: guestRule('guest_unit_nights'),
  guest_max_consecutive: guestRule('guest_max_consecutive'),
  guest_cooldown_nights: guestRule('guest_cooldown_nights'),
  guest_owner_types: z
    .array(
      z.enum(GUEST_OWNER_TYPE_CHOICES, { error: 'guest_owner_types lists guest car owner types' }),
      { error: 'guest_owner_types must be a list' },
    )
    .max(GUEST_OWNER_TYPE_CHOICES.length)
    .transform((list) => [...new Set(list)])
    .optional(),
  // docs/adr/0030 guest terms (HTML, sanitised like the help texts); absent keeps them.
  guest_tc: z
    .string({ error: 'guest_tc must be text' })
    .max(20000, 'At most 20000 characters')
    .optional(),
  /** true: only count the cars the new limits leave over them, save nothing (docs/adr/0028). */
  preview: previewField,
});
export type UpdateHoaRequest = z.input<typeof updateHoaRequestSchema>;
export type CheckedUpdateHoaRequest = z.output<typeof updateHoaRequestSchema>;

/** The HOA Settings form's words for a value updatehoa refuses: the team's texts, one a field. */
export const HOA_SETTINGS_TEXT = {
  count: `Enter a whole number from 0 to ${MAX_SETTING_COUNT}`,
  factor: `Enter a number greater than 0, at most ${MAX_FEE_FACTOR}`,
  url: 'Enter a web address starting with http:// or https://',
  reminderTime: 'Enter a time as HH:MM',
  towCount: `Enter a whole number from 0 to ${TOW_RULE.maxViolations}`,
  towWindow: `Enter a whole number of days from ${TOW_RULE.minWindowDays} to ${TOW_RULE.maxWindowDays}`,
  graceDate: 'Enter a date, or leave it empty',
  guestRule: `Enter a whole number from 0 to ${GUEST_RULE_MAX}`,
} as const;

/** A plain decimal as typed; anything else (empty too) reads as NaN, which z.number refuses. */
const typedNumber = (text: string) =>
  /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text.trim()) ? Number(text) : NaN;
const trimmed = (text: string) => text.trim();

/**
 * A setting as typed, read by `read` and checked by updatehoa's own schema for it, so the form
 * refuses what the server refuses; it shows the form's one message for the field.
 */
function typed<T extends z.ZodType>(field: T, message: string, read: (text: string) => unknown) {
  return z.string().transform((text, ctx): z.output<T> => {
    const checked = field.safeParse(read(text));
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const hoa = updateHoaRequestSchema.shape;
const typedCount = (field: (typeof hoa)['parking_allowed_unit']) =>
  typed(field, HOA_SETTINGS_TEXT.count, typedNumber);
const typedGuestRule = (field: (typeof hoa)['guest_unit_nights']) =>
  typed(field, HOA_SETTINGS_TEXT.guestRule, typedNumber);
const isGuestTypeChoice = (type: string): type is (typeof GUEST_OWNER_TYPE_CHOICES)[number] =>
  (GUEST_OWNER_TYPE_CHOICES as readonly string[]).includes(type);

/**
 * The HOA Settings form (spec §2 Maintenance → HOA): its text inputs become updatehoa's values
 * (all but hoaid, preview and the guest terms, which have an editor of their own).
 */
export const hoaSettingsFormSchema = z
  .object({
    parking_allowed_hoa: typedCount(hoa.parking_allowed_hoa),
    parking_allowed_unit: typedCount(hoa.parking_allowed_unit),
    parking_allowed_renter: typedCount(hoa.parking_allowed_renter),
    owner_free_parking_spots: typedCount(hoa.owner_free_parking_spots),
    renter_free_parking_spots: typedCount(hoa.renter_free_parking_spots),
    season_adjust_unit: typedCount(hoa.season_adjust_unit),
    season_adjust_renter: typedCount(hoa.season_adjust_renter),
    availability_warning_buffer: typedCount(hoa.availability_warning_buffer),
    season_parking_fee_factor: typed(
      hoa.season_parking_fee_factor,
      HOA_SETTINGS_TEXT.factor,
      typedNumber,
    ),
    parking_information_url: typed(hoa.parking_information_url, HOA_SETTINGS_TEXT.url, trimmed),
    reminder_time: typed(hoa.reminder_time, HOA_SETTINGS_TEXT.reminderTime, trimmed),
    tow_violation_count: typed(hoa.tow_violation_count, HOA_SETTINGS_TEXT.towCount, typedNumber),
    tow_window_days: typed(hoa.tow_window_days, HOA_SETTINGS_TEXT.towWindow, typedNumber),
    // Warning mode's grace date (docs/adr/0028): empty sends null, "none".
    warning_grace_date: typed(hoa.warning_grace_date, HOA_SETTINGS_TEXT.graceDate, trimmed),
    use_availability_factor: hoa.use_availability_factor,
    use_warning_status: z.boolean().transform((on): 0 | 1 => (on ? 1 : 0)),
    guest_unit_nights: typedGuestRule(hoa.guest_unit_nights),
    guest_max_consecutive: typedGuestRule(hoa.guest_max_consecutive),
    guest_cooldown_nights: typedGuestRule(hoa.guest_cooldown_nights),
    // The form offers only the choices (docs/adr/0029).
    guest_owner_types: z.array(z.string()).transform((list) => list.filter(isGuestTypeChoice)),
  })
  .superRefine(
    (settings, ctx) => {
      // Free spots are never above the allowance they belong to (the server checks too).
      for (const [path, message] of Object.entries(validateCommunityAllowances(settings))) {
        ctx.addIssue({ code: 'custom', path: [path], message });
      }
    },
    // Once every value reads as a number.
    { when: (payload) => payload.issues.length === 0 },
  );
/** The HOA Settings form's values as typed. */
export type HoaSettingsValues = z.input<typeof hoaSettingsFormSchema>;

/** One contact of the admin's Contact Information list (spec §5 contact messages). */
export const contactEntryRequestSchema = z
  .object({
    contact_id: requiredText(VALIDATION.contactId, 40),
    phone_description: requiredText(VALIDATION.contactDescription, 200),
    phone_number: optionalText(40),
    email: optionalEmailField(),
    sort_order: z.coerce
      .number({ error: VALIDATION.contactSortOrder })
      .int(VALIDATION.contactSortOrder)
      .min(0, VALIDATION.contactSortOrder),
    display_category: z.enum(DISPLAY_CATEGORIES).default('All'),
  })
  .refine((entry) => entry.phone_number !== '' || entry.email !== '', {
    message: VALIDATION.contactPhoneOrEmail,
    path: ['phone_number'],
  });

export const updateContactInfoRequestSchema = z.object({
  hoaid: hoaidField,
  contact_information: z
    .array(contactEntryRequestSchema)
    .max(100, 'At most 100 contacts')
    .refine(
      (list) => new Set(list.map((entry) => entry.contact_id)).size === list.length,
      'Each contact needs its own id',
    ),
});
export type UpdateContactInfoRequest = z.input<typeof updateContactInfoRequestSchema>;

export const updateHoaHelpRequestSchema = z.object({
  hoaid: hoaidField,
  which: z.enum(HELP_TOPICS, { error: 'Unknown help topic' }),
  helpdata: z.string({ error: 'helpdata is required' }).max(200000, 'Help text is too long'),
});
export type UpdateHoaHelpRequest = z.input<typeof updateHoaHelpRequestSchema>;
