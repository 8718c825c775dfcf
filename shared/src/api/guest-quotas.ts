// Guest quotas (docs/adr/0029): the signed-in unit's guest nights, and the admin's units nearest
// their quota.
import type { GuestQuotaResponse, GuestQuotaUnitsResponse } from '../domain/guest-quotas';
import { getJson, type RequestOptions } from './client';

/** Owners and renters: the unit's guest nights used and left, and each guest car's. */
export function getGuestQuota(options?: RequestOptions): Promise<GuestQuotaResponse> {
  return getJson('/api/parking/guest_quota', options);
}

/** Admins: the units nearest their guest quota first. */
export function getGuestQuotaUnits(options?: RequestOptions): Promise<GuestQuotaUnitsResponse> {
  return getJson('/api/parking/guest_quota_units', options);
}
