// Why a plate is not authorised (docs/adr/0026-owner-day-in-one-tap.md): whether the community
// only holds deleted registrations of it, and the day a car was last set offsite.
import { and, desc, eq } from 'drizzle-orm';
import { NO_DATE, type Dstr } from '@parking/shared/domain';
import type { Executor } from '../client';
import { vehicleChanges, vehicles } from '../schema';
import { SOFT_DELETED } from './vehicle-records';

/** A soft-deleted registration of the plate in the community (spec §3: status_flag 9). */
export async function hasDeletedRegistration(
  db: Executor,
  hoaid: string,
  plate: string,
  plateState?: string,
): Promise<boolean> {
  const conditions = [
    eq(vehicles.hoaid, hoaid),
    eq(vehicles.plate, plate),
    eq(vehicles.status_flag, SOFT_DELETED),
  ];
  if (plateState) conditions.push(eq(vehicles.plate_state, plateState));
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** The change date of the vehicle's last change to offsite (enddate 1970-01-01), if any. */
export async function lastOffsiteChange(
  db: Executor,
  vehicleId: string,
): Promise<Dstr | undefined> {
  const [row] = await db
    .select({ day: vehicleChanges.change_date })
    .from(vehicleChanges)
    .where(and(eq(vehicleChanges.vehicle_id, vehicleId), eq(vehicleChanges.enddate, NO_DATE)))
    .orderBy(desc(vehicleChanges.created_at), desc(vehicleChanges.change_date))
    .limit(1);
  return row?.day ?? undefined;
}
