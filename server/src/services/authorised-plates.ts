// docs/adr/0027: the list a patrol phone keeps for lookups without signal: every plate of the
// community onsite today (checkout today or later, not deleted) with unit, type, checkout and
// whose car it is. No names, phones, e-mails, makes or PINs: a lost phone holds only this.
import type { AuthorisedPlatesResponse } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { listSpotTypes, type CommunityRow } from '../db/queries/communities';
import { listAuthorisedPlateRows } from '../db/queries/authorised-plates';
import { todayIn } from '../util/dates';

export async function authorisedPlates(
  db: Executor,
  community: CommunityRow,
  now: Date = new Date(),
): Promise<AuthorisedPlatesResponse> {
  const today = todayIn(community.timezone, now);
  const [rows, spots] = await Promise.all([
    listAuthorisedPlateRows(db, community.hoaid, today),
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
