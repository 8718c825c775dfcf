// The audit log: who changed what, when, with the fields before and after. Every
// route that changes data writes one entry (or one per changed row) in the same transaction
// as the change; sign-in failures are recorded too. Entries are never edited or deleted.
import type { DefaultSort, PageRequest } from './paging';
import type { Dstr } from './types';

/** What an entry is about; the Audit panel's 'Kind' filter. */
export const AUDIT_KINDS = [
  'vehicle',
  'violation',
  'owner',
  'account',
  'settings',
  'contacts',
  'help',
  'payment',
  'invitation',
  'notification',
  'feedback',
  'signin',
  'tow',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What happened to it. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'status',
  'checkout',
  'delete',
  'restore',
  'purge',
  'pay',
  'refund',
  'accept',
  'revoke',
  'failure',
  'clear',
  // docs/adr/0029: an admin saved a guest stay over a guest rule, with a note
  'override',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A field's value as recorded: secrets (passwords, PINs, tokens, card numbers) never are. */
export type AuditValue = string | number | boolean | null;
export type AuditFields = Record<string, AuditValue>;

/** Stands in for a secret that changed (a password, a PIN): the value itself is never stored. */
export const AUDIT_SECRET = '(changed)';

export interface AuditEntry {
  id: number;
  /** ISO 8601 timestamp (UTC) of the change. */
  at: string;
  /** The signed-in user's id (a uuid, like every user id) who made the change; null for an
   * anonymous caller (a failed sign-in with an unknown e-mail, a guest accepting an invitation,
   * a scheduled job). A renter acts for the unit: the unit owner's id. */
  userid: string | null;
  /** That user's e-mail at the time (the e-mail tried, for a failed sign-in); '' if none. */
  username: string;
  /** 'admin' | 'owner' | 'renter' | 'readonly' | 'patrol' | 'guest' | 'system'. */
  role: string;
  kind: AuditKind;
  action: AuditAction;
  /** The changed record's id as text ('' when the entry is not about one record). */
  entityid: string;
  /** The unit the change belongs to, '' if none. */
  unitnumber: string;
  /** The vehicle's normalised plate (vehicles, violations, invitations), '' if none. */
  plate: string;
  /** Fields before the change (only those that changed, for an update); null for a create. */
  before: AuditFields | null;
  /** Fields after the change; null for a delete. */
  after: AuditFields | null;
}

export const AUDIT_SORT_KEYS = ['at', 'username', 'kind', 'unitnumber', 'plate'] as const;
export type AuditSortKey = (typeof AUDIT_SORT_KEYS)[number];
export const AUDIT_DEFAULT_SORT: DefaultSort<AuditSortKey> = { sort: 'at', order: 'desc' };

/**
 * `POST /api/parking/get_audit_log` (admins). All filters optional and combined with AND.
 * `from`/`to` are days in the community's time zone, inclusive. `user` matches the e-mail
 * (case-insensitive substring) when the admin does not know the id; `vehicleid` gives one
 * vehicle's entries (the History popup's link). The body is the page's entries, the total in
 * X-Total-Count (docs/adr/0010-server-paging.md).
 */
export interface AuditLogRequest extends PageRequest<AuditSortKey> {
  from?: Dstr;
  to?: Dstr;
  /** A user id (uuid). */
  userid?: string;
  user?: string;
  unitnumber?: string;
  plate?: string;
  kind?: AuditKind;
  /** A vehicle id (uuid, `Vehicle._id`). */
  vehicleid?: string;
}
