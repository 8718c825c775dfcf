// The tow list (docs/adr/0027-patrol-in-the-field.md): open entries per plate, the violations
// that count toward the community's tow rule, and an admin's clear.
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Dstr, TowViolation } from '@parking/shared/domain';
import type { Executor } from '../client';
import { towEntries, violations } from '../schema';
import { isUuid } from '../../util/ids';

export type TowEntryRow = typeof towEntries.$inferSelect;

/**
 * Serialises the tow check of one plate within the transaction (released at commit), so two
 * violations of the plate saved at once both see each other and exactly one lists it.
 */
export async function lockPlateForTow(db: Executor, hoaid: string, plate: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`tow:${hoaid}:${plate}`}))`);
}

export async function findOpenTowEntry(
  db: Executor,
  hoaid: string,
  plate: string,
): Promise<TowEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(towEntries)
    .where(
      and(eq(towEntries.hoaid, hoaid), eq(towEntries.plate, plate), isNull(towEntries.cleared_at)),
    )
    .limit(1);
  return row;
}

export async function findOpenTowEntryById(
  db: Executor,
  hoaid: string,
  id: string,
): Promise<TowEntryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(towEntries)
    .where(and(eq(towEntries.id, id), eq(towEntries.hoaid, hoaid), isNull(towEntries.cleared_at)))
    .for('update')
    .limit(1);
  return row;
}

/** An open entry by id, unlocked (the mail job reads it again when it runs). */
export async function openTowEntryById(
  db: Executor,
  hoaid: string,
  id: string,
): Promise<TowEntryRow[]> {
  if (!isUuid(id)) return [];
  return db
    .select()
    .from(towEntries)
    .where(and(eq(towEntries.id, id), eq(towEntries.hoaid, hoaid), isNull(towEntries.cleared_at)))
    .limit(1);
}

/** When the plate was last cleared from the tow list, if ever: violations before it are done. */
export async function lastTowClear(
  db: Executor,
  hoaid: string,
  plate: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: max(towEntries.cleared_at) })
    .from(towEntries)
    .where(and(eq(towEntries.hoaid, hoaid), eq(towEntries.plate, plate)));
  return row?.at ?? undefined;
}

function countingConditions(hoaid: string, plate: string, from: Dstr, after?: Date) {
  const conditions = [
    eq(violations.hoaid, hoaid),
    eq(violations.violation_plate, plate),
    gte(violations.violation_date, from),
  ];
  if (after) conditions.push(gt(violations.created_at, after));
  return and(...conditions);
}

/** Violations of the plate dated `from` or later (and saved after `after`, a clear). */
export async function countTowViolations(
  db: Executor,
  hoaid: string,
  plate: string,
  from: Dstr,
  after?: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(violations)
    .where(countingConditions(hoaid, plate, from, after));
  return Number(row?.n ?? 0);
}

const towViolationColumns = {
  _id: violations.id,
  violation_date: violations.violation_date,
  violation_time: violations.violation_time,
  violation_type: violations.violation_type,
  violation_location: violations.violation_location,
  violation_state: violations.violation_state,
};

/** The violations behind an open entry: those of its window and every one since, newest first. */
export async function towViolationsOf(
  db: Executor,
  entries: Pick<TowEntryRow, 'hoaid' | 'plate' | 'window_start'>[],
): Promise<Map<string, TowViolation[]>> {
  const byPlate = new Map<string, TowViolation[]>();
  const first = entries[0];
  if (!first) return byPlate;
  const plates = entries.map((entry) => entry.plate);
  const rows = await db
    .select({ ...towViolationColumns, plate: violations.violation_plate })
    .from(violations)
    .where(and(eq(violations.hoaid, first.hoaid), inArray(violations.violation_plate, plates)))
    .orderBy(
      desc(violations.violation_date),
      desc(sql`${violations.violation_time} collate "C"`),
      desc(violations.created_at),
    );
  const starts = new Map(entries.map((entry) => [entry.plate, entry.window_start]));
  for (const { plate, ...violation } of rows) {
    const start = starts.get(plate);
    if (start === undefined || violation.violation_date < start) continue;
    const list = byPlate.get(plate) ?? [];
    list.push(violation);
    byPlate.set(plate, list);
  }
  return byPlate;
}

export async function insertTowEntry(
  db: Executor,
  values: typeof towEntries.$inferInsert,
): Promise<TowEntryRow | undefined> {
  // The partial unique index keeps one open entry per plate; a second one is not an error.
  const [row] = await db.insert(towEntries).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listOpenTowEntries(db: Executor, hoaid: string): Promise<TowEntryRow[]> {
  return db
    .select()
    .from(towEntries)
    .where(and(eq(towEntries.hoaid, hoaid), isNull(towEntries.cleared_at)))
    .orderBy(desc(towEntries.eligible_at), asc(towEntries.plate));
}

export async function clearTowEntry(
  db: Executor,
  id: string,
  values: Pick<TowEntryRow, 'cleared_by' | 'cleared_by_name' | 'clear_note'>,
): Promise<TowEntryRow | undefined> {
  const [row] = await db
    .update(towEntries)
    .set({ ...values, cleared_at: sql`now()` })
    .where(and(eq(towEntries.id, id), isNull(towEntries.cleared_at)))
    .returning();
  return row;
}
