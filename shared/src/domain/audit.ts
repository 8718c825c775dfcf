// The audit log: who changed what, when, with the fields before and after. Every
// route that changes data writes one entry (or one per changed row) in the same transaction
// as the change; sign-in failures are recorded too. Entries are never edited or deleted.
import type { DefaultSort } from './paging';

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

/** An entry of get_audit_log: schemas/audit (docs/adr/0035). */
export type { AuditEntry, AuditLogRequest } from './schemas/audit';
export const AUDIT_SORT_KEYS = ['at', 'username', 'kind', 'unitnumber', 'plate'] as const;
export type AuditSortKey = (typeof AUDIT_SORT_KEYS)[number];
export const AUDIT_DEFAULT_SORT: DefaultSort<AuditSortKey> = { sort: 'at', order: 'desc' };
