// The admin's community settings calls, once (docs/adr/0035): updatehoa with the cars over a
// limit it answers (docs/adr/0028), update_contact_info and updatehoahelp (spec §5 contact
// messages, §7). Their answer of the whole community is the community area's shape.
import { z } from 'zod';
import { isDstr } from '../dates';
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

const count = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} cannot be negative`)
    .max(100000, `${name} is too large`);

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
    .max(100, 'season_parking_fee_factor is too large'),
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
