// spec §7 Parking: the admin's owner list and owner edits.
import type { HoaRequest, MessageResponse, UpdateOwnerRequest } from '../domain/api-contract';
import type { Owner } from '../domain/types';
import { postJson } from './client';

export function getAllOwners(request: HoaRequest): Promise<Owner[]> {
  return postJson('/api/parking/get_all_owners', request);
}

export function updateOwner(request: UpdateOwnerRequest): Promise<MessageResponse> {
  return postJson('/api/parking/updateowner', request);
}
