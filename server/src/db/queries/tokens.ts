// One-time e-mail tokens (verification, password reset); only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { userTokens, type UserTokenPurpose } from '../schema';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createUserToken(
  db: Executor,
  userId: string,
  purpose: UserTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The row of this secret token, for this user and purpose. */
function tokenOf(userId: string, purpose: UserTokenPurpose, token: string) {
  return and(
    eq(userTokens.token_hash, hashToken(token)),
    eq(userTokens.user_id, userId),
    eq(userTokens.purpose, purpose),
  );
}

/** The token's row when it belongs to the user, has this purpose, is unused and unexpired. */
export async function findUsableToken(
  db: Executor,
  userId: string,
  purpose: UserTokenPurpose,
  token: string,
) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(
      and(
        tokenOf(userId, purpose, token),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function consumeToken(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(userTokens.id, id), isNull(userTokens.used_at)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** Marks every unused token of the purpose used: a password reset kills all other reset links. */
export async function retireTokens(db: Executor, userId: string, purpose: UserTokenPurpose) {
  await db
    .update(userTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(userTokens.user_id, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.used_at),
      ),
    );
}

/** The token's row whether or not it was used (a verification link opened twice). */
export async function findTokenRow(
  db: Executor,
  userId: string,
  purpose: UserTokenPurpose,
  token: string,
) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(tokenOf(userId, purpose, token))
    .limit(1);
  return row;
}
