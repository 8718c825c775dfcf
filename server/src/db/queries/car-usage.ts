// The vehicle usage reports (spec §2 Reports, §7 get_car_usage_renter_warning): renter or owner
// vehicles whose stay overlaps a window, with the unit owner's contact and the change history.
import { and, eq, gte, lte, ne, or } from 'drizzle-orm';
import { NO_DATE, type CarUsageRecord } from '@parking/shared/domain';
import type { Executor } from '../client';
import { vehicles } from '../schema';
import { listVehiclesWithOwner } from './admin-owners';

export interface CarUsageWindow {
  which: 'renter' | 'owner';
  /** YYYY-MM-DD, inclusive. */
  begindate: string;
  enddate: string;
}

/** Sorted by unit then plate; soft-deleted vehicles (status_flag 9) stay in (issue 9 §3). */
export async function listCarUsage(
  db: Executor,
  hoaid: string,
  window: CarUsageWindow,
): Promise<CarUsageRecord[]> {
  const renter = eq(vehicles.carownertype, 'renter');
  // A stay overlaps when it starts by the window's end and has not checked out before
  // its beginning; an owner car without checkout (1970-01-01) is still registered.
  const overlaps = and(
    lte(vehicles.startdate, window.enddate),
    or(gte(vehicles.enddate, window.begindate), eq(vehicles.enddate, NO_DATE)),
  );
  const byType = window.which === 'renter' ? renter : ne(vehicles.carownertype, 'renter');
  return listVehiclesWithOwner(db, hoaid, and(byType, overlaps), true);
}
