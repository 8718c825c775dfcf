// User rows (owners and admins) and the renter check-in unit lookups.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { UnitListItem } from '@parking/shared/domain';
import type { Executor } from '../client';
import { endedSessions, users } from '../schema';
import { isUuid } from '../../util/ids';
import { invalidate, rowCacheOf, userKey } from '../row-cache';
import { builtOnce, value } from '../built-once';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

// Every signed-in request reads its user: the statements are built once (docs/adr/0042).
const userById = builtOnce((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, value('id')))
    .limit(1),
);
const sessionUser = builtOnce((db) =>
  db
    .select({
      user: users,
      ended: sql<boolean>`exists (select 1 from ${endedSessions} where ${endedSessions.jti} = ${value('jti')})`,
    })
    .from(users)
    .where(eq(users.id, value('id')))
    .limit(1),
);

/** Outside a transaction the row may come from the row cache (src/db/row-cache.ts). */
export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const load = async () => {
    const [row] = await userById(db, { id });
    return row;
  };
  const cache = rowCacheOf(db);
  return cache ? cache.get(userKey(id), load) : load();
}

/**
 * A signed-in request's user and, when the user had to be read, whether the session `jti` was
 * ended by a logout, in the same statement (`ended` is undefined when the row came from the row
 * cache: the caller asks isSessionEnded). On the embedded database the session's answer has a
 * cache of its own, so the row is read alone there.
 */
export async function findSessionUser(
  db: Executor,
  id: string,
  jti: string,
): Promise<{ user: UserRow | undefined; ended: boolean | undefined }> {
  const cache = rowCacheOf(db);
  if (!isUuid(id) || cache?.oneProcess)
    return { user: await findUserById(db, id), ended: undefined };
  let ended: boolean | undefined;
  const load = async () => {
    const [row] = await sessionUser(db, { id, jti });
    ended = row?.ended;
    return row?.user;
  };
  const user = cache ? await cache.get(userKey(id), load) : await load();
  return { user, ended };
}

export async function findUserByEmail(
  db: Executor,
  hoaid: string,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.hoaid, hoaid), eq(users.email, email.trim().toLowerCase())))
    .limit(1);
  return row;
}

/** The owner of a unit (spec §1: one owner login per unit). */
export async function findOwnerOfUnit(
  db: Executor,
  hoaid: string,
  unitnumber: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.hoaid, hoaid),
        eq(users.unitnumber, unitnumber),
        eq(users.role, 'owner'),
        isNull(users.closed_at),
      ),
    )
    .orderBy(asc(users.created_at))
    .limit(1);
  return row;
}

export async function insertUser(db: Executor, user: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.trim().toLowerCase() })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** A new password ends every session of the user (ARCHITECTURE "Auth" session version). */
export async function updatePasswordHash(db: Executor, id: string, passwordHash: string) {
  await db
    .update(users)
    .set({
      password_hash: passwordHash,
      session_version: sql`${users.session_version} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(users.id, id));
  invalidate(userKey(id));
}

/** Ends every session of the user: tokens carrying an older `sv` get 401. */
export async function revokeSessions(db: Executor, id: string) {
  await db
    .update(users)
    .set({ session_version: sql`${users.session_version} + 1` })
    .where(eq(users.id, id));
  invalidate(userKey(id));
}

export async function markEmailVerified(db: Executor, id: string) {
  await db
    .update(users)
    .set({ email_verified: true, updated_at: sql`now()` })
    .where(eq(users.id, id));
  invalidate(userKey(id));
}

/** Units of the community's owners with their availability flag (spec §2 Renter Checkin). */
export async function listOwnerUnits(db: Executor, hoaid: string): Promise<UnitListItem[]> {
  const rows = await db
    .selectDistinct({ unitnumber: users.unitnumber, status_flag: users.status_flag })
    .from(users)
    .where(and(eq(users.hoaid, hoaid), eq(users.role, 'owner'), isNull(users.closed_at)));
  return rows
    .filter((row) => row.unitnumber !== '')
    .map((row): UnitListItem => ({
      unitnumber: row.unitnumber,
      status_flag: row.status_flag === 1 ? 1 : 0,
    }))
    .sort((a, b) => a.unitnumber.localeCompare(b.unitnumber, 'en', { numeric: true }));
}

/** The e-mail addresses of a community's administrators. */
export async function listAdminEmails(db: Executor, hoaid: string): Promise<{ email: string }[]> {
  return db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.hoaid, hoaid), eq(users.role, 'admin')));
}

/** Every user row of a community. */
export async function listCommunityUsers(db: Executor, hoaid: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.hoaid, hoaid));
}

/** The e-mails and units a community's open accounts hold (a CSV import may not reuse them). */
export async function listOpenAccounts(db: Executor, hoaid: string) {
  // A deleted owner's closed row keeps its unit's history only: the unit can have a new owner.
  return db
    .select({ email: users.email, unitnumber: users.unitnumber, role: users.role })
    .from(users)
    .where(and(eq(users.hoaid, hoaid), isNull(users.closed_at)));
}

/** Inserts accounts in one statement; answers their ids in the same order. */
export async function insertUsers(db: Executor, rows: NewUserRow[]): Promise<{ id: string }[]> {
  return db.insert(users).values(rows).returning({ id: users.id });
}
