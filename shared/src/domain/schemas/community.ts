// The public community calls' wire shapes, once (docs/adr/0035): the community as data_for_hoa
// and hoa_data send it, its spot types, the check-in's unit list, the header's summary and the
// active counts (spec §3 Community, Active count data; §7 Parking). The fields go out in the
// order written here.
import { z } from 'zod';
import { DISPLAY_CATEGORIES, HELP_TOPICS } from '../types';
import { hoaDstrRequestSchema, hoaRequestSchema } from './common';
import { clientDateField, hoaidField, uuidField } from './fields';

export const spotTypeSchema = z.strictObject({
  spot_display: z.string(),
  spot_type: z.string(),
  /** Dollars a night; may have cents. */
  spot_price: z.number(),
});
export type SpotType = z.infer<typeof spotTypeSchema>;

export const spotTypeListSchema = z.array(spotTypeSchema);

export const contactEntrySchema = z.strictObject({
  contact_id: z.string(),
  phone_description: z.string(),
  phone_number: z.string(),
  email: z.string(),
  sort_order: z.int(),
  display_category: z.enum(DISPLAY_CATEGORIES),
});
export type ContactEntry = z.infer<typeof contactEntrySchema>;

/** hoa_data passes the stored help_text through, which may predate a topic: none is required. */
const helpTextSchema = z.strictObject(
  Object.fromEntries(HELP_TOPICS.map((topic) => [topic, z.string().optional()])) as Record<
    (typeof HELP_TOPICS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

/** A community (spec §3) as data_for_hoa and hoa_data send it. */
export const communitySchema = z.strictObject({
  hoaid: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  company: z.string(),
  // The parking settings an admin edits through updatehoa (spec §7).
  parking_allowed_unit: z.int(),
  parking_allowed_renter: z.int(),
  parking_allowed_hoa: z.int(),
  renter_free_parking_spots: z.int(),
  owner_free_parking_spots: z.int(),
  season_adjust_unit: z.int(),
  season_adjust_renter: z.int(),
  season_parking_fee_factor: z.number(),
  use_availability_factor: z.boolean(),
  use_warning_status: z.literal([0, 1]),
  availability_warning_buffer: z.int(),
  parking_information_url: z.string(),
  /** When checkout reminders go out, HH:MM in the community's time zone. */
  reminder_time: z.string().optional(),
  /** The tow rule (docs/adr/0027): this many violations of a plate within tow_window_days make
   * it tow-eligible; 0 is off. */
  tow_violation_count: z.int().optional(),
  tow_window_days: z.int().optional(),
  /**
   * Warning mode (docs/adr/0028): the last day an owner's extra car over the unit maximum may
   * stay; null: until the car's checkout.
   */
  warning_grace_date: z.string().nullable().optional(),
  /** Guest quotas (docs/adr/0029), 0 is off. */
  guest_unit_nights: z.int().optional(),
  guest_max_consecutive: z.int().optional(),
  guest_cooldown_nights: z.int().optional(),
  guest_owner_types: z.array(z.string()).optional(),
  /** The guest terms (docs/adr/0030): HTML; empty means the renter terms. */
  guest_tc: z.string().optional(),
  use_owner_creditcard: z.boolean(),
  use_renter_creditcard: z.boolean(),
  use_owner_ppp: z.boolean(),
  use_renter_ppp: z.boolean(),
  use_demo_mode: z.boolean(),
  background_image_url: z.string(),
  hoa_phone_cell: z.string(),
  hoa_phone_office: z.string(),
  hoa_email: z.string(),
  /** Community time zone (IANA); "today" is the community's date. */
  timezone: z.string(),
  help_text: helpTextSchema,
  contact_information: z.array(contactEntrySchema),
  parking_spots: spotTypeListSchema,
  /** Prefill for the login form, present only when use_demo_mode is on (spec §2 Owner Login). */
  demo_credentials: z.strictObject({ email: z.string(), password: z.string() }).optional(),
});
export type Community = z.infer<typeof communitySchema>;

/** update_contact_info and updatehoahelp: the updated community with the spec §8 message. */
export const communityUpdateResponseSchema = communitySchema.extend({ message: z.string() });
export type CommunityUpdateResponse = z.infer<typeof communityUpdateResponseSchema>;

/** Public calls: hoaid names the community; signed in, it must be the token's. */
export type HoaRequest = z.input<typeof hoaRequestSchema>;
/** A call about a community's day: dstr is the client's date (docs/adr/0028). */
export type HoaDstrRequest = z.input<typeof hoaDstrRequestSchema>;

/** GET data_for_hoa/{hoaid}. */
export const hoaidParamsSchema = hoaRequestSchema;

export const unitListItemSchema = z.strictObject({
  unitnumber: z.string(),
  status_flag: z.literal([0, 1]),
});
export type UnitListItem = z.infer<typeof unitListItemSchema>;

export const unitListSchema = z.array(unitListItemSchema);

export const parkingSummarySchema = z.strictObject({
  /** Spaces in the lot (parking_allowed_hoa). */
  spaces: z.int(),
  /** Vehicles onsite today. */
  allcount: z.int(),
  /** spaces minus allcount, never below 0. */
  available: z.int(),
});
export type ParkingSummary = z.infer<typeof parkingSummarySchema>;

// ---------- counts (spec §3 Active count data, §7) ----------

export const activeCountRequestSchema = z.object({
  hoaid: hoaidField,
  ownerid: uuidField('ownerid'),
  dstr: clientDateField(),
});
export type ActiveCountRequest = z.input<typeof activeCountRequestSchema>;

export const activeCountDataSchema = z.strictObject({
  allcount: z.int(),
  maxallactive: z.int(),
  ownercount: z.int(),
  rentercount: z.int(),
  maxunitactive: z.int(),
  maxrenteractive: z.int(),
  unitcount: z.int(),
  ownercountok: z.boolean(),
  allcountok: z.boolean(),
  rentercountok: z.boolean(),
  season_parking_fee_factor: z.number(),
  use_availability_factor: z.boolean(),
  user: z.strictObject({
    parking_allowed: z.int(),
    parking_allowed_renter: z.int(),
    owner_free_parking: z.int(),
    renter_free_parking: z.int(),
  }),
});
export type ActiveCountData = z.infer<typeof activeCountDataSchema>;

/** Count lookup by owner id (spec §7). */
export const ownerCountRequestSchema = z.object({ ownerid: uuidField('ownerid') });
export type OwnerCountRequest = z.input<typeof ownerCountRequestSchema>;

export const ownerCountSchema = z.strictObject({
  rentercount: z.int(),
  ownercount: z.int(),
  maxunitactive: z.int(),
  allcount: z.int(),
  ownercountok: z.boolean(),
  allcountok: z.boolean(),
});
export type OwnerCount = z.infer<typeof ownerCountSchema>;
