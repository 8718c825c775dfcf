// The audit log (docs/adr/0017-audit-log.md). One row per change, written in the
// change's own transaction and never edited: a trigger (migration 0012) refuses UPDATE, DELETE
// and TRUNCATE. No foreign keys, so deleting an owner or purging vehicles leaves the log whole.
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditFields, AuditKind } from '@parking/shared/domain';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hoaid: text('hoaid').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The acting user (a renter acts for the unit owner); null for anonymous callers. */
    userid: uuid('userid'),
    /** The actor's e-mail then (the e-mail tried, for a failed sign-in); '' if none. */
    username: text('username').notNull().default(''),
    role: text('role').notNull(),
    kind: text('kind').$type<AuditKind>().notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    entityid: text('entityid').notNull().default(''),
    unitnumber: text('unitnumber').notNull().default(''),
    /** Normalised (normalizePlate), like every stored plate. */
    plate: text('plate').notNull().default(''),
    /** The vehicle the entry is about: its History popup finds it after a plate change. */
    vehicleid: uuid('vehicleid'),
    before: jsonb('before').$type<AuditFields>(),
    after: jsonb('after').$type<AuditFields>(),
  },
  (t) => [
    // The panel's default order (newest first, ties by id): read backwards, the index serves
    // ORDER BY at desc, id desc within a community, and the date range.
    index('audit_log_hoaid_at_idx').on(t.hoaid, t.at, t.id),
    index('audit_log_hoaid_plate_idx').on(t.hoaid, t.plate, t.at),
    index('audit_log_hoaid_unit_idx').on(t.hoaid, t.unitnumber, t.at),
    index('audit_log_hoaid_user_idx').on(t.hoaid, t.userid, t.at),
    index('audit_log_hoaid_vehicle_idx').on(t.hoaid, t.vehicleid, t.at),
    index('audit_log_hoaid_kind_idx').on(t.hoaid, t.kind, t.at),
  ],
);
