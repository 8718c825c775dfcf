// Each plate lookup of the enforce page, kept per user so the page lists the caller's
// last 20 lookups (older rows stay as the community's enforcement trail).
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communities } from './communities';
import { users } from './users';

export const plateLookups = pgTable(
  'plate_lookups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Normalised: upper case, no spaces or dashes. */
    plate: text('plate').notNull(),
    plate_state: text('plate_state').notNull().default(''),
    authorised: boolean('authorised').notNull(),
    unitnumber: text('unitnumber').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plate_lookups_user_created_idx').on(t.user_id, t.created_at)],
);
