// The lot's onsite count (docs/adr/0012, migration 0007): one row per community kept
// by triggers on vehicles and payments. A write that must respect the lot limit asks for it with
// enforceLotLimit; the vehicle's (or the hold's) own INSERT/UPDATE then increments the count with
// one conditional UPDATE (used + 1 <= capacity) and fails with 'lot_full' when there is no room.
// No community-wide lock is held while the request counts or checks anything else.
import { sql } from 'drizzle-orm';
import { FAILURE, type Dstr } from '@parking/shared/domain';
import { toCount, type Executor } from '../client';
import { HttpError } from '../../util/http-error';

/** Both drivers answer raw SQL with `{ rows }` (pg QueryResult, PGlite Results). */
async function rowsOf<T>(tx: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Makes the count current for `today` (the first write of a community's day recounts it under
 * the row's lock) and, with `enforce`, asks this transaction's lot increments to respect the
 * limit. Returns the lot's count (onsite vehicles and held spots) as of now.
 */
export async function prepareLotCount(
  tx: Executor,
  hoaid: string,
  today: Dstr,
  enforce: boolean,
): Promise<number> {
  const [row] = await rowsOf<{ day: string; used: unknown }>(
    tx,
    sql`SELECT "day"::text AS day, "used",
               set_config('parking.enforce_lot', ${enforce ? hoaid : ''}, true) AS enforce
          FROM "lot_counters" WHERE "hoaid" = ${hoaid}`,
  );
  if (row?.day === today) return toCount(row.used);
  return rebaseLotCount(tx, hoaid, today, enforce);
}

/**
 * A new day (or no count yet): the count is recomputed under the counter row's lock (vehicles
 * that left yesterday are no longer onsite), the enforce request set as in prepareLotCount.
 */
export async function rebaseLotCount(
  tx: Executor,
  hoaid: string,
  today: Dstr,
  enforce: boolean,
): Promise<number> {
  await tx.execute(sql`
    INSERT INTO "lot_counters" ("hoaid", "day", "used") VALUES (${hoaid}, ${today}, 0)
    ON CONFLICT ("hoaid") DO NOTHING`);
  await tx.execute(sql`SELECT 1 FROM "lot_counters" WHERE "hoaid" = ${hoaid} FOR UPDATE`);
  const [rebased] = await rowsOf<{ used: unknown }>(
    tx,
    sql`UPDATE "lot_counters" SET "day" = ${today}, "used" = lot_counter_exact(${hoaid}, ${today})
         WHERE "hoaid" = ${hoaid}
     RETURNING "used", set_config('parking.enforce_lot', ${enforce ? hoaid : ''}, true)`,
  );
  return toCount(rebased?.used);
}

/** The trigger's refusal (SQLSTATE P0001 'lot_full'), wherever the driver wrapped it. */
export function isLotFull(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === 'P0001' && typeof message === 'string' && message.includes('lot_full')) {
      return true;
    }
    e = cause;
  }
  return false;
}

export const lotFullError = () =>
  new HttpError(409, FAILURE.overTotalLimit, 'over_total_parking_limit');
