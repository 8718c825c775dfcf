// spec §7 Parking: the admin's Renter Cars and Owner Cars reports.
import type { CarUsageRecord } from '../domain/api-contract';
import type { Page } from '../domain/paging';
import type { CarUsagePageRequest, CarUsageRequest } from '../domain/schemas/reports';
import { postJson, postJsonPage, type PageCallOptions } from './client';

export function getCarUsage(request: CarUsageRequest): Promise<CarUsageRecord[]> {
  return postJson('/api/parking/get_car_usage_renter_warning', request);
}

/** One page of the Renter Cars or Owner Cars report (docs/adr/0010). */
export function getCarUsagePage(
  request: CarUsagePageRequest,
  options?: PageCallOptions,
): Promise<Page<CarUsageRecord>> {
  return postJsonPage('/api/parking/get_car_usage_renter_warning', request, options);
}
