// The paging contract of the admin lists and reports (docs/adr/0010-server-paging.md).
// A list call takes the spec's payload plus optional paging fields; the body stays the spec's
// array (the page's rows) and the total matching the filters comes in the X-Total-Count header
// (with X-Page and X-Page-Size). Without paging fields the first page comes back.
import type { Dstr, NotifyType } from './types';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
/** Longest free-text filter the server accepts. */
export const MAX_QUERY_LENGTH = 100;

export const PAGE_HEADERS = {
  total: 'X-Total-Count',
  page: 'X-Page',
  pageSize: 'X-Page-Size',
} as const;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Paging fields every list call accepts (all optional). */
export interface PageRequest<TSort extends string = string> {
  /** 1-based, default 1. A page past the end answers an empty array (the total still counts). */
  page?: number;
  /** Default DEFAULT_PAGE_SIZE, at most MAX_PAGE_SIZE. */
  pageSize?: number;
  /** A column key of that list (the `*_SORT_KEYS` below); default: the list's default sort. */
  sort?: TSort;
  /** Default 'asc', except where the list's default says otherwise. */
  order?: SortOrder;
  /** Free text, case-insensitive substring over the list's text columns (see each list). */
  q?: string;
}

/** One page as the paged client functions return it. */
export interface Page<T> {
  rows: T[];
  /** Rows matching the filters over all pages (X-Total-Count). */
  total: number;
  page: number;
  pageSize: number;
}

export interface DefaultSort<TSort extends string> {
  sort: TSort;
  order: SortOrder;
}

// ---------- owners: get_all_owners ----------

/** Column keys of admin-app owner-columns.tsx; 'name' sorts by last then first name. */
export const OWNER_SORT_KEYS = ['name', 'email', 'phone', 'role', 'unitnumber'] as const;
export type OwnerSortKey = (typeof OWNER_SORT_KEYS)[number];
export const OWNER_DEFAULT_SORT: DefaultSort<OwnerSortKey> = { sort: 'unitnumber', order: 'asc' };
/** q: name, email, phone, unit. */
export interface OwnerListFilters {
  q?: string;
  /** Without it, every account but patrol logins (listed on their own, docs/adr/0030). */
  role?: 'owner' | 'admin' | 'patrol';
}

// ---------- all vehicles: get_all_vehicles ----------

/**
 * Column keys of admin-app vehicles-panel.tsx. 'name' sorts by the car owner's last name,
 * 'onsite' by onsite today (community date) then checkout; 'make' by make then model.
 */
export const VEHICLE_SORT_KEYS = [
  'plate',
  'plate_state',
  'vehicle_type',
  'carownertype',
  'make',
  'unitnumber',
  'name',
  'carownerphone',
  'startdate',
  'enddate',
  'onsite',
  'number_of_changes',
] as const;
export type VehicleSortKey = (typeof VEHICLE_SORT_KEYS)[number];
export const VEHICLE_DEFAULT_SORT: DefaultSort<VehicleSortKey> = {
  sort: 'unitnumber',
  order: 'asc',
};

export const VEHICLE_TYPE_FILTERS = ['any', 'renter', 'owner'] as const;
export const VEHICLE_ONSITE_FILTERS = ['any', 'Yes', 'No'] as const;

/** The All Vehicles filter bar, applied by the server. q: plate, car owner name, unit, make/model, phone. */
export interface VehicleListFilters {
  q?: string;
  /** 'renter' = carownertype renter; 'owner' = every other belongs-to. */
  type?: (typeof VEHICLE_TYPE_FILTERS)[number];
  /** One unit number exactly, or 'any'. */
  unit?: string;
  /** Onsite on the community's today: checkout date today or later. */
  onsite?: (typeof VEHICLE_ONSITE_FILTERS)[number];
}

// ---------- onsite vehicles: get_active_vehicles ----------

/** Column keys of shared onsite-vehicles-panel.tsx. */
export const ONSITE_SORT_KEYS = ['plate', 'vehicle_type', 'make', 'unitnumber', 'enddate'] as const;
export type OnsiteSortKey = (typeof ONSITE_SORT_KEYS)[number];
export const ONSITE_DEFAULT_SORT: DefaultSort<OnsiteSortKey> = {
  sort: 'unitnumber',
  order: 'asc',
};
/** q: plate, unit, make/model, car owner name. */
export interface OnsiteListFilters {
  q?: string;
  unit?: string;
}

// ---------- violations: get_all_violations ----------

/** Column keys of shared violations-panel.tsx; 'violation_date' sorts by date then time. */
export const VIOLATION_SORT_KEYS = [
  'violation_plate',
  'violation_type',
  'violation_location',
  'violation_reporter',
  'violation_date',
] as const;
export type ViolationSortKey = (typeof VIOLATION_SORT_KEYS)[number];
export const VIOLATION_DEFAULT_SORT: DefaultSort<ViolationSortKey> = {
  sort: 'violation_date',
  order: 'desc',
};
/** q: plate, location, description, reporter. */
export interface ViolationListFilters {
  q?: string;
  /** Inclusive date window on violation_date. */
  from?: Dstr;
  to?: Dstr;
}

// ---------- feedback: get_all_notifications ----------

/** Column keys of admin-app feedback-panel.tsx; 'notify_date' sorts by date then time. */
export const NOTIFICATION_SORT_KEYS = [
  'notify_plate',
  'notify_name',
  'notify_date',
  'notify_type',
  'notify_unit',
] as const;
export type NotificationSortKey = (typeof NOTIFICATION_SORT_KEYS)[number];
export const NOTIFICATION_DEFAULT_SORT: DefaultSort<NotificationSortKey> = {
  sort: 'notify_date',
  order: 'desc',
};
/** q: plate, name, unit, phone, comment. */
export interface NotificationListFilters {
  q?: string;
  notify_type?: NotifyType;
}

// ---------- usage reports: get_car_usage_renter_warning ----------

/**
 * Column keys of admin-app report-columns.tsx (both reports): 'renter' sorts by the car
 * owner's last name, 'owner' by the unit owner's last name (renter report) or the car owner's
 * (owner report, as the screen shows), 'days' by the days in the stay, 'history' by
 * number_of_changes, 'onsite' by the 'Onsite s' text.
 */
export const REPORT_SORT_KEYS = [
  'plate',
  'vehicle_type',
  'make',
  'renter',
  'unitnumber',
  'owner',
  'carownertype',
  'startdate',
  'enddate',
  'days',
  'history',
  'onsite',
] as const;
export type ReportSortKey = (typeof REPORT_SORT_KEYS)[number];
export const REPORT_DEFAULT_SORT: DefaultSort<ReportSortKey> = {
  sort: 'unitnumber',
  order: 'asc',
};
/** q: plate, car owner name, unit, make/model, unit owner's name. */
export interface ReportListFilters {
  q?: string;
}

/** Lists whose rows are vehicles: change history only when asked for. */
export interface WithHistory {
  /** true: every row carries change_history; otherwise change_history is [] (number_of_changes stays). */
  with_history?: boolean;
}

// ---------- the paged requests: the spec's payload plus the paging fields ----------

// get_all_vehicles and get_active_vehicles: schemas/vehicles.ts (docs/adr/0035).
export type { OnsitePageRequest, VehiclePageRequest } from './schemas/vehicles';
