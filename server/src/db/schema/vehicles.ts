// Spec §3 Vehicle and its change history (spec §4: each date change is recorded).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid, date } from 'drizzle-orm/pg-core';
import type { CarOwnerType } from '@parking/shared/domain';
import { communities } from './communities';
import { users } from './users';

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    ownerid: uuid('ownerid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitnumber: text('unitnumber').notNull(),
    vehicle_type: text('vehicle_type').notNull().default('CAR'),
    carownertype: text('carownertype').$type<CarOwnerType>().notNull().default('owner'),
    carowner_fname: text('carowner_fname').notNull().default(''),
    carowner_lname: text('carowner_lname').notNull().default(''),
    carownerphone: text('carownerphone').notNull().default(''),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    year: text('year').notNull().default(''),
    plate: text('plate').notNull().default(''),
    plate_state: text('plate_state').notNull().default(''),
    startdate: date('startdate', { mode: 'string' }).notNull(),
    /** Checkout; 1970-01-01 = offsite or never set (spec §3). */
    enddate: date('enddate', { mode: 'string' }).notNull().default('1970-01-01'),
    /** 1 normal, 2 warning/over limit, 9 soft-deleted (spec §3). */
    status_flag: integer('status_flag').notNull().default(1),
    active_flag: integer('active_flag').notNull().default(0),
    terms: integer('terms').notNull().default(0),
    number_of_changes: integer('number_of_changes').notNull().default(0),
    parking_transaction_id: text('parking_transaction_id'),
    /** Raised by every write: a write that read another version is refused (docs/adr/0020). */
    version: integer('version').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicles_hoaid_unit_idx').on(t.hoaid, t.unitnumber),
    index('vehicles_ownerid_idx').on(t.ownerid),
    index('vehicles_hoaid_plate_idx').on(t.hoaid, t.plate),
    // The paged lists' hot sorts (db/queries/vehicle-pages.ts, docs/adr/0010): page 1 is an
    // index scan. Byte order (COLLATE "C") as the queries sort.
    index('vehicles_page_unit_idx').on(
      t.hoaid,
      sql`${t.unitnumber} collate "C"`,
      sql`${t.plate} collate "C"`,
      t.id,
    ),
    index('vehicles_page_plate_idx').on(t.hoaid, sql`${t.plate} collate "C"`, t.id),
    // The lists' counts (all vehicles, onsite today) read this index alone (index-only scan).
    index('vehicles_count_idx').on(t.hoaid, t.enddate, t.status_flag),
    index('vehicles_page_name_idx').on(
      t.hoaid,
      sql`lower(${t.carowner_lname}) collate "C"`,
      sql`lower(${t.carowner_fname}) collate "C"`,
      t.id,
    ),
  ],
);

export const vehicleChanges = pgTable(
  'vehicle_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicle_id: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    startdate: date('startdate', { mode: 'string' }).notNull(),
    enddate: date('enddate', { mode: 'string' }).notNull(),
    change_date: date('change_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_changes_vehicle_idx').on(t.vehicle_id, t.created_at)],
);
