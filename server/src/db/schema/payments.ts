// The payment ledger (spec §7 Card payment, §9 Who pays, docs/adr/0009). A row is
// first a pending hold (limits checked, the spot held) and becomes a payment once the provider
// charged and the vehicle was saved, or 'refunded' when that save failed. Rows keep plate, unit,
// nights and amount on their own: they outlive the vehicle (hard delete) and the account.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communities } from './communities';
import { users } from './users';
import { vehicles } from './vehicles';

export type PaymentStatus = 'pending' | 'succeeded' | 'declined' | 'refunded' | 'refund_failed';

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
    plate: text('plate').notNull().default(''),
    vehicle_type: text('vehicle_type').notNull().default(''),
    payer_role: text('payer_role').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    nights: integer('nights').notNull(),
    /** The nights this payment covers, YYYY-MM-DD each. */
    covered_nights: text('covered_nights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Nights paid earlier that this payment topped up to a dearer type (docs/adr/0020). */
    repriced_nights: text('repriced_nights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startdate: date('startdate', { mode: 'string' }).notNull(),
    enddate: date('enddate', { mode: 'string' }).notNull(),
    quote_id: uuid('quote_id'),
    /** A pending hold that adds a vehicle to the unit's and the lot's onsite counts. */
    holds_spot: boolean('holds_spot').notNull().default(false),
    carowner: text('carowner').notNull().default('owner'),
    provider: text('provider').notNull(),
    transaction_id: text('transaction_id'),
    refund_id: text('refund_id'),
    /** What management refunded of a succeeded payment so far (payment_refunds), in cents. */
    refunded_cents: integer('refunded_cents').notNull().default(0),
    idempotency_key: text('idempotency_key').notNull().unique('payments_idempotency_key_uq'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    failure_message: text('failure_message'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_hoaid_created_idx').on(t.hoaid, t.created_at),
    index('payments_vehicle_idx').on(t.vehicle_id),
    index('payments_owner_status_idx').on(t.ownerid, t.status),
  ],
);

/** A price the server showed the payer (quote_stay); the charge must match it. */
export const paymentQuotes = pgTable(
  'payment_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    ownerid: uuid('ownerid').references(() => users.id, { onDelete: 'cascade' }),
    vehicle_id: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    payer_role: text('payer_role').notNull(),
    vehicle_type: text('vehicle_type').notNull(),
    checkout: date('checkout', { mode: 'string' }).notNull(),
    covered_nights: text('covered_nights').array().notNull(),
    repriced_nights: text('repriced_nights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dayprice_cents: integer('dayprice_cents').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_quotes_owner_idx').on(t.ownerid)],
);

/**
 * A refund management gave (docs/adr/0020): all or part of a payment, with the reason, the
 * provider's refund id and the nights it released (unused nights only). Never updated.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hoaid: text('hoaid')
      .notNull()
      .references(() => communities.hoaid, { onDelete: 'cascade' }),
    payment_id: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount_cents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    released_nights: text('released_nights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    refund_id: text('refund_id').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_refunds_payment_idx').on(t.payment_id)],
);
