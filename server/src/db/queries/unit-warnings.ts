// The rows the warning-flag rule reads and writes (docs/adr/0028): a unit's live cars in arrival
// order, and their status_flag.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { vehicles } from '../schema';
import { SOFT_DELETED, WARNING } from './vehicle-records';

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

/** The unit's cars that are not deleted, in arrival order. */
export async function listUnitCarsInArrivalOrder(db: Executor, ownerid: string) {
  return (
    db
      .select({
        id: vehicles.id,
        carownertype: vehicles.carownertype,
        enddate: vehicles.enddate,
        status_flag: vehicles.status_flag,
      })
      .from(vehicles)
      .where(and(eq(vehicles.ownerid, ownerid), ne(vehicles.status_flag, SOFT_DELETED)))
      // Among cars of one day, one already flagged 2 stays behind the others: the car admitted
      // as warning mode's extra car keeps its flag (docs/adr/0028), whatever its age.
      .orderBy(
        asc(vehicles.startdate),
        asc(sql`${vehicles.status_flag} = ${WARNING}`),
        asc(vehicles.created_at),
      )
  );
}
