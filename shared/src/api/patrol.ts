// docs/adr/0027 patrol in the field: the tow list (admins), photos on violations, and the
// authorised-plates list a patrol phone keeps for lookups without signal.
import type { MessageResponse } from '../domain/api-contract';
import type { AuthorisedPlatesResponse, ClearTowRequest, TowEntry } from '../domain/patrol';
import { getBlob, postForm, postJson, segment, type RequestOptions } from './client';

export function getTowList(): Promise<TowEntry[]> {
  return postJson('/api/parking/get_tow_list', {});
}

export function clearTow(request: ClearTowRequest): Promise<MessageResponse> {
  return postJson('/api/parking/clear_tow', request);
}

export interface AddViolationPhotoResponse extends MessageResponse {
  /** 1, 2 or 3. */
  position: number;
}

/** One photo (JPEG or PNG, shrunk in the browser) for a violation the caller reported. */
export function addViolationPhoto(request: {
  violationid: string;
  file: Blob;
}): Promise<AddViolationPhotoResponse> {
  const form = new FormData();
  form.append('violationid', request.violationid);
  form.append('file', request.file, 'photo.jpg');
  return postForm('/api/parking/add_violation_photo', form);
}

/** A violation's photo number `position` (1-3) as an image. */
export function getViolationPhoto(
  violationid: string,
  position: number,
  options?: RequestOptions,
): Promise<Blob> {
  return getBlob(
    `/api/parking/violation_photo/${segment(violationid)}/${segment(position)}`,
    options,
  );
}

/** The community's plates onsite today, for lookups without signal (patrol and admins). */
export function getAuthorisedPlates(options?: RequestOptions): Promise<AuthorisedPlatesResponse> {
  return postJson('/api/parking/get_authorised_plates', {}, options);
}
