// Test builders of the guest rules' answers (docs/adr/0029).
import type { GuestQuotaResponse } from '../domain';

/** A unit's guest quota (GET guest_quota, docs/adr/0029): rules on, 4 of 10 nights left. */
export function guestQuota(overrides: Partial<GuestQuotaResponse> = {}): GuestQuotaResponse {
  return {
    rules_on: true,
    guest_unit_nights: 10,
    guest_max_consecutive: 3,
    guest_cooldown_nights: 7,
    guest_owner_types: ['visitor'],
    unit: {
      unit_limit: 10,
      unit_used: 5,
      unit_booked: 1,
      unit_left: 4,
      plate_limit: 3,
      plate_left: 3,
      return_on: null,
      summary: '4 of 10 guest nights left this month; this plate may stay 3 more nights',
    },
    plates: [
      {
        plate: 'GST001',
        vehicleid: 'v-1',
        enddate: '2026-12-02',
        limits: {
          unit_limit: 10,
          unit_used: 5,
          unit_booked: 1,
          unit_left: 4,
          plate_limit: 3,
          plate_left: 0,
          return_on: '2026-12-09',
          summary:
            '4 of 10 guest nights left this month; this plate may stay 0 more nights; back from 2026-12-09',
        },
      },
    ],
    ...overrides,
  };
}
