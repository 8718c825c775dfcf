// Sessions ended by logout (migration 0015, docs/adr/0022): kept in the database so that every
// instance refuses the token, whether Redis is up, down or freshly emptied.
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../client';
import { endedSessions } from '../schema';

export async function isSessionEnded(db: Executor, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ jti: endedSessions.jti })
    .from(endedSessions)
    .where(eq(endedSessions.jti, jti))
    .limit(1);
  return row !== undefined;
}

/** Records the token as ended until it expires, and forgets tokens that expired since. */
export async function endSessionToken(db: Executor, jti: string, expiresAt: Date): Promise<void> {
  await db
    .insert(endedSessions)
    .values({ jti, expires_at: expiresAt })
    .onConflictDoNothing({ target: endedSessions.jti });
  await db.delete(endedSessions).where(lt(endedSessions.expires_at, new Date()));
}
