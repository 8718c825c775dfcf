// Spec §3 Violation and Notification / feedback.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid, date } from 'drizzle-orm/pg-core';
import type { NotifyType } from '@parking/shared/domain';
import { communities } from './communities';
import { users } from './users';

export const violations = pgTable(
  'violations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    violation_type: text('violation_type').notNull().default('PARKING_VIOLATION'),
    violation_plate: text('violation_plate').notNull(),
    violation_state: text('violation_state').notNull(),
    violation_location: text('violation_location').notNull(),
    violation_description: text('violation_description').notNull().default(''),
    violation_reporter: text('violation_reporter').notNull().default(''),
    violation_date: date('violation_date', { mode: 'string' }).notNull(),
    violation_time: text('violation_time').notNull(),
    /** Who reported it, so an owner may delete only their own reports (spec §6). */
    reported_by: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reporter_role: text('reporter_role').notNull().default(''),
    /** The idempotency key a patrol phone's offline queue sends (docs/adr/0027): one row per key
     * and reporter, however often the phone retries. */
    client_key: text('client_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('violations_hoaid_date_idx').on(t.hoaid, t.violation_date),
    index('violations_hoaid_plate_idx').on(t.hoaid, t.violation_plate),
    uniqueIndex('violations_client_key_idx')
      .on(t.hoaid, t.reported_by, t.client_key)
      .where(sql`${t.client_key} IS NOT NULL`),
    // The paged list's default sort, newest first (docs/adr/0010).
    index('violations_page_date_idx').on(
      t.hoaid,
      t.violation_date,
      sql`${t.violation_time} collate "C"`,
      t.id,
    ),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    notify_type: text('notify_type').$type<NotifyType>().notNull().default('APPLICATION'),
    notify_plate: text('notify_plate').notNull().default(''),
    notify_name: text('notify_name').notNull(),
    notify_phone: text('notify_phone').notNull().default(''),
    notify_description: text('notify_description').notNull(),
    notify_date: date('notify_date', { mode: 'string' }).notNull(),
    notify_time: text('notify_time').notNull(),
    notify_unit: text('notify_unit').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_hoaid_date_idx').on(t.hoaid, t.notify_date),
    // The paged list's default sort, newest first (docs/adr/0010).
    index('notifications_page_date_idx').on(
      t.hoaid,
      t.notify_date,
      sql`${t.notify_time} collate "C"`,
      t.id,
    ),
  ],
);
