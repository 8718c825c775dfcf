// The lot's onsite count per community (docs/adr/0012): one row per community kept by
// database triggers on vehicles and payments, so a limit-checked write increments it with one
// conditional UPDATE instead of locking the community and counting its vehicles.
import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { communities } from './communities';

export const lotCounters = pgTable('lot_counters', {
  hoaid: text('hoaid')
    .primaryKey()
    .references(() => communities.hoaid, { onDelete: 'cascade' }),
  /** The community's date the count is for: vehicles with a checkout on or after it. */
  day: date('day', { mode: 'string' }).notNull(),
  /** Onsite vehicles on `day` (not soft-deleted) plus pending payments holding a spot. */
  used: integer('used').notNull(),
});
