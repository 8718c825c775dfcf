// Card payments for parking nights (spec §7 Card payment, §9 Who pays). The idempotency key
// makes a retried or double-clicked payment charge once.
import { index, integer, pgTable, text, timestamp, uuid, date } from 'drizzle-orm/pg-core';
import { communities } from './communities';
import { users } from './users';
import { vehicles } from './vehicles';

export type PaymentStatus = 'pending' | 'succeeded' | 'declined';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    vehicle_id: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    ownerid: uuid('ownerid').references(() => users.id, { onDelete: 'set null' }),
    unitnumber: text('unitnumber').notNull(),
    payer_role: text('payer_role').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    nights: integer('nights').notNull(),
    startdate: date('startdate', { mode: 'string' }).notNull(),
    enddate: date('enddate', { mode: 'string' }).notNull(),
    provider: text('provider').notNull(),
    transaction_id: text('transaction_id'),
    idempotency_key: text('idempotency_key').notNull().unique('payments_idempotency_key_uq'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    failure_message: text('failure_message'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_hoaid_created_idx').on(t.hoaid, t.created_at),
    index('payments_vehicle_idx').on(t.vehicle_id),
  ],
);
