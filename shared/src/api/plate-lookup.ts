// Plate lookup for enforcement, the caller's recent lookups, and patrol logins.
import type {
  PlateLookupRequest,
  PlateLookupResponse,
  RecentPlateLookup,
  RegisterPatrolRequest,
  RegisterPatrolResponse,
} from '../domain/plates';
import { postJson } from './client';

export function plateLookup(request: PlateLookupRequest): Promise<PlateLookupResponse> {
  return postJson('/api/parking/plate_lookup', request);
}

/** The last 20 lookups of the signed-in user, newest first. */
export function getRecentPlateLookups(): Promise<RecentPlateLookup[]> {
  return postJson('/api/parking/get_recent_lookups', {});
}

/** Admin: a patrol login (role patrol, no unit) for the token's community. */
export function registerPatrol(request: RegisterPatrolRequest): Promise<RegisterPatrolResponse> {
  return postJson('/api/users/register_patrol', request);
}
