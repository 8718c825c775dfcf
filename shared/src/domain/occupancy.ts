// Occupancy and repeat offenders for managers: the shapes of get_occupancy and
// get_offenders, and which vehicles count as owner, renter or guest.
import type { PageRequest } from './paging';
import type { CarOwnerType, Dstr } from './types';

/**
 * The three groups of the occupancy chart. `owner` is carownertype 'owner', `renter` is
 * 'renter', and `guest` is every other type (visitor, family, friend, longterm, contractor):
 * a vehicle that is neither the unit owner's nor the renter's own.
 */
export const OCCUPANCY_GROUPS = ['owner', 'renter', 'guest'] as const;
export type OccupancyGroup = (typeof OCCUPANCY_GROUPS)[number];

export function occupancyGroup(type: CarOwnerType | string): OccupancyGroup {
  if (type === 'owner') return 'owner';
  if (type === 'renter') return 'renter';
  return 'guest';
}

/** At most this many days (inclusive) in one get_occupancy call. */
export const MAX_OCCUPANCY_DAYS = 366;
/** The panel's ranges. */
export const OCCUPANCY_RANGES = [30, 90, 365] as const;
export type OccupancyRange = (typeof OCCUPANCY_RANGES)[number];

export interface OccupancyRequest {
  from: Dstr;
  to: Dstr;
}

/**
 * One day of the lot. A vehicle is onsite on day d when its stay in force on d covers d: the
 * stay in force is the latest change-history entry recorded on or before d (the first entry
 * before any was recorded; the vehicle's own dates when it has no history), and it covers d when
 * startdate <= d <= enddate. Soft-deleted vehicles are not counted. `capacity` is the lot limit
 * (HOA Settings parking_allowed_hoa; 0 = no limit).
 */
export interface OccupancyDay {
  date: Dstr;
  owner: number;
  renter: number;
  guest: number;
  capacity: number;
}

export type OffendersRequest = OccupancyRequest & Pick<PageRequest, 'page' | 'pageSize'>;

/** A plate with violations in the period, most violations first (then latest, then plate). */
export interface Offender {
  /** Normalised plate. */
  plate: string;
  violations: number;
  /** The latest violation date in the period. */
  last_date: Dstr;
  /** The unit of a registered (not deleted) vehicle with this plate, '' if none. */
  unitnumber: string;
}
