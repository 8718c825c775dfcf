// Audit panel: the filters live in the dashboard's URL beside `panel=audit`
// (/admindashboard?panel=audit&plate=ABC123), so a link opens the panel already filtered (the
// History popup's 'Audit entries', a bookmark, the Back button) the way the open panels do
// (dashboard-view.ts). The server applies them (get_audit_log, docs/adr/0010).
import {
  AUDIT_KINDS,
  isDstr,
  normalizePlate,
  type AuditKind,
  type AuditLogRequest,
} from '@parking/shared/domain';

export interface AuditFilterValues {
  /** Days in the community's time zone, inclusive ('' = open). */
  from: string;
  to: string;
  /** Part of the e-mail of the user who made the change. */
  user: string;
  unit: string;
  plate: string;
  /** '' = every kind. */
  kind: AuditKind | '';
  /** One vehicle's entries, whatever its plate was (the History popup's link). */
  vehicleid: string;
}

export type AuditFilterName = keyof AuditFilterValues;

/** The URL parameter of each filter. */
export const AUDIT_FILTER_PARAMS: Record<AuditFilterName, string> = {
  from: 'from',
  to: 'to',
  user: 'user',
  unit: 'unit',
  plate: 'plate',
  kind: 'kind',
  vehicleid: 'vehicleid',
};

const FILTER_NAMES = Object.keys(AUDIT_FILTER_PARAMS) as AuditFilterName[];

export const noAuditFilters: AuditFilterValues = {
  from: '',
  to: '',
  user: '',
  unit: '',
  plate: '',
  kind: '',
  vehicleid: '',
};

const isKind = (value: string): value is AuditKind =>
  (AUDIT_KINDS as readonly string[]).includes(value);

export function filtersFromSearch(params: URLSearchParams): AuditFilterValues {
  const read = (name: AuditFilterName) => params.get(AUDIT_FILTER_PARAMS[name]) ?? '';
  const kind = read('kind');
  return {
    from: read('from'),
    to: read('to'),
    user: read('user'),
    unit: read('unit'),
    plate: read('plate'),
    kind: isKind(kind) ? kind : '',
    vehicleid: read('vehicleid'),
  };
}

/** The URL's parameters with the filters written in (empty ones left out); others are kept. */
export function searchWithFilters(
  params: URLSearchParams,
  filters: AuditFilterValues,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) next.set(AUDIT_FILTER_PARAMS[name], value);
    else next.delete(AUDIT_FILTER_PARAMS[name]);
  }
  return next;
}

/** The dashboard address of the Audit panel with these filters. */
export function auditHref(filters: Partial<AuditFilterValues> = {}): string {
  const params = searchWithFilters(new URLSearchParams({ panel: 'audit' }), {
    ...noAuditFilters,
    ...filters,
  });
  return `/admindashboard?${params.toString()}`;
}

export type AuditFilterRequest = Omit<AuditLogRequest, 'page' | 'pageSize' | 'sort' | 'order'>;

/** The filters as get_audit_log takes them: blanks and half-typed dates are left out. */
export function auditFilterRequest(filters: AuditFilterValues): AuditFilterRequest {
  const request: AuditFilterRequest = {};
  if (isDstr(filters.from)) request.from = filters.from;
  if (isDstr(filters.to)) request.to = filters.to;
  const user = filters.user.trim();
  if (user) request.user = user;
  const unit = filters.unit.trim();
  if (unit) request.unitnumber = unit;
  // Plates are stored in one spelling (normalizePlate): 'abc-123' finds ABC123.
  const plate = normalizePlate(filters.plate);
  if (plate) request.plate = plate;
  if (filters.kind) request.kind = filters.kind;
  const vehicleid = filters.vehicleid.trim();
  if (vehicleid) request.vehicleid = vehicleid;
  return request;
}
