// spec §7 Parking: the community record, its units, spot types and the header summary.
import type { HoaDstrRequest, HoaRequest } from '../domain/api-contract';
import type { Community, ParkingSummary, SpotType, UnitListItem } from '../domain/types';
import { getJson, postJson, segment } from './client';

/** GET: the community record for the landing page (no sign-in needed). */
export function getDataForHoa(hoaid: string): Promise<Community> {
  return getJson(`/api/parking/data_for_hoa/${segment(hoaid)}`);
}

/** GET: the signed-in user's community, read again after updatehoa. */
export function getHoaData(): Promise<Community> {
  return getJson('/api/parking/hoa_data');
}

export function getUnitNumbers(request: HoaDstrRequest): Promise<UnitListItem[]> {
  return postJson('/api/parking/get_unit_numbers', request);
}

export function getParkingSpotData(request: HoaRequest): Promise<SpotType[]> {
  return postJson('/api/parking/parking_spot_data', request);
}

export function getParkingSummary(request: HoaDstrRequest): Promise<ParkingSummary> {
  return postJson('/api/parking/get_parking_summary', request);
}
