// The tow list (docs/adr/0027-patrol-in-the-field.md). HOA Settings hold the rule: the Nth
// violation of a plate within D days (N = tow_violation_count, 0 = off) puts the plate on the
// list, checked in the transaction that saves the violation. A listed plate stays listed until
// an admin clears it with a note (audit-logged); violations saved before a clear never count
// again. The unit's owner is mailed (after commit) when a car of theirs is listed.
import {
  DUMPSTER_PLATE,
  TOW_MESSAGES,
  addDays,
  type ClearTowRequest,
  type MessageResponse,
  type TowEntry,
  type TowViolation,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import { findVehiclesByPlate } from '../db/queries/plate-lookups';
import {
  clearTowEntry,
  countTowViolations,
  findOpenTowEntry,
  findOpenTowEntryById,
  insertTowEntry,
  lastTowClear,
  listOpenTowEntries,
  lockPlateForTow,
  towViolationsOf,
  type TowEntryRow,
} from '../db/queries/tow-list';
import { findUserById } from '../db/queries/users';
import type { AuthContext } from '../domain/auth-context';
import { badRequest, notFound } from '../util/http-error';
import { actorOf, inTransaction, recordAudit, type Actor } from './audit';

export interface TowRule {
  violations: number;
  windowDays: number;
}

/** The community's rule, or undefined when it is off. */
export function towRuleOf(
  community: Pick<CommunityRow, 'tow_violation_count' | 'tow_window_days'>,
): TowRule | undefined {
  if (community.tow_violation_count <= 0) return undefined;
  return {
    violations: community.tow_violation_count,
    windowDays: Math.max(1, community.tow_window_days),
  };
}

/** The first day a violation counts on: the window is the last `windowDays` days, today included. */
export const windowStartOf = (rule: TowRule, today: string) => addDays(today, 1 - rule.windowDays);

/**
 * Run in the transaction that saved a violation of `plate`: lists the plate when the rule's
 * count is reached within its window. Returns the new entry (the caller mails the owner after
 * commit), or undefined when nothing changed.
 */
export async function escalateAfterViolation(
  tx: Executor,
  actor: Actor,
  community: CommunityRow,
  plate: string,
  today: string,
): Promise<TowEntryRow | undefined> {
  const rule = towRuleOf(community);
  if (!rule || !plate || plate === DUMPSTER_PLATE) return undefined;
  await lockPlateForTow(tx, community.hoaid, plate);
  if (await findOpenTowEntry(tx, community.hoaid, plate)) return undefined;
  const window_start = windowStartOf(rule, today);
  const clearedAt = await lastTowClear(tx, community.hoaid, plate);
  const counted = await countTowViolations(tx, community.hoaid, plate, window_start, clearedAt);
  if (counted < rule.violations) return undefined;
  const registered = await findVehiclesByPlate(tx, community.hoaid, plate);
  const entry = await insertTowEntry(tx, {
    hoaid: community.hoaid,
    plate,
    unitnumber: registered[0]?.unitnumber ?? '',
    window_start,
    violation_count: counted,
  });
  if (!entry) return undefined;
  await recordAudit(tx, actor, {
    kind: 'tow',
    action: 'create',
    entityid: entry.id,
    plate,
    unitnumber: entry.unitnumber,
    after: {
      violation_count: counted,
      window_start,
      rule: `${rule.violations} in ${rule.windowDays} days`,
    },
  });
  return entry;
}

/** For plate lookup: whether the plate is listed, and the violations behind it. */
export async function towStatusOf(
  db: Executor,
  community: CommunityRow,
  plate: string,
): Promise<{ tow_eligible: boolean; tow_violations?: TowViolation[] } | undefined> {
  const entry = await findOpenTowEntry(db, community.hoaid, plate);
  if (!entry) return towRuleOf(community) ? { tow_eligible: false } : undefined;
  const behind = await towViolationsOf(db, [entry]);
  return { tow_eligible: true, tow_violations: behind.get(plate) ?? [] };
}

/** The open entries of the token's community, newest first, each with its violations. */
export async function towList(db: Executor, hoaid: string): Promise<TowEntry[]> {
  const entries = await listOpenTowEntries(db, hoaid);
  const behind = await towViolationsOf(db, entries);
  return entries.map((entry) => ({
    _id: entry.id,
    plate: entry.plate,
    unitnumber: entry.unitnumber,
    eligible_at: entry.eligible_at.toISOString(),
    window_start: entry.window_start,
    violations: behind.get(entry.plate) ?? [],
  }));
}

export async function clearTow(
  db: Executor,
  auth: AuthContext,
  input: ClearTowRequest,
): Promise<MessageResponse> {
  const note = input.note.trim();
  if (!note) throw badRequest(TOW_MESSAGES.noteRequired, { note: TOW_MESSAGES.noteRequired });
  const admin = await findUserById(db, auth.userId);
  const cleared = await inTransaction(db, async (tx) => {
    const entry = await findOpenTowEntryById(tx, auth.hoaid, input.tow_id);
    if (!entry) throw notFound(TOW_MESSAGES.notFound);
    const row = await clearTowEntry(tx, entry.id, {
      cleared_by: auth.userId,
      cleared_by_name: admin?.name ?? '',
      clear_note: note,
    });
    if (!row) throw notFound(TOW_MESSAGES.notFound);
    await recordAudit(tx, actorOf(auth), {
      kind: 'tow',
      action: 'clear',
      entityid: row.id,
      plate: row.plate,
      unitnumber: row.unitnumber,
      before: { eligible_at: entry.eligible_at.toISOString() },
      after: { clear_note: note },
    });
    return row;
  });
  return { message: TOW_MESSAGES.cleared(cleared.plate) };
}
