// spec §7 Parking: violations.
import type { HoaRequest, MessageResponse } from '../domain/api-contract';
import type {
  DeleteViolationRequest,
  InsertViolationRequest,
  Violation,
} from '../domain/schemas/violations';
import type { Page } from '../domain/paging';
import type { ViolationPageRequest } from '../domain/schemas/violations';
import { postJson, postJsonPage, type PageCallOptions } from './client';

export function insertViolation(request: InsertViolationRequest): Promise<Violation> {
  return postJson('/api/parking/insert_violation', request);
}

export function getAllViolations(request: HoaRequest): Promise<Violation[]> {
  return postJson('/api/parking/get_all_violations', request);
}

export function deleteViolation(request: DeleteViolationRequest): Promise<MessageResponse> {
  return postJson('/api/parking/delete_violation', request);
}

/** One page of the violations list (docs/adr/0010). */
export function getAllViolationsPage(
  request: ViolationPageRequest,
  options?: PageCallOptions,
): Promise<Page<Violation>> {
  return postJsonPage('/api/parking/get_all_violations', request, options);
}
