// State that must outlive a Redis outage or an instance (docs/adr/0022-surviving-faults.md):
// ended sessions, the sign-in limit counters of several instances, the per-unit PIN gate, and
// the outbox of mails that must go once.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Sessions ended by logout, kept until the token would have expired anyway. */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    /** The token's jti. */
    jti: text('jti').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ended_sessions_expires_idx').on(t.expires_at)],
);

/**
 * rate-limiter-flexible's RateLimiterPostgres table (its own layout: key, points, expire in ms):
 * the sign-in counters every instance on one PostgreSQL shares, with or without Redis.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * One row per unit that received wrong PINs: check-ins of that unit take turns (next_at is the
 * earliest moment the next one may run), failures count within the window ending at window_ends.
 */
export const pinGates = pgTable(
  'pin_gates',
  {
    hoaid: text('hoaid').notNull(),
    unitnumber: text('unitnumber').notNull(),
    next_at: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    failures: integer('failures').notNull().default(0),
    window_ends: timestamp('window_ends', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hoaid, t.unitnumber], name: 'pin_gates_pk' })],
);

/**
 * The transactional outbox of notification mails: one row per mail-worthy event, keyed
 * (kind, subject, day) so an event is told once however often it is raised or its job is run.
 * 'sending' rows whose claim has run out (a process died while sending) are sent again.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull().unique('notification_outbox_key_unique'),
    hoaid: text('hoaid').notNull(),
    event: jsonb('event').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_open_idx')
      .on(t.id)
      .where(sql`${t.state} IN ('pending', 'sending')`),
    check(
      'notification_outbox_state_check',
      sql`${t.state} IN ('pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);

/**
 * An owner CSV import (docs/adr/0032): the uploaded file until the import finishes, and its
 * progress, read by the admin's poll whatever the queue still remembers of the job.
 */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: text('id').primaryKey(),
    hoaid: text('hoaid').notNull(),
    /** The file as uploaded; emptied (NULL) once the import has finished either way. */
    csv: text('csv'),
    actor: jsonb('actor'),
    state: text('state').notNull().default('waiting'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    imported: integer('imported'),
    failed_reason: text('failed_reason'),
    /** How many times a worker started it (more than 1: resumed after a crash or a retry). */
    runs: integer('runs').notNull().default(0),
    /** The process running it now (host:pid), for operators and the faults test. */
    worker: text('worker'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('csv_imports_open_idx')
      .on(t.updated_at)
      .where(sql`${t.state} IN ('waiting', 'active')`),
    check(
      'csv_imports_state_check',
      sql`${t.state} IN ('waiting', 'active', 'completed', 'failed')`,
    ),
  ],
);
