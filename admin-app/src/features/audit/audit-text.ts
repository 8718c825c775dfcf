// Audit panel: an entry in words. Each column has one text form, shared by the table
// cell, the phone card and the CSV download, so the download holds what the screen shows.
import {
  AUDIT_SECRET,
  NO_DATE,
  carOwnerTypeName,
  spotTypeName,
  type AuditAction,
  type AuditEntry,
  type AuditKind,
  type AuditValue,
} from '@parking/shared/domain';

/** The 'Kind' filter's names and the first word of 'What'. */
export const AUDIT_KIND_NAMES: Record<AuditKind, string> = {
  vehicle: 'Vehicle',
  violation: 'Violation',
  owner: 'Owner',
  account: 'Account',
  settings: 'Settings',
  contacts: 'Contacts',
  help: 'Help text',
  payment: 'Payment',
  invitation: 'Invitation',
  notification: 'Notification',
  feedback: 'Feedback',
  signin: 'Sign-in',
  tow: 'Tow list',
};

/** What happened, after the kind: 'Vehicle status', 'Owner deleted', 'Sign-in failed'. */
export const AUDIT_ACTION_WORDS: Record<AuditAction, string> = {
  create: 'created',
  update: 'changed',
  status: 'status',
  checkout: 'checkout',
  delete: 'deleted',
  restore: 'restored',
  purge: 'purged',
  pay: 'paid',
  refund: 'refunded',
  accept: 'accepted',
  revoke: 'revoked',
  failure: 'failed',
  clear: 'cleared',
  // docs/adr/0029: an admin saved a guest stay over a guest rule, with a note
  override: 'guest limit overridden',
};

export function whatText(entry: Pick<AuditEntry, 'kind' | 'action'>): string {
  const kind = AUDIT_KIND_NAMES[entry.kind] ?? entry.kind;
  return `${kind} ${AUDIT_ACTION_WORDS[entry.action] ?? entry.action}`;
}

/** 'ada@demo.test', or who acted without an account: 'Anonymous', 'System'. */
export function userName(entry: Pick<AuditEntry, 'username' | 'role'>): string {
  if (entry.username) return entry.username;
  return entry.role === 'system' ? 'System' : 'Anonymous';
}

export function userText(entry: Pick<AuditEntry, 'username' | 'role'>): string {
  return entry.username ? `${entry.username} (${entry.role})` : userName(entry);
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // An unknown zone name: the browser's own zone rather than no date at all.
      format = new Intl.DateTimeFormat('en-US', options);
    }
    formats.set(key, format);
  }
  return format;
}

/** The moment in the community's time zone: 'Nov 23, 2026, 9:05:12 AM'. */
export function whenText(at: string, timeZone?: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : formatIn(timeZone).format(date);
}

const OWNER_TYPE_FIELDS = new Set(['carownertype', 'payer_role']);

/**
 * A recorded value in words: secrets read 'changed', nothing reads '(none)', and the spec's
 * 1970-01-01 (no date, spec §3) reads 'offsite' as a checkout date and '(none)' elsewhere.
 */
export function valueText(value: AuditValue | undefined, field = ''): string {
  if (value === null || value === undefined) return '(none)';
  if (value === NO_DATE && field.endsWith('date'))
    return field === 'enddate' ? 'offsite' : '(none)';
  if (value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // Codes read as the names the screens use (docs/adr/0026): CAR is Car, longterm Long-term guest.
  if (typeof value === 'string' && field === 'vehicle_type') return spotTypeName(value);
  if (typeof value === 'string' && OWNER_TYPE_FIELDS.has(field)) return carOwnerTypeName(value);
  return String(value);
}

/**
 * One line per field: `field: before → after` for a change, `field: value` for a create (the new
 * values) or a delete (the old ones). A secret that changed reads `field: changed`.
 */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const { before, after } = entry;
  if (!before && !after) return [];
  if (!before || !after) {
    const values = (after ?? before)!;
    return Object.entries(values).map(([field, value]) =>
      value === AUDIT_SECRET ? `${field}: changed` : `${field}: ${valueText(value, field)}`,
    );
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const was = before[field];
    const now = after[field];
    if (was === AUDIT_SECRET || now === AUDIT_SECRET) return `${field}: changed`;
    return `${field}: ${valueText(was, field)} → ${valueText(now, field)}`;
  });
}

export const CHANGES_SEPARATOR = '; ';

/** The CSV's columns: the screen's words, plus the exact instant and the record's id. */
export const AUDIT_CSV_HEADER = [
  'When',
  'At (UTC)',
  'User',
  'Role',
  'What',
  'Record',
  'Unit',
  'Plate',
  'Changes',
] as const;

export function auditCsvRow(entry: AuditEntry, timeZone?: string): string[] {
  return [
    whenText(entry.at, timeZone),
    entry.at,
    userName(entry),
    entry.role,
    whatText(entry),
    entry.entityid,
    entry.unitnumber,
    entry.plate,
    changeLines(entry).join(CHANGES_SEPARATOR),
  ];
}
