// The query keys of the portal's data (docs/adr/0011). One factory, so a mutation invalidates
// exactly what it changed and every app names the same data the same way. Keys start with the
// kind of data, then the community, then the narrower parameters: invalidating a prefix
// (`queryKeys.community.all`) refreshes every narrower key under it.

/** Parameters of a list or report, as a plain record (part of the key). */
export type KeyParams = Readonly<Record<string, unknown>>;

export const queryKeys = {
  /** data_for_hoa and hoa_data: settings, flags, help text, contacts, spot types (spec §3). */
  community: {
    all: ['community'] as const,
    /** GET data_for_hoa/{hoaid} (public). */
    detail: (hoaid: string) => ['community', hoaid] as const,
    /** GET hoa_data (the signed-in user's community). */
    signedIn: (hoaid: string) => ['community', hoaid, 'hoa_data'] as const,
    /** POST parking_spot_data. */
    spotTypes: (hoaid: string) => ['community', hoaid, 'spot_types'] as const,
    /** POST get_parking_summary for a day. */
    summary: (hoaid: string, dstr: string) => ['community', hoaid, 'summary', dstr] as const,
    /** POST get_unit_numbers for a day. */
    units: (hoaid: string, dstr: string) => ['community', hoaid, 'units', dstr] as const,
  },
  /** Vehicles: a unit's list, one vehicle's usage, the onsite list. */
  vehicles: {
    all: ['vehicles'] as const,
    list: (hoaid: string, params: KeyParams) => ['vehicles', hoaid, 'list', params] as const,
    ofOwner: (hoaid: string, ownerid: string) => ['vehicles', hoaid, 'owner', ownerid] as const,
    usage: (hoaid: string, params: KeyParams) => ['vehicles', hoaid, 'usage', params] as const,
    onsite: (hoaid: string, params: KeyParams) => ['vehicles', hoaid, 'onsite', params] as const,
    /** docs/adr/0029: guest nights follow every vehicle change, so they refresh with the lists. */
    guestQuota: (hoaid: string, ownerid: string) =>
      ['vehicles', hoaid, 'guest_quota', ownerid] as const,
    guestQuotaUnits: (hoaid: string) => ['vehicles', hoaid, 'guest_quota_units'] as const,
  },
  owners: {
    all: ['owners'] as const,
    list: (hoaid: string, params: KeyParams) => ['owners', hoaid, 'list', params] as const,
    detail: (hoaid: string, userid: string) => ['owners', hoaid, 'detail', userid] as const,
  },
  violations: {
    all: ['violations'] as const,
    list: (hoaid: string, params: KeyParams) => ['violations', hoaid, 'list', params] as const,
  },
  payments: {
    all: ['payments'] as const,
    list: (hoaid: string, params: KeyParams) => ['payments', hoaid, 'list', params] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: (hoaid: string, params: KeyParams) => ['notifications', hoaid, 'list', params] as const,
  },
  reports: {
    all: ['reports'] as const,
    report: (hoaid: string, name: string, params: KeyParams) =>
      ['reports', hoaid, name, params] as const,
  },
  maintenance: {
    all: ['maintenance'] as const,
    detail: (hoaid: string, name: string) => ['maintenance', hoaid, name] as const,
  },
  /** Guest invitations: an owner's unit's, or the admin's community's. */
  invitations: {
    all: ['invitations'] as const,
    list: (hoaid: string, userid: string) => ['invitations', hoaid, 'list', userid] as const,
  },
  /** The audit log's pages (get_audit_log), by filters, sort and page. */
  audit: {
    all: ['audit'] as const,
    list: (hoaid: string, params: KeyParams) => ['audit', hoaid, 'list', params] as const,
  },
  /** The signed-in user's notification preferences. */
  notificationPreferences: (hoaid: string, userid: string) =>
    ['notification_preferences', hoaid, userid] as const,
  /** A CSV import job's progress (polled while it runs). */
  csvImport: (jobId: string) => ['csv_import', jobId] as const,
} as const;
