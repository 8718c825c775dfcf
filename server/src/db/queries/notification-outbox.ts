// The transactional outbox of notification mails (migration 0021, docs/adr/0022 "Mails that go
// once"). A row is added in the transaction of the change it tells about; the 'notify' job that
// sends it first claims it, so a row is sent by one worker at a time and never after it was
// sent, whatever the queue kept or lost. A claim runs out after CLAIM_MS: a row whose process
// died while sending is claimed again by the next sweep.
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import type { PendingWrite } from './together';
import { notificationOutbox } from '../schema';

/** How long a claim holds: longer than any send (SMTP timeouts are a minute at most). */
export const CLAIM_MS = 120_000;
/** A pending row younger than this has its job queued by the request that added it. */
export const SWEEP_AFTER_MS = 5_000;

/** An event as the outbox keeps it: JSON with the community it belongs to. */
export interface OutboxEvent {
  hoaid: string;
}

export interface OutboxRow<E extends OutboxEvent = OutboxEvent> {
  id: number;
  key: string;
  event: E;
  state: 'pending' | 'sending' | 'sent' | 'failed';
}

/**
 * Adds the event under its key, once: a second add of the same key changes nothing. Answers
 * the row (new or earlier), so the caller can queue its job while it is still to be sent.
 */
export async function addToOutbox<E extends OutboxEvent>(
  db: Executor,
  event: E,
  key: string,
): Promise<OutboxRow<E>> {
  // One round trip (this runs after every onsite write): the new row, or the one that holds
  // the key already. The SELECT sees the statement's snapshot, so a row another transaction
  // committed while this one inserted is read by the second statement below.
  const result = (await db.execute(sql`
    WITH added AS (
      INSERT INTO notification_outbox (key, hoaid, event)
      VALUES (${key}, ${event.hoaid}, ${JSON.stringify(event)}::jsonb)
      ON CONFLICT (key) DO NOTHING
      RETURNING id, key, event, state
    )
    SELECT id, key, event, state FROM added
    UNION ALL
    SELECT id, key, event, state FROM notification_outbox
     WHERE key = ${key} AND NOT EXISTS (SELECT 1 FROM added)`)) as unknown as {
    rows: (typeof notificationOutbox.$inferSelect)[];
  };
  const row =
    result.rows[0] ??
    (await db.select().from(notificationOutbox).where(eq(notificationOutbox.key, key)).limit(1))[0];
  if (!row) throw new Error(`outbox row ${key} vanished`);
  return toOutboxRow<E>(row);
}

/**
 * The event's row under its key, to send with the change's other writes (writeTogether): the
 * change's transaction keeps it, and a key kept already stays as it is.
 */
export function outboxWrite(event: OutboxEvent, key: string): PendingWrite {
  return {
    shape: 'outbox',
    values: { key, hoaid: event.hoaid, event: JSON.stringify(event) },
    build: (_db, value) => sql`
      INSERT INTO notification_outbox (key, hoaid, event)
      VALUES (${value('key')}, ${value('hoaid')}, ${value('event')}::jsonb)
      ON CONFLICT (key) DO NOTHING`,
  };
}

/**
 * Adds many events in one statement (an import's mails); keys already taken are skipped.
 * Answers the rows added.
 */
export async function addManyToOutbox<E extends OutboxEvent>(
  db: Executor,
  entries: { event: E; key: string }[],
): Promise<OutboxRow<E>[]> {
  if (entries.length === 0) return [];
  const added = await db
    .insert(notificationOutbox)
    .values(entries.map(({ event, key }) => ({ key, hoaid: event.hoaid, event })))
    .onConflictDoNothing({ target: notificationOutbox.key })
    .returning();
  return added.map((row) => toOutboxRow<E>(row));
}

/**
 * Claims the row for one send: only a pending row, or a sending row whose claim ran out.
 * Answers null when another worker holds it or it was sent or given up already.
 */
export async function claimOutboxRow(db: Executor, id: number): Promise<OutboxRow | null> {
  const [row] = await db
    .update(notificationOutbox)
    .set({
      state: 'sending',
      attempts: sql`${notificationOutbox.attempts} + 1`,
      claimed_until: sql`now() + make_interval(secs => ${CLAIM_MS / 1000})`,
    })
    .where(
      and(
        eq(notificationOutbox.id, id),
        or(
          eq(notificationOutbox.state, 'pending'),
          and(
            eq(notificationOutbox.state, 'sending'),
            lt(notificationOutbox.claimed_until, sql`now()`),
          ),
        ),
      ),
    )
    .returning();
  return row ? toOutboxRow(row) : null;
}

/**
 * Claims up to `limit` rows never tried yet for one drain (oldest first), skipping rows another
 * worker has locked, so two drains on two instances never take the same row; a row whose send
 * failed is left to its own job's retries. Answers the rows claimed.
 */
export async function claimPendingOutboxRows(db: Executor, limit: number): Promise<OutboxRow[]> {
  const result = (await db.execute(sql`
    UPDATE notification_outbox
       SET state = 'sending',
           attempts = attempts + 1,
           claimed_until = now() + make_interval(secs => ${CLAIM_MS / 1000})
     WHERE id IN (SELECT id FROM notification_outbox
                   WHERE state = 'pending' AND attempts = 0
                   ORDER BY id
                   LIMIT ${limit}
                     FOR UPDATE SKIP LOCKED)
    RETURNING id, key, event, state`)) as unknown as {
    rows: (typeof notificationOutbox.$inferSelect)[];
  };
  return result.rows.map((row) => toOutboxRow(row)).sort((a, b) => a.id - b.id);
}

export async function markOutboxSent(db: Executor, id: number): Promise<void> {
  await markOutboxRowsSent(db, [id]);
}

/** Rows a drain has sent, in one statement. */
export async function markOutboxRowsSent(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationOutbox)
    .set({ state: 'sent', sent_at: sql`now()`, claimed_until: null, last_error: null })
    .where(inArray(notificationOutbox.id, ids));
}

/** A failed send: pending again for the job's next attempt, or failed after its last one. */
export async function releaseOutboxRow(
  db: Executor,
  id: number,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({
      state: final ? 'failed' : 'pending',
      claimed_until: null,
      last_error: error.slice(0, 500),
    })
    .where(eq(notificationOutbox.id, id));
}

/**
 * Every claim ends: for the single process on PGlite at start, when no other process can be
 * sending (one process per data folder), so what a killed process was sending goes again now,
 * not when its claim runs out.
 */
export async function releaseAllClaims(db: Executor): Promise<number> {
  const released = await db
    .update(notificationOutbox)
    .set({ state: 'pending', claimed_until: null })
    .where(eq(notificationOutbox.state, 'sending'))
    .returning({ id: notificationOutbox.id });
  return released.length;
}

/**
 * Rows whose job may be lost: pending longer than SWEEP_AFTER_MS (the process that added them
 * died before queueing, or its in-process queue died with it) or sending past their claim.
 */
export async function orphanedOutboxRows(db: Executor, limit: number): Promise<OutboxRow[]> {
  const rows = await db
    .select()
    .from(notificationOutbox)
    .where(
      and(
        inArray(notificationOutbox.state, ['pending', 'sending']),
        or(
          and(
            eq(notificationOutbox.state, 'pending'),
            lt(
              notificationOutbox.created_at,
              sql`now() - make_interval(secs => ${SWEEP_AFTER_MS / 1000})`,
            ),
          ),
          lt(notificationOutbox.claimed_until, sql`now()`),
        ),
      ),
    )
    .orderBy(asc(notificationOutbox.id))
    .limit(limit);
  return rows.map(toOutboxRow);
}

/** Rows still to be sent (health, tests and tools). */
export async function openOutboxCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.state, ['pending', 'sending']));
  return Number(row?.count ?? 0);
}

function toOutboxRow<E extends OutboxEvent = OutboxEvent>(
  row: typeof notificationOutbox.$inferSelect,
): OutboxRow<E> {
  return {
    id: Number(row.id),
    key: row.key,
    event: row.event as E,
    state: row.state as OutboxRow['state'],
  };
}
