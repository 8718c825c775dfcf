// Spec §3 Community (HOA), its contact entries and its parking spot types.
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DisplayCategory, HelpText } from '@parking/shared/domain';

export const communities = pgTable('communities', {
  hoaid: text('hoaid').primaryKey(),
  name: text('name').notNull(),
  company: text('company').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zip: text('zip').notNull().default(''),
  // spec §9 community defaults
  parking_allowed_hoa: integer('parking_allowed_hoa').notNull().default(0),
  parking_allowed_unit: integer('parking_allowed_unit').notNull().default(1),
  parking_allowed_renter: integer('parking_allowed_renter').notNull().default(0),
  renter_free_parking_spots: integer('renter_free_parking_spots').notNull().default(0),
  owner_free_parking_spots: integer('owner_free_parking_spots').notNull().default(0),
  season_adjust_unit: integer('season_adjust_unit').notNull().default(0),
  season_adjust_renter: integer('season_adjust_renter').notNull().default(0),
  season_parking_fee_factor: doublePrecision('season_parking_fee_factor').notNull().default(1),
  use_availability_factor: boolean('use_availability_factor').notNull().default(false),
  use_warning_status: integer('use_warning_status').notNull().default(0),
  /**
   * Warning mode (docs/adr/0028): the last day an owner's extra car over the unit maximum may
   * stay (spec §8 'We will allow another vehicle until ...'); null: until the car's checkout.
   */
  warning_grace_date: date('warning_grace_date', { mode: 'string' }),
  availability_warning_buffer: integer('availability_warning_buffer').notNull().default(0),
  use_owner_creditcard: boolean('use_owner_creditcard').notNull().default(false),
  use_renter_creditcard: boolean('use_renter_creditcard').notNull().default(false),
  use_owner_ppp: boolean('use_owner_ppp').notNull().default(false),
  use_renter_ppp: boolean('use_renter_ppp').notNull().default(false),
  use_demo_mode: boolean('use_demo_mode').notNull().default(false),
  /** Login prefill shown only in demo mode (spec §2 Owner Login). */
  demo_credentials: jsonb('demo_credentials').$type<{ email: string; password: string }>(),
  background_image_url: text('background_image_url').notNull().default(''),
  parking_information_url: text('parking_information_url').notNull().default(''),
  hoa_phone_cell: text('hoa_phone_cell').notNull().default(''),
  hoa_phone_office: text('hoa_phone_office').notNull().default(''),
  hoa_email: text('hoa_email').notNull().default(''),
  timezone: text('timezone').notNull().default('America/New_York'),
  /** When checkout reminders go out (HH:MM in the community's time zone). */
  reminder_time: text('reminder_time').notNull().default('18:00'),
  /** The tow rule (docs/adr/0027): this many violations of a plate within tow_window_days make
   * it tow-eligible; 0 turns the rule off. */
  tow_violation_count: integer('tow_violation_count').notNull().default(0),
  tow_window_days: integer('tow_window_days').notNull().default(30),
  /** Guest quotas (docs/adr/0029), 0 is off: guest nights per unit in any 30 nights in a row. */
  guest_unit_nights: integer('guest_unit_nights').notNull().default(0),
  /** At most this many nights in a row for one guest plate. */
  guest_max_consecutive: integer('guest_max_consecutive').notNull().default(0),
  /** Nights a guest plate stays away between two stays. */
  guest_cooldown_nights: integer('guest_cooldown_nights').notNull().default(0),
  /** The car owner types whose nights count as guest nights. */
  guest_owner_types: jsonb('guest_owner_types').$type<string[]>().notNull().default(['visitor']),
  /** Sanitised HTML of the guest terms (docs/adr/0030); empty: guests read the renter terms. */
  guest_tc: text('guest_tc').notNull().default(''),
  /** Sanitised HTML per help topic (spec §3 help_text). */
  help_text: jsonb('help_text').$type<HelpText>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contacts = pgTable(
  'contacts',
  {
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    contact_id: text('contact_id').notNull(),
    phone_description: text('phone_description').notNull(),
    phone_number: text('phone_number').notNull().default(''),
    email: text('email').notNull().default(''),
    sort_order: integer('sort_order').notNull(),
    display_category: text('display_category').$type<DisplayCategory>().notNull().default('All'),
  },
  (t) => [
    primaryKey({ columns: [t.hoaid, t.contact_id] }),
    index('contacts_hoaid_sort_idx').on(t.hoaid, t.sort_order),
  ],
);

export const spotTypes = pgTable(
  'spot_types',
  {
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    spot_type: text('spot_type').notNull(),
    spot_display: text('spot_display').notNull(),
    /** Price per night in cents: money is never a float in the database. */
    spot_price_cents: integer('spot_price_cents').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hoaid, t.spot_type] })],
);
