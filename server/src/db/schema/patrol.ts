// Patrol in the field (docs/adr/0027-patrol-in-the-field.md): the tow list, and the photos kept
// with violations (in the database, so they are in every backup of it).
import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { communities } from './communities';
import { violations } from './reports';
import { users } from './users';

/** A plate made tow-eligible by the community's tow rule; open until an admin clears it. */
export const towEntries = pgTable(
  'tow_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    /** Normalised, as violations store it. */
    plate: text('plate').notNull(),
    /** The unit the plate was registered to when it became eligible ('' if none). */
    unitnumber: text('unitnumber').notNull().default(''),
    /** The first day of the window whose violations made it eligible. */
    window_start: date('window_start', { mode: 'string' }).notNull(),
    violation_count: integer('violation_count').notNull(),
    eligible_at: timestamp('eligible_at', { withTimezone: true }).notNull().defaultNow(),
    cleared_at: timestamp('cleared_at', { withTimezone: true }),
    cleared_by: uuid('cleared_by').references(() => users.id, { onDelete: 'set null' }),
    cleared_by_name: text('cleared_by_name').notNull().default(''),
    clear_note: text('clear_note').notNull().default(''),
  },
  (t) => [
    // One open entry per plate: two violations saved at once cannot list a plate twice.
    uniqueIndex('tow_entries_open_idx')
      .on(t.hoaid, t.plate)
      .where(sql`${t.cleared_at} IS NULL`),
    index('tow_entries_hoaid_plate_idx').on(t.hoaid, t.plate, t.cleared_at),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Up to 3 photos of a violation, JPEG or PNG, metadata stripped before they are stored. */
export const violationPhotos = pgTable(
  'violation_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    violation_id: uuid('violation_id')
      .notNull()
      .references(() => violations.id, { onDelete: 'cascade' }),
    /** 1, 2 or 3: the order the reporter added them in. */
    position: integer('position').notNull(),
    content_type: text('content_type').notNull(),
    byte_size: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('violation_photos_position_idx').on(t.violation_id, t.position)],
);
