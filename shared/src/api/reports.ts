// spec §7 Parking: the admin's Renter Cars and Owner Cars reports.
import type { CarUsageRecord, CarUsageRequest } from '../domain/api-contract';
import { postJson } from './client';

export function getCarUsage(request: CarUsageRequest): Promise<CarUsageRecord[]> {
  return postJson('/api/parking/get_car_usage_renter_warning', request);
}
