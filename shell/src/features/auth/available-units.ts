import type { UnitListItem } from '@parking/shared/domain';

/** spec §2 Renter Checkin: only units with status_flag 1, sorted by unit number. */
export function availableUnits(units: readonly UnitListItem[]): string[] {
  return units
    .filter((unit) => unit.status_flag === 1)
    .map((unit) => unit.unitnumber)
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}
