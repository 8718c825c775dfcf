// The night ledger (docs/adr/0020): one row per night a plate of a unit is paid for. The primary
// key makes "a night of a plate is paid once" a fact of the database, whatever vehicle record
// holds the plate: a deleted and re-added car, two tabs registering the same plate, a guest's
// car. A pending payment's rows claim its nights before the card is charged; a refund deletes
// them. Paid nights the car did not use stay with the plate in the unit as credit.
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
import type { NightClass } from '@parking/shared/domain';
import { communities } from './communities';
import { payments } from './payments';
import { vehicles } from './vehicles';

export const stayNights = pgTable(
  'stay_nights',
  {
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    unitnumber: text('unitnumber').notNull(),
    /** The plate (normalised); a placeholder plate (DUMPSTER, none) is keyed by its vehicle. */
    plate_key: text('plate_key').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    night_class: text('night_class').$type<NightClass>().notNull(),
    /** The vehicle that last used the night (informational: the plate is the key). */
    vehicle_id: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** The payment that covers the night (pending while its card is charged). */
    payment_id: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** What the night cost, in cents (a type change's top-up included). */
    price_cents: integer('price_cents').notNull().default(0),
    /** The type the night was last paid for when a type change topped it up; null: the payment's. */
    vehicle_type: text('vehicle_type'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'stay_nights_pk', columns: [t.hoaid, t.unitnumber, t.plate_key, t.night] }),
    index('stay_nights_unit_night_idx').on(t.hoaid, t.unitnumber, t.night),
    index('stay_nights_payment_idx').on(t.payment_id),
  ],
);
