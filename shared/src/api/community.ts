// spec §7 Parking: the community record, its units, spot types and the header summary.
import type { HoaDstrRequest, HoaRequest } from '../domain/api-contract';
import type { Community, ParkingSummary, SpotType, UnitListItem } from '../domain/types';
import { getJson, postJson, segment, type RequestOptions } from './client';

/** GET: the community record for the landing page (no sign-in needed). */
export function getDataForHoa(hoaid: string, options?: RequestOptions): Promise<Community> {
  return getJson(`/api/parking/data_for_hoa/${segment(hoaid)}`, options);
}

/** GET: the signed-in user's community, read again after updatehoa. */
export function getHoaData(options?: RequestOptions): Promise<Community> {
  return getJson('/api/parking/hoa_data', options);
}

export function getUnitNumbers(
  request: HoaDstrRequest,
  options?: RequestOptions,
): Promise<UnitListItem[]> {
  return postJson('/api/parking/get_unit_numbers', request, { signal: options?.signal });
}

export function getParkingSpotData(
  request: HoaRequest,
  options?: RequestOptions,
): Promise<SpotType[]> {
  return postJson('/api/parking/parking_spot_data', request, { signal: options?.signal });
}

export function getParkingSummary(
  request: HoaDstrRequest,
  options?: RequestOptions,
): Promise<ParkingSummary> {
  return postJson('/api/parking/get_parking_summary', request, { signal: options?.signal });
}
