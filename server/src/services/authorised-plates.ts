// docs/adr/0027: the list a patrol phone keeps for lookups without signal: every plate of the
// community onsite today (checkout today or later, not deleted) with unit, type, checkout and
// whose car it is. No names, phones, e-mails, makes or PINs: a lost phone holds only this.
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { AuthorisedPlatesResponse } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { listSpotTypes, type CommunityRow } from '../db/queries/communities';
import { SOFT_DELETED } from '../db/queries/vehicle-records';
import { vehicles } from '../db/schema';
import { todayIn } from '../util/dates';

export async function authorisedPlates(
  db: Executor,
  community: CommunityRow,
  now: Date = new Date(),
): Promise<AuthorisedPlatesResponse> {
  const today = todayIn(community.timezone, now);
  const [rows, spots] = await Promise.all([
    db
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
          eq(vehicles.hoaid, community.hoaid),
          gte(vehicles.enddate, today),
          ne(vehicles.status_flag, SOFT_DELETED),
        ),
      )
      .orderBy(asc(vehicles.plate), asc(vehicles.unitnumber)),
    listSpotTypes(db, community.hoaid),
  ]);
  const display = new Map(spots.map((s) => [s.spot_type.toUpperCase(), s.spot_display]));
  return {
    generated_at: now.toISOString(),
    today,
    plates: rows
      .filter((row) => row.plate !== '')
      .map((row) => ({
        ...row,
        vehicle_type: display.get(row.vehicle_type.toUpperCase()) ?? row.vehicle_type,
      })),
  };
}
