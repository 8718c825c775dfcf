// The plates patrol may find parked today: every car of the community whose stay has not ended
// (the offline list of docs/adr/0027).
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { Dstr } from '@parking/shared/domain';
import type { Executor } from '../client';
import { vehicles } from '../schema';
import { SOFT_DELETED } from './vehicle-records';

export async function listAuthorisedPlateRows(db: Executor, hoaid: string, today: Dstr) {
  return db
    .select({
      plate: vehicles.plate,
      plate_state: vehicles.plate_state,
      unitnumber: vehicles.unitnumber,
      vehicle_type: vehicles.vehicle_type,
      enddate: vehicles.enddate,
      carownertype: vehicles.carownertype,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.hoaid, hoaid),
        gte(vehicles.enddate, today),
        ne(vehicles.status_flag, SOFT_DELETED),
      ),
    )
    .orderBy(asc(vehicles.plate), asc(vehicles.unitnumber));
}
