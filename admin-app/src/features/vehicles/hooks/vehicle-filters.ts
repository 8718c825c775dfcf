// spec §2 All Vehicles: filters for type (any/renter/owner), unit (any plus the distinct units)
// and onsite (any/No/Yes), plus a search; the server applies them (docs/adr/0010).
import type { VehicleListFilters } from '@parking/shared/domain';

export type TypeFilter = 'any' | 'renter' | 'owner';
export type OnsiteFilter = 'any' | 'No' | 'Yes';

export interface VehicleFilterValues {
  /** Free text: plate, car owner name, unit, make/model, phone. */
  q: string;
  type: TypeFilter;
  unit: string;
  onsite: OnsiteFilter;
}

export const ANY = 'any';
export const noFilters: VehicleFilterValues = { q: '', type: 'any', unit: ANY, onsite: 'any' };

/** The filters as the server takes them; 'any' and an empty search are left out. */
export function vehicleFilterRequest(filters: VehicleFilterValues): VehicleListFilters {
  const request: VehicleListFilters = {};
  const q = filters.q.trim();
  if (q) request.q = q;
  if (filters.type !== 'any') request.type = filters.type;
  if (filters.unit !== ANY) request.unit = filters.unit;
  if (filters.onsite !== 'any') request.onsite = filters.onsite;
  return request;
}
