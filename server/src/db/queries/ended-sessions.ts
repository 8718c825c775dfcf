// Sessions ended by logout (migration 0015, docs/adr/0022): kept in the database so that every
// instance refuses the token, whether Redis is up, down or freshly emptied.
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../client';
import { endedSessions } from '../schema';
import { invalidate, rowCacheOf, sessionKey } from '../row-cache';

/**
 * On the embedded database (one process, which sees every logout) a live session's answer comes
 * from the row cache (src/db/row-cache.ts) and a logout drops it. Several instances ask the
 * table every time: a logout must hold on all of them even while Redis, which carries the
 * cache's invalidations, is away (docs/adr/0022). An ended session is never cached here (the
 * caller keeps those itself).
 */
export async function isSessionEnded(db: Executor, jti: string): Promise<boolean> {
  const load = async () => {
    const [row] = await db
      .select({ jti: endedSessions.jti })
      .from(endedSessions)
      .where(eq(endedSessions.jti, jti))
      .limit(1);
    return row === undefined ? { live: true } : undefined;
  };
  const cache = rowCacheOf(db);
  const live = cache?.oneProcess ? await cache.get(sessionKey(jti), load) : await load();
  return live === undefined;
}

/** Records the token as ended until it expires, and forgets tokens that expired since. */
export async function endSessionToken(db: Executor, jti: string, expiresAt: Date): Promise<void> {
  await db
    .insert(endedSessions)
    .values({ jti, expires_at: expiresAt })
    .onConflictDoNothing({ target: endedSessions.jti });
  invalidate(sessionKey(jti));
  await db.delete(endedSessions).where(lt(endedSessions.expires_at, new Date()));
}
