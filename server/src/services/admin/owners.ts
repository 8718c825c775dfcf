// Admin owner edits (spec §2 Admin "Owner details", §6): admin rows are protected, e-mails
// stay unique in the community, and a new PIN or an unavailable unit ends renter sessions
// exactly like the owner's own changepin / changeavailability.
import {
  AUTHZ,
  SUCCESS,
  hasErrors,
  overLimitsQuestion,
  validateUnitAllowance,
  type MessageResponse,
  type SettingsSaveResponse,
  type UnitAllowance,
  type CheckedUpdateOwnerRequest,
} from '@parking/shared/domain';
import type { Database, Executor } from '../../db/client';
import type { CommunityRow } from '../../db/queries/communities';
import { emailTakenByOther, updateOwnerRow } from '../../db/queries/admin-owners';
import { findUserById } from '../../db/queries/users';
import type { AuthContext } from '../../domain/auth-context';
import { todayIn } from '../../util/dates';
import { badRequest, conflict, forbidden, notFound } from '../../util/http-error';
import { recomputeWarnings } from '../unit-warnings';
import { unitOverLimits } from './over-limits';
import {
  USER_FIELDS,
  actorOf,
  changedFields,
  inTransaction,
  recordAudit,
  userEntry,
} from '../audit';

export const OWNER_NOT_FOUND = 'Owner not found';
export const EMAIL_IN_USE = 'This e-mail is already used in this community';

/** Each value is "community default" or a number; free spots fit their allowance. */
export function checkUnitAllowance(unit: UnitAllowance, community: CommunityRow): void {
  const errors = validateUnitAllowance(unit, community);
  if (hasErrors(errors)) throw badRequest(Object.values(errors)[0] ?? 'Invalid allowance', errors);
}

/**
 * spec §7 updateowner. An allowance field left out keeps the unit's value (docs/adr/0028); the
 * answer counts the unit's cars onsite over its limits after and before. With `preview` it
 * only counts them and saves nothing, so the admin can be asked first.
 */
export async function updateOwner(
  db: Database,
  auth: AuthContext,
  community: CommunityRow,
  input: Omit<CheckedUpdateOwnerRequest, 'hoaid' | 'preview'>,
  preview = false,
): Promise<SettingsSaveResponse> {
  const target = await findUserById(db, input.owner_id);
  if (!target || target.hoaid !== auth.hoaid) throw notFound(OWNER_NOT_FOUND);
  if (target.role === 'admin') throw forbidden(AUTHZ.changeOwner);
  if (await emailTakenByOther(db, auth.hoaid, input.owner_email, target.id)) {
    throw conflict(EMAIL_IN_USE, { owner_email: EMAIL_IN_USE });
  }
  const before: UnitAllowance = {
    parking_allowed: target.parking_allowed,
    parking_allowed_renter: target.parking_allowed_renter,
    owner_free_parking: target.owner_free_parking,
    renter_free_parking: target.renter_free_parking,
  };
  const allowance: UnitAllowance = {
    parking_allowed: kept(input.parking_allowed, before.parking_allowed),
    parking_allowed_renter: kept(input.parking_allowed_renter, before.parking_allowed_renter),
    owner_free_parking: kept(input.owner_free_parking, before.owner_free_parking),
    renter_free_parking: kept(input.renter_free_parking, before.renter_free_parking),
  };
  checkUnitAllowance(allowance, community);
  const today = todayIn(community.timezone);
  if (preview) {
    const counted = await unitOverLimits(db, community, target.id, before, allowance, today);
    return { message: overLimitsQuestion(counted.over_limits), ...counted };
  }
  const revokeRenters =
    input.owner_pincode !== target.pincode || (input.status_flag === 0 && target.status_flag === 1);
  const set = {
    email: input.owner_email,
    name: input.owner_name || `${input.owner_fname} ${input.owner_lname}`.trim(),
    first_name: input.owner_fname,
    last_name: input.owner_lname,
    phone: input.owner_phone,
    pincode: input.owner_pincode,
    ...allowance,
    status_flag: input.status_flag,
  };
  const counted = await db.transaction(async (tx) => {
    await updateOwnerRow(tx, target.id, set, revokeRenters);
    const change = changedFields(target, set, USER_FIELDS);
    await recordAudit(tx, actorOf(auth), userEntry('owner', 'update', target, change));
    // A new exception changes the unit's limits at once: its warning flags follow.
    const saved = await findUserById(tx, target.id);
    if (saved) await recomputeWarnings(tx, community, saved, today);
    return unitOverLimits(tx, community, target.id, before, allowance, today);
  });
  return { message: SUCCESS.updateOwner, ...counted };
}

/** An allowance field left out of the request keeps the unit's value. */
const kept = (sent: number | null | undefined, stored: number | null): number | null =>
  sent === undefined ? stored : sent;

/** spec §7 changeadminname: an admin renames only their own row. */
export async function changeAdminName(
  db: Executor,
  auth: AuthContext,
  input: { userid: string; name: string; phone: string },
): Promise<MessageResponse> {
  if (input.userid !== auth.userId) throw forbidden(AUTHZ.changeOwner);
  const set = { name: input.name, phone: input.phone };
  await inTransaction(db, async (tx) => {
    const before = await findUserById(tx, auth.userId);
    await updateOwnerRow(tx, auth.userId, set, false);
    const change = before ? changedFields(before, set, USER_FIELDS) : null;
    const subject = { id: auth.userId, unitnumber: before?.unitnumber ?? '' };
    await recordAudit(tx, actorOf(auth), userEntry('account', 'update', subject, change));
  });
  return { message: SUCCESS.changeName };
}
