// Audit log (docs/adr/0017-audit-log.md): builds entries and writes them with the
// caller's transaction handle, so an entry commits or rolls back with its change. The actor
// comes from the token (user id, role, community; the e-mail the auth plugin read with the
// token's user row), never from the body. Secrets never reach a row: password hashes, PINs,
// tokens and card data are left out, or stand as AUDIT_SECRET when they changed.
import {
  AUDIT_SECRET,
  normalizePlate,
  type AuditAction,
  type AuditFields,
  type AuditKind,
  type AuditValue,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { auditRowsWrite, insertAuditRows, type NewAuditRow } from '../db/queries/audit';
import type { PendingWrite } from '../db/queries/together';
import type { AuthContext } from '../domain/auth-context';

/** Who made a change, and in which community. */
export interface Actor {
  hoaid: string;
  userid: string | null;
  username: string;
  role: string;
}

/** The signed-in caller as an actor (renters act for their unit owner, whose id the token holds). */
export function actorOf(auth: AuthContext): Actor {
  return { hoaid: auth.hoaid, userid: auth.userId, username: auth.email ?? '', role: auth.role };
}

/** A caller without a session (a guest with an invitation link, a failed sign-in). */
export function anonymousActor(hoaid: string, role: string, username = ''): Actor {
  return { hoaid, userid: null, username, role };
}

export interface AuditInput {
  kind: AuditKind;
  action: AuditAction;
  entityid?: string;
  unitnumber?: string;
  plate?: string;
  vehicleid?: string | null;
  before?: AuditFields | null;
  after?: AuditFields | null;
}

/**
 * Fields never recorded with their value. A changed one is recorded as AUDIT_SECRET (a PIN or a
 * password changed); the hashes and tokens themselves are never recorded at all.
 */
const SECRET_FIELDS = new Set([
  'password',
  'password2',
  'current_password',
  'pincode',
  'pin',
  'reset_token',
  'token',
  'card_number',
  'cvc',
  'cvv',
  'payment',
]);
const NEVER_RECORDED = new Set([
  'password_hash',
  'session_version',
  'pin_version',
  'token_hash',
  'idempotency_key',
  'updated_at',
]);

function auditValue(value: unknown): AuditValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

/** The recordable fields of a record: secrets masked, hashes and tokens left out. */
export function fieldsOf(source: object, only?: readonly string[]): AuditFields {
  const record = source as Record<string, unknown>;
  const fields: AuditFields = {};
  for (const key of only ?? Object.keys(record)) {
    if (NEVER_RECORDED.has(key) || !(key in record)) continue;
    fields[key] = SECRET_FIELDS.has(key) ? AUDIT_SECRET : auditValue(record[key]);
  }
  return fields;
}

/**
 * An update's before and after, holding only the fields that changed (`only` limits the
 * comparison to the fields the call may change). Null when nothing changed.
 */
export function changedFields(
  was: object,
  now: object,
  only?: readonly string[],
): { before: AuditFields; after: AuditFields } | null {
  const before = was as Record<string, unknown>;
  const after = now as Record<string, unknown>;
  const keys = only ?? [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const old: AuditFields = {};
  const changed: AuditFields = {};
  for (const key of keys) {
    if (NEVER_RECORDED.has(key) || !(key in after)) continue;
    const previous = auditValue(before[key]);
    const value = auditValue(after[key]);
    if (previous === value) continue;
    old[key] = SECRET_FIELDS.has(key) ? AUDIT_SECRET : previous;
    changed[key] = SECRET_FIELDS.has(key) ? AUDIT_SECRET : value;
  }
  return Object.keys(changed).length === 0 ? null : { before: old, after: changed };
}

function toRow(actor: Actor, entry: AuditInput): NewAuditRow {
  return {
    hoaid: actor.hoaid,
    userid: actor.userid,
    username: actor.username,
    role: actor.role,
    kind: entry.kind,
    action: entry.action,
    entityid: entry.entityid ?? '',
    unitnumber: entry.unitnumber ?? '',
    plate: entry.plate ? normalizePlate(entry.plate) : '',
    vehicleid: entry.vehicleid ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

/**
 * Writes the entries in `tx` (the change's transaction) with one INSERT: a bulk change passes
 * all its entries at once. An empty list writes nothing.
 */
function entriesOf(entries: AuditInput | null | readonly (AuditInput | null)[]): AuditInput[] {
  const all: readonly (AuditInput | null)[] = Array.isArray(entries)
    ? entries
    : [entries as AuditInput | null];
  return all.filter((entry): entry is AuditInput => entry !== null);
}

export async function recordAudit(
  tx: Executor,
  actor: Actor,
  entries: AuditInput | null | readonly (AuditInput | null)[],
): Promise<void> {
  const list = entriesOf(entries);
  if (list.length === 0) return;
  await insertAuditRows(
    tx,
    list.map((entry) => toRow(actor, entry)),
  );
}

/** The entries of one save, built to go with its other writes (writeTogether); null: none. */
export function auditWrite(
  actor: Actor,
  entries: AuditInput | null | readonly (AuditInput | null)[],
): PendingWrite | null {
  return auditRowsWrite(entriesOf(entries).map((entry) => toRow(actor, entry)));
}

/** The recorded fields of a vehicle (no payment ids or counters). */
export const VEHICLE_FIELDS = [
  'unitnumber',
  'vehicle_type',
  'carownertype',
  'carowner_fname',
  'carowner_lname',
  'carownerphone',
  'make',
  'model',
  'year',
  'plate',
  'plate_state',
  'startdate',
  'enddate',
  'status_flag',
  'active_flag',
] as const;

/** A vehicle's entry fields: its id, unit, plate and the vehicle link. */
export function vehicleSubject(vehicle: {
  id: string;
  unitnumber: string;
  plate: string;
}): Pick<AuditInput, 'entityid' | 'unitnumber' | 'plate' | 'vehicleid'> {
  return {
    entityid: vehicle.id,
    unitnumber: vehicle.unitnumber,
    plate: vehicle.plate,
    vehicleid: vehicle.id,
  };
}

type VehicleLike = {
  unitnumber: string;
  plate: string;
} & ({ id: string } | { _id: string });

const vehicleIdOf = (vehicle: VehicleLike): string => ('id' in vehicle ? vehicle.id : vehicle._id);

/**
 * A vehicle's entry: the whole record as `after` for a create, as `before` for a delete or a
 * purge, and only the changed fields otherwise (null when nothing changed).
 */
export function vehicleEntry(
  action: AuditAction,
  before: VehicleLike | null,
  after: VehicleLike | null,
): AuditInput | null {
  const subject = (after ?? before) as VehicleLike;
  const id = vehicleIdOf(subject);
  const base = {
    kind: 'vehicle' as const,
    action,
    entityid: id,
    unitnumber: subject.unitnumber,
    plate: subject.plate,
    vehicleid: id,
  };
  if (!before) return { ...base, before: null, after: fieldsOf(after ?? {}, VEHICLE_FIELDS) };
  if (!after) return { ...base, before: fieldsOf(before, VEHICLE_FIELDS), after: null };
  const changed = changedFields(before, after, VEHICLE_FIELDS);
  return changed ? { ...base, ...changed } : null;
}

/**
 * Runs `run` in a transaction of `db` (or in `db` itself when it already is one's handle
 * without its own `transaction`), so a service that wrote with one statement now writes its
 * change and its entry together.
 */
export async function inTransaction<T>(
  db: Executor,
  run: (tx: Executor) => Promise<T>,
): Promise<T> {
  const handle = db as Executor & {
    transaction?: (fn: (tx: Executor) => Promise<T>) => Promise<T>;
  };
  if (typeof handle.transaction === 'function') return handle.transaction(run);
  return run(db);
}

/** The recorded fields of a user row (never its password hash or session counters). */
export const USER_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'phone',
  'email',
  'unitnumber',
  'pincode',
  'role',
  'crud',
  'has_read_terms',
  'parking_allowed',
  'parking_allowed_renter',
  'owner_free_parking',
  'renter_free_parking',
  'status_flag',
  'email_verified',
  'closed_at',
  'mail_off',
] as const;

/** A user's entry ('owner' for the unit owner's record, 'account' for sign-in matters). */
export function userEntry(
  kind: 'owner' | 'account',
  action: AuditAction,
  user: { id: string; unitnumber: string },
  change: { before: AuditFields | null; after: AuditFields | null } | null,
): AuditInput | null {
  if (!change) return null;
  return { kind, action, entityid: user.id, unitnumber: user.unitnumber, ...change };
}

/** A password that changed: recorded as changed, never as a value or a hash. */
export const PASSWORD_CHANGED = {
  before: { password: AUDIT_SECRET },
  after: { password: AUDIT_SECRET },
} as const satisfies { before: AuditFields; after: AuditFields };
