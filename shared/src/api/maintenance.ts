// spec §7 Parking: the maintenance dashboard (settings, CSV upload, date and delete tools,
// contacts, help text).
import type {
  AdjustDatesRequest,
  AdjustDatesResponse,
  CountResponse,
  CsvImportProgress,
  MessageResponse,
  SoftDeleteVehiclesRequest,
  UploadCsvResponse,
} from '../domain/api-contract';
import type {
  SettingsSaveResponse,
  UpdateContactInfoRequest,
  UpdateHoaHelpRequest,
  UpdateHoaRequest,
} from '../domain/schemas/community-settings';
import type { Community } from '../domain/types';
import {
  getJson,
  postForm,
  postJson,
  segment,
  type RequestOptions,
  type UploadProgress,
} from './client';

export interface UploadCsvInput {
  file: Blob;
  /** File name sent with the file part. */
  name: string;
  id: string;
  hoaid: string;
}

/** Multipart: file, id, name, hoaid (spec §7); onProgress gets 0..100. */
export function uploadCsv(
  input: UploadCsvInput,
  onProgress?: UploadProgress,
): Promise<UploadCsvResponse> {
  const form = new FormData();
  form.append('id', input.id);
  form.append('name', input.name);
  form.append('hoaid', input.hoaid);
  // The file goes last so a streaming server has the fields before the file part.
  form.append('file', input.file, input.name);
  return postForm('/api/parking/uploadcsv', form, onProgress);
}

/** How far the owner import queued by uploadCsv (its `jobid`) has come. */
export function getCsvImportProgress(
  jobid: string,
  options?: RequestOptions,
): Promise<CsvImportProgress> {
  return getJson(`/api/parking/csv_import/${segment(jobid)}`, options);
}

/**
 * Then read the community again with getHoaData and store it (spec §7). With `preview: true`
 * only counts the cars the new limits leave over them (docs/adr/0028).
 */
export function updateHoa(request: UpdateHoaRequest): Promise<SettingsSaveResponse> {
  return postJson('/api/parking/updatehoa', request);
}

export function adjustDates(request: AdjustDatesRequest): Promise<AdjustDatesResponse> {
  return postJson('/api/parking/adjust_dates', request);
}

export function softDeleteVehicles(request: SoftDeleteVehiclesRequest): Promise<CountResponse> {
  return postJson('/api/parking/soft_delete_vehicles', request);
}

export function hardDeleteVehicles(): Promise<CountResponse> {
  return postJson('/api/parking/hard_delete_vehicles', {});
}

export function updateContactInfo(request: UpdateContactInfoRequest): Promise<MessageResponse> {
  return postJson('/api/parking/update_contact_info', request);
}

/** Returns the updated community record, which the caller stores (spec §7). */
export function updateHoaHelp(request: UpdateHoaHelpRequest): Promise<Community> {
  return postJson('/api/parking/updatehoahelp', request);
}
