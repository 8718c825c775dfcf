// Spec §3 User / owner (owners and admins; renters sign in against their owner's unit).
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Crud, UserRole } from '@parking/shared/domain';
import { communities } from './communities';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Stored lower-case so the unique index is case-insensitive. */
    email: text('email').notNull(),
    unitnumber: text('unitnumber').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    role: text('role').$type<UserRole>().notNull().default('owner'),
    crud: text('crud').$type<Crud>().notNull().default('write'),
    has_read_terms: boolean('has_read_terms').notNull().default(false),
    // The unit's exceptions to the community's allowances; null = community default
    // (docs/adr/0007-community-allowances.md).
    parking_allowed: integer('parking_allowed'),
    parking_allowed_renter: integer('parking_allowed_renter'),
    owner_free_parking: integer('owner_free_parking'),
    renter_free_parking: integer('renter_free_parking'),
    /** 1 available for rent, 0 not available (spec §3). */
    status_flag: integer('status_flag').notNull().default(1),
    email_verified: boolean('email_verified').notNull().default(false),
    password_hash: text('password_hash').notNull(),
    /** Raised on every PIN change or unavailability: renter tokens carry it as `pv`. */
    pin_version: integer('pin_version').notNull().default(1),
    /** Raised on a password change or reset and on logout: other tokens carry it as `sv`. */
    session_version: integer('session_version').notNull().default(1),
    /** Accounts created since e-mail verification began sign in only once their e-mail is verified. */
    login_needs_verified_email: boolean('login_needs_verified_email').notNull().default(true),
    /** A deleted owner account: login closed, personal data cleared, history kept. */
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /** The notification kinds this user turned off (profile or unsubscribe link). */
    mail_off: text('mail_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_hoaid_email_uq').on(t.hoaid, t.email),
    index('users_hoaid_unit_idx').on(t.hoaid, t.unitnumber),
    index('users_hoaid_role_idx').on(t.hoaid, t.role),
  ],
);
