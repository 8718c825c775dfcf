// spec §2 All Vehicles: filters for type (any/renter/owner), unit (any plus the distinct units)
// and onsite (any/No/Yes).
import { dstr, isOnsite, type Vehicle } from '@parking/shared/domain';

export type TypeFilter = 'any' | 'renter' | 'owner';
export type OnsiteFilter = 'any' | 'No' | 'Yes';

export interface VehicleFilterValues {
  type: TypeFilter;
  unit: string;
  onsite: OnsiteFilter;
}

export const ANY = 'any';
export const noFilters: VehicleFilterValues = { type: 'any', unit: ANY, onsite: 'any' };

export function distinctUnits(vehicles: readonly Vehicle[]): string[] {
  return [...new Set(vehicles.map((v) => v.unitnumber))].sort((a, b) =>
    a.localeCompare(b, undefined, { numeric: true }),
  );
}

/** Renter vehicles are those of carownertype 'renter'; every other belongs-to is the owner's. */
export function isRenterVehicle(vehicle: Vehicle): boolean {
  return vehicle.carownertype === 'renter';
}

export function filterVehicles(
  vehicles: readonly Vehicle[],
  filters: VehicleFilterValues,
  today: string = dstr(),
): Vehicle[] {
  return vehicles.filter((v) => {
    if (filters.type === 'renter' && !isRenterVehicle(v)) return false;
    if (filters.type === 'owner' && isRenterVehicle(v)) return false;
    if (filters.unit !== ANY && v.unitnumber !== filters.unit) return false;
    const onsite = isOnsite(v.enddate, today);
    if (filters.onsite === 'Yes' && !onsite) return false;
    if (filters.onsite === 'No' && onsite) return false;
    return true;
  });
}
