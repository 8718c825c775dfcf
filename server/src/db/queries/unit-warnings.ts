// The rows the warning-flag rule reads and writes (docs/adr/0028): a unit's live cars in arrival
// order, and their status_flag.
import { inArray, sql } from 'drizzle-orm';
import type { Dstr } from '@parking/shared/domain';
import type { Executor } from '../client';
import { vehicles } from '../schema';
import { SOFT_DELETED, WARNING } from './vehicle-records';
import { readPending, type PendingSql } from './together';

/** Sets the flag of the given cars. */
export async function setStatusFlags(
  db: Executor,
  ids: string[],
  status_flag: 1 | 2,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(vehicles)
    .set({ status_flag, updated_at: sql`now()` })
    .where(inArray(vehicles.id, ids));
}

/** A unit car as the warning rule reads it. */
export interface UnitCarFlag {
  id: string;
  carownertype: string;
  enddate: Dstr;
  status_flag: number;
}

/**
 * The read of the unit's cars that are not deleted, in arrival order: a statement of its own
 * (listUnitCarsInArrivalOrder) or the read that ends a save's records (writeTogetherThenRead).
 */
export function unitCarsInArrivalOrder(ownerid: string): PendingSql {
  // Among cars of one day, one already flagged 2 stays behind the others: the car admitted as
  // warning mode's extra car keeps its flag (docs/adr/0028), whatever its age.
  return {
    shape: 'unitCars',
    values: { ownerid },
    build: (_db, value) =>
      sql`SELECT v."id"::text AS id, v."carownertype", v."enddate"::text AS enddate,
                 v."status_flag"
            FROM ${vehicles} v
           WHERE v."ownerid" = ${value('ownerid')} AND v."status_flag" <> ${SOFT_DELETED}
           ORDER BY v."startdate", v."status_flag" = ${WARNING}, v."created_at"`,
  };
}

/** The unit's cars that are not deleted, in arrival order. */
export async function listUnitCarsInArrivalOrder(
  db: Executor,
  ownerid: string,
): Promise<UnitCarFlag[]> {
  return readPending<UnitCarFlag>(db, unitCarsInArrivalOrder(ownerid));
}
