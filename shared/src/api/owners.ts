// spec §7 Parking: the admin's owner list and owner edits.
import type { HoaRequest } from '../domain/api-contract';
import type { SettingsSaveResponse } from '../domain/schemas/community-settings';
import type { OwnerPageRequest, UpdateOwnerRequest } from '../domain/schemas/owners';
import type { Owner } from '../domain/types';
import type { Page } from '../domain/paging';
import { postJson, postJsonPage, type PageCallOptions } from './client';

export function getAllOwners(request: HoaRequest): Promise<Owner[]> {
  return postJson('/api/parking/get_all_owners', request);
}

/** With `preview: true` only counts the cars the new allowance leaves over it (docs/adr/0028). */
export function updateOwner(request: UpdateOwnerRequest): Promise<SettingsSaveResponse> {
  return postJson('/api/parking/updateowner', request);
}

/** One page of the owners list (docs/adr/0010). */
export function getAllOwnersPage(
  request: OwnerPageRequest,
  options?: PageCallOptions,
): Promise<Page<Owner>> {
  return postJsonPage('/api/parking/get_all_owners', request, options);
}
