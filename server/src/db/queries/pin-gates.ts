// PIN check-ins of one unit take turns (docs/adr/0022-surviving-faults.md). Guessing a unit's
// PIN from many addresses is not stopped by the per-address limits, and a wait per attempt is
// no defence when the attempts wait side by side: 250 addresses guessed 250 PINs in 29 s. Each
// check-in of a unit that has failures takes the next free turn (next_at), and the gap between
// turns grows with the unit's failures in the hour, so guesses for one unit arrive one at a time
// however many addresses send them. The row is in the database, so every instance shares it.
import { sql } from 'drizzle-orm';
import { toCount, type Executor } from '../client';

/** Failures a unit may have in the window before its check-ins take turns. */
export const FREE_FAILURES = 2;
/** The window failures are counted in: the owner is told about the 20th wrong PIN in it. */
export const PIN_WINDOW_MS = 60 * 60 * 1000;
export const OWNER_ALARM_AT = 20;
/** No turn is handed out further ahead than this: later attempts get 429 instead of waiting. */
export const MAX_QUEUE_MS = 30_000;
/** The longest gap between two turns. */
export const MAX_GAP_MS = 30_000;

export interface Turn {
  /** Milliseconds to wait before checking the PIN; undefined: no turn, answer 429 after retryMs. */
  waitMs?: number;
  /** When the turn starts, in ms since the epoch on the database's clock. */
  startsAt?: number;
  retryMs: number;
}

const key = (unitnumber: string) => unitnumber.trim().toLowerCase();

/** Both drivers answer raw SQL with `{ rows }` (pg QueryResult, PGlite Results). */
async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const seconds = (ms: number) => sql`make_interval(secs => ${ms} / 1000.0)`;

/**
 * Takes the unit's next turn: when it starts (waitMs from now), or none when the queue is more
 * than MAX_QUEUE_MS long. stepMs is the growth of the gap per failure (RATE_LIMIT_SLOWDOWN_MS).
 */
export async function takeTurn(
  db: Executor,
  hoaid: string,
  unitnumber: string,
  stepMs: number,
): Promise<Turn> {
  const unit = key(unitnumber);
  await db.execute(sql`
    INSERT INTO pin_gates (hoaid, unitnumber) VALUES (${hoaid}, ${unit})
    ON CONFLICT (hoaid, unitnumber) DO NOTHING`);
  // The row is locked (FOR UPDATE waits for, then reads, a concurrent turn), so two instances
  // taking turns at once get consecutive turns. Failures of an ended window no longer count.
  // The wait is measured from the clock after the lock (clock_timestamp), not from now(): on
  // PostgreSQL now() is when the statement's transaction began, before it waited for the lock,
  // so a turn queued behind a gap-free one would otherwise wait the lock's few milliseconds.
  const taken = await rowsOf<{ wait_ms: unknown; starts_ms: unknown }>(
    db,
    sql`
    UPDATE pin_gates g SET next_at = s.starts + make_interval(secs => s.gap_ms / 1000.0)
    FROM (
      SELECT greatest(next_at, now()) AS starts,
        CASE WHEN window_ends <= now() OR failures < ${FREE_FAILURES} THEN 0
             ELSE least(${MAX_GAP_MS}, ${stepMs} * (failures - ${FREE_FAILURES} + 1)) END AS gap_ms
      FROM pin_gates WHERE hoaid = ${hoaid} AND unitnumber = ${unit} FOR UPDATE
    ) s
    WHERE g.hoaid = ${hoaid} AND g.unitnumber = ${unit}
      AND s.starts <= now() + ${seconds(MAX_QUEUE_MS)}
    RETURNING floor(extract(epoch FROM (s.starts - clock_timestamp())) * 1000) AS wait_ms,
      round(extract(epoch FROM s.starts) * 1000) AS starts_ms`,
  );
  if (taken[0]) {
    const waitMs = Math.max(0, toCount(taken[0].wait_ms));
    return { waitMs, startsAt: toCount(taken[0].starts_ms), retryMs: waitMs };
  }
  const [queue] = await rowsOf<{ retry_ms: unknown }>(
    db,
    sql`SELECT floor(extract(epoch FROM (next_at - now())) * 1000) - ${MAX_QUEUE_MS} AS retry_ms
        FROM pin_gates WHERE hoaid = ${hoaid} AND unitnumber = ${unit}`,
  );
  return { retryMs: Math.max(1000, toCount(queue?.retry_ms)) };
}

/** Counts a wrong PIN for the unit; returns its failures in the current window. */
export async function recordFailure(
  db: Executor,
  hoaid: string,
  unitnumber: string,
): Promise<number> {
  const unit = key(unitnumber);
  const [row] = await rowsOf<{ failures: unknown }>(
    db,
    sql`
    INSERT INTO pin_gates (hoaid, unitnumber, failures, window_ends)
    VALUES (${hoaid}, ${unit}, 1, now() + ${seconds(PIN_WINDOW_MS)})
    ON CONFLICT (hoaid, unitnumber) DO UPDATE SET
      failures = CASE WHEN pin_gates.window_ends > now() THEN pin_gates.failures + 1 ELSE 1 END,
      window_ends = CASE WHEN pin_gates.window_ends > now() THEN pin_gates.window_ends
                         ELSE now() + ${seconds(PIN_WINDOW_MS)} END
    RETURNING failures`,
  );
  return toCount(row?.failures);
}

/** Forgets every unit's turns and failures (tests). */
export async function clearPinGates(db: Executor): Promise<void> {
  await db.execute(sql`DELETE FROM pin_gates`);
}
