// Guest invitations (docs/adr/0014). The link's token is random (32 bytes); only its
// SHA-256 is stored, so a database leak does not leak usable links.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { invitationVehicles, invitations, vehicles } from '../schema';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitationRow = Omit<typeof invitations.$inferInsert, 'token_hash'>;

export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** Inserts the invitation and answers its row and the token (never stored). */
export async function insertInvitation(
  db: Executor,
  values: NewInvitationRow,
): Promise<{ row: InvitationRow; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(invitations)
    .values({ ...values, token_hash: hashInvitationToken(token) })
    .returning();
  return { row: row!, token };
}

export async function findInvitationByToken(
  db: Executor,
  token: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.token_hash, hashInvitationToken(token)))
    .limit(1);
  return row;
}

export async function findInvitation(
  db: Executor,
  hoaid: string,
  id: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.hoaid, hoaid)))
    .limit(1);
  return row;
}

/** Newest first: the unit owner's invitations, or (no owner) the community's. */
export async function listInvitations(
  db: Executor,
  scope: { hoaid: string; ownerid?: string },
): Promise<InvitationRow[]> {
  const where = scope.ownerid
    ? and(eq(invitations.hoaid, scope.hoaid), eq(invitations.ownerid, scope.ownerid))
    : eq(invitations.hoaid, scope.hoaid);
  return db
    .select()
    .from(invitations)
    .where(where)
    .orderBy(desc(invitations.created_at), desc(invitations.id))
    .limit(500);
}

/** Plates registered through each invitation. */
export async function platesOfInvitations(
  db: Executor,
  ids: string[],
): Promise<Map<string, string[]>> {
  const plates = new Map<string, string[]>();
  if (ids.length === 0) return plates;
  const rows = await db
    .select({ invitation_id: invitationVehicles.invitation_id, plate: vehicles.plate })
    .from(invitationVehicles)
    .innerJoin(vehicles, eq(vehicles.id, invitationVehicles.vehicle_id))
    .where(inArray(invitationVehicles.invitation_id, ids))
    .orderBy(invitationVehicles.created_at);
  for (const row of rows) {
    plates.set(row.invitation_id, [...(plates.get(row.invitation_id) ?? []), row.plate]);
  }
  return plates;
}

/** The invitation's row, locked until the caller's transaction ends (one accept at a time). */
export async function lockInvitation(tx: Executor, id: string): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(eq(invitations.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Counts one more vehicle registered through the invitation (inside the locking transaction). */
export async function countInvitationUse(tx: Executor, id: string): Promise<void> {
  await tx
    .update(invitations)
    .set({ used_count: sql`${invitations.used_count} + 1` })
    .where(eq(invitations.id, id));
}

/** Gives back a use claimed before a paid save that did not happen (guest card step). */
export async function releaseInvitationUse(db: Executor, id: string): Promise<void> {
  await db
    .update(invitations)
    .set({ used_count: sql`greatest(${invitations.used_count} - 1, 0)` })
    .where(eq(invitations.id, id));
}

export async function linkInvitationVehicle(
  db: Executor,
  invitationId: string,
  vehicleId: string,
): Promise<void> {
  await db
    .insert(invitationVehicles)
    .values({ invitation_id: invitationId, vehicle_id: vehicleId })
    .onConflictDoNothing();
}

/** Marks it revoked; false when it already was. */
export async function markInvitationRevoked(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(invitations.id, id), isNull(invitations.revoked_at)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

export async function vehicleIdsOfInvitation(db: Executor, id: string): Promise<string[]> {
  const rows = await db
    .select({ id: invitationVehicles.vehicle_id })
    .from(invitationVehicles)
    .where(eq(invitationVehicles.invitation_id, id));
  return rows.map((row) => row.id);
}
