// Guest invitations (docs/adr/0014): an owner's link that lets a guest register a
// visitor vehicle to the unit without a login. Only the token's SHA-256 is stored.
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { communities } from './communities';
import { users } from './users';
import { vehicles } from './vehicles';

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    /** The unit owner the guest's vehicle is registered to. */
    ownerid: uuid('ownerid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitnumber: text('unitnumber').notNull(),
    token_hash: text('token_hash').notNull().unique('invitations_token_hash_uq'),
    guest_name: text('guest_name').notNull().default(''),
    /** Nights a guest may stay from the day they register (the checkout is at most this far). */
    nights: integer('nights').notNull(),
    /** Last day (community time) the link can be used. */
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    max_vehicles: integer('max_vehicles').notNull().default(1),
    /** Vehicles registered through the link (claimed and kept only with the vehicle's save). */
    used_count: integer('used_count').notNull().default(0),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_owner_idx').on(t.ownerid, t.created_at),
    index('invitations_hoaid_idx').on(t.hoaid, t.created_at),
  ],
);

/** The vehicles registered through an invitation (a revoke can end their stay). */
export const invitationVehicles = pgTable(
  'invitation_vehicles',
  {
    invitation_id: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    vehicle_id: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invitation_id, t.vehicle_id] })],
);
