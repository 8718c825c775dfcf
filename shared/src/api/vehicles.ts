// spec §7 Parking: vehicles, counts and the two lookups whose paths the spec leaves open.
import type {
  ActiveCountRequest,
  ChangeVehicleStatusParams,
  DeleteVehicleRequest,
  GetVehiclesForOwnerRequest,
  GetVehiclesForOwnerResponse,
  HoaDstrRequest,
  HoaRequest,
  InsertVehicleRequest,
  ModifyVehicleRequest,
  OwnerCountRequest,
} from '../domain/api-contract';
import type { ActiveCountData, OwnerCount, Vehicle, VehicleChangeHistory } from '../domain/types';
import type { OnsitePageRequest, Page, VehiclePageRequest } from '../domain/paging';
import {
  getJson,
  postJson,
  postJsonPage,
  segment,
  type PageCallOptions,
  type RequestOptions,
} from './client';

export function getVehiclesForOwner(
  request: GetVehiclesForOwnerRequest,
  options?: RequestOptions,
): Promise<GetVehiclesForOwnerResponse> {
  return postJson('/api/parking/get_vehicles_for_owner', request, { signal: options?.signal });
}

export function insertVehicle(request: InsertVehicleRequest): Promise<Vehicle> {
  return postJson('/api/parking/insert_vehicle', request);
}

export function modifyVehicle(request: ModifyVehicleRequest): Promise<Vehicle> {
  return postJson('/api/parking/modify_vehicle', request);
}

export function deleteVehicle(request: DeleteVehicleRequest): Promise<Vehicle> {
  return postJson('/api/parking/delete_vehicle_modify_status', request);
}

/** GET: the vehicle with its change history. */
export function getVehicle(vehicleid: string, options?: RequestOptions): Promise<Vehicle> {
  return getJson(`/api/parking/get_vehicles_for_vehid/${segment(vehicleid)}`, options);
}

/** GET: sets onsite (status 1 with a checkout date) or offsite (0 and 1970-01-01), spec §4. */
export function changeVehicleStatusDate(params: ChangeVehicleStatusParams): Promise<Vehicle> {
  const { vehicleid, status, enddate, curdate } = params;
  return getJson(
    `/api/parking/change-vehicle-status-date/${segment(vehicleid)}/${segment(status)}/${segment(enddate)}/${segment(curdate)}`,
  );
}

export function getActiveCount(
  request: ActiveCountRequest,
  options?: RequestOptions,
): Promise<ActiveCountData> {
  return postJson('/api/parking/get_active_count', request, { signal: options?.signal });
}

/** Onsite vehicles of the community today. */
export function getActiveVehicles(request: HoaDstrRequest): Promise<Vehicle[]> {
  return postJson('/api/parking/get_active_vehicles', request);
}

export function getAllVehicles(request: HoaRequest): Promise<Vehicle[]> {
  return postJson('/api/parking/get_all_vehicles', request);
}

/** GET, path chosen by the team (spec §7 leaves it open). */
export function getVehicleChangeHistory(vehicleid: string): Promise<VehicleChangeHistory> {
  return getJson(`/api/parking/get_vehicle_change_history/${segment(vehicleid)}`);
}

/** Path chosen by the team (spec §7 leaves it open). */
export function getCountByOwner(request: OwnerCountRequest): Promise<OwnerCount> {
  return postJson('/api/parking/get_count_by_owner', request);
}

/** One page of All Vehicles, sorted and filtered by the server (docs/adr/0010). */
export function getAllVehiclesPage(
  request: VehiclePageRequest,
  options?: PageCallOptions,
): Promise<Page<Vehicle>> {
  return postJsonPage('/api/parking/get_all_vehicles', request, options);
}

/** One page of the onsite vehicles today (docs/adr/0010). */
export function getActiveVehiclesPage(
  request: OnsitePageRequest,
  options?: PageCallOptions,
): Promise<Page<Vehicle>> {
  return postJsonPage('/api/parking/get_active_vehicles', request, options);
}
