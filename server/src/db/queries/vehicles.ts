// Vehicle counts and lists.
import { and, count, gte, ne, eq } from 'drizzle-orm';
import type { Dstr } from '@parking/shared/domain';
import type { Executor } from '../client';
import { vehicles } from '../schema';

/** Vehicles onsite on `today`: checkout today or later, not soft-deleted (spec §4). */
export async function countOnsiteVehicles(db: Executor, hoaid: string, today: Dstr) {
  const [row] = await db
    .select({ value: count() })
    .from(vehicles)
    .where(
      and(eq(vehicles.hoaid, hoaid), gte(vehicles.enddate, today), ne(vehicles.status_flag, 9)),
    );
  return row?.value ?? 0;
}
