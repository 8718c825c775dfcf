// Guest nights (docs/adr/0029): one row per night a guest plate of a unit is recorded onsite,
// written in the transaction of the vehicle write. The guest quotas count these rows, so a
// deleted, re-added or edited car cannot reset them: a change drops only nights from today on.
import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communities } from './communities';
import { vehicles } from './vehicles';

export const guestNights = pgTable(
  'guest_nights',
  {
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    unitnumber: text('unitnumber').notNull(),
    /** The plate (normalised); a placeholder plate (DUMPSTER, none) is keyed by its vehicle. */
    plate_key: text('plate_key').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    /** The vehicle that holds the night (informational: the plate is the key). */
    vehicle_id: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'guest_nights_pk', columns: [t.hoaid, t.unitnumber, t.plate_key, t.night] }),
    index('guest_nights_unit_night_idx').on(t.hoaid, t.unitnumber, t.night),
    index('guest_nights_plate_night_idx').on(t.hoaid, t.plate_key, t.night),
    index('guest_nights_vehicle_idx').on(t.vehicle_id),
  ],
);
