// Occupancy and repeat offenders for managers: the shapes of get_occupancy and
// get_offenders, and which vehicles count as owner, renter or guest.
import type { CarOwnerType } from './types';

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

/** The calls' shapes: schemas/occupancy (docs/adr/0035). */
export type {
  OccupancyDay,
  OccupancyRequest,
  Offender,
  OffendersRequest,
} from './schemas/occupancy';
