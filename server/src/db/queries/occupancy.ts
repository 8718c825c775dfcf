// The lot's onsite vehicles per day from the vehicles' change history, and the plates
// with the most violations in a period. Both are plain SQL (generate_series over dates) that
// runs the same on PGlite and PostgreSQL 15. The day rule is OccupancyDay's (shared domain).
import { sql } from 'drizzle-orm';
import type { Dstr, OccupancyDay, Offender } from '@parking/shared/domain';
import { toCount, type Executor } from '../client';
import type { PageResult, PageWindow } from './paging';

async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const SOFT_DELETED = 9;

/**
 * One row per day from `from` to `to`. Each change-history entry is in force from its
 * change_date (the first one from the earliest of its change and start dates) until the day
 * before the next entry; the days it keeps the vehicle onsite are its stay cut to that window.
 */
export async function occupancyByDay(
  db: Executor,
  hoaid: string,
  from: Dstr,
  to: Dstr,
): Promise<OccupancyDay[]> {
  const rows = await rowsOf<{
    day: string;
    owner: unknown;
    renter: unknown;
    guest: unknown;
    capacity: unknown;
  }>(
    db,
    sql`
    WITH entries AS (
      SELECT c."vehicle_id", c."startdate", c."enddate", c."change_date",
             row_number() OVER w AS n,
             lead(c."change_date") OVER w AS next_change
        FROM "vehicle_changes" c
       WHERE c."hoaid" = ${hoaid}
      WINDOW w AS (PARTITION BY c."vehicle_id" ORDER BY c."change_date", c."created_at", c."id")
    ),
    stays AS (
      SELECT v."carownertype",
             greatest(e."startdate",
                      CASE WHEN e.n = 1 THEN least(e."startdate", e."change_date")
                           ELSE e."change_date" END) AS first_day,
             CASE WHEN e.next_change IS NULL THEN e."enddate"
                  ELSE least(e."enddate", e.next_change - 1) END AS last_day
        FROM entries e JOIN "vehicles" v ON v."id" = e."vehicle_id"
       WHERE v."status_flag" <> ${SOFT_DELETED}
      UNION ALL
      SELECT v."carownertype", v."startdate", v."enddate"
        FROM "vehicles" v
       WHERE v."hoaid" = ${hoaid} AND v."status_flag" <> ${SOFT_DELETED}
         AND NOT EXISTS (SELECT 1 FROM "vehicle_changes" c WHERE c."vehicle_id" = v."id")
    ),
    days AS (
      SELECT g::date AS day
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS g
    )
    SELECT d.day::text AS day,
           count(s."carownertype") FILTER (WHERE s."carownertype" = 'owner') AS owner,
           count(s."carownertype") FILTER (WHERE s."carownertype" = 'renter') AS renter,
           count(s."carownertype") FILTER (WHERE s."carownertype" NOT IN ('owner', 'renter'))
             AS guest,
           (SELECT "parking_allowed_hoa" FROM "communities" WHERE "hoaid" = ${hoaid}) AS capacity
      FROM days d
      LEFT JOIN stays s ON d.day BETWEEN s.first_day AND s.last_day
     GROUP BY d.day
     ORDER BY d.day`,
  );
  return rows.map((row) => ({
    date: row.day,
    owner: toCount(row.owner),
    renter: toCount(row.renter),
    guest: toCount(row.guest),
    capacity: toCount(row.capacity ?? 0),
  }));
}

/** Plates by violations in the period (most first, then latest, then plate), one page. */
export async function offendersPage(
  db: Executor,
  hoaid: string,
  from: Dstr,
  to: Dstr,
  window: PageWindow,
): Promise<PageResult<Offender>> {
  const rows = await rowsOf<{
    plate: string;
    violations: unknown;
    last_date: string;
    unitnumber: string | null;
    total: unknown;
  }>(
    db,
    sql`
    WITH offenders AS (
      SELECT "violation_plate" AS plate, count(*) AS violations,
             max("violation_date")::text AS last_date
        FROM "violations"
       WHERE "hoaid" = ${hoaid}
         AND "violation_date" BETWEEN ${from}::date AND ${to}::date
       GROUP BY "violation_plate"
    )
    SELECT o.plate, o.violations, o.last_date, count(*) OVER () AS total,
           (SELECT v."unitnumber" FROM "vehicles" v
             WHERE v."hoaid" = ${hoaid} AND v."plate" = o.plate
               AND v."status_flag" <> ${SOFT_DELETED}
             ORDER BY v."enddate" DESC, v."updated_at" DESC LIMIT 1) AS unitnumber
      FROM offenders o
     ORDER BY o.violations DESC, o.last_date DESC, o.plate COLLATE "C"
     LIMIT ${window.limit} OFFSET ${window.offset}`,
  );
  let total = rows.length > 0 ? toCount(rows[0]!.total) : 0;
  if (rows.length === 0 && window.offset > 0) {
    const [count] = await rowsOf<{ total: unknown }>(
      db,
      sql`SELECT count(DISTINCT "violation_plate") AS total FROM "violations"
           WHERE "hoaid" = ${hoaid}
             AND "violation_date" BETWEEN ${from}::date AND ${to}::date`,
    );
    total = toCount(count?.total ?? 0);
  }
  return {
    rows: rows.map((row) => ({
      plate: row.plate,
      violations: toCount(row.violations),
      last_date: row.last_date,
      unitnumber: row.unitnumber ?? '',
    })),
    total,
    page: window.page,
    pageSize: window.pageSize,
  };
}
