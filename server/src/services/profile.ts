// The owner profile (spec §2 Owner profile, §7 Users): name and phone, PIN, availability,
// rules and regulations, and deleting the account. Owners change only themselves; an admin
// may delete owners of the community (admin rows are protected, spec §6).
import {
  AUTHZ,
  SUCCESS,
  type ChangeAvailabilityRequest,
  type ChangeNameRequest,
  type ChangePinRequest,
  type ChangeRulesAndRegsRequest,
  type MessageResponse,
} from '@parking/shared/domain';
import type { Database, Executor } from '../db/client';
import { findCommunityRow } from '../db/queries/communities';
import { closeOwnerAccount, updateUserProfile } from '../db/queries/user-updates';
import { countUnitOnsite, lockOwnerRow } from '../db/queries/vehicle-counts';
import { findUserById, type UserRow } from '../db/queries/users';
import type { AuthContext } from '../domain/auth-context';
import { todayIn } from '../util/dates';
import { badRequest, conflict, forbidden, notFound } from '../util/http-error';
import { RULES_NOT_ACCEPTED } from './vehicle-form';
import {
  USER_FIELDS,
  actorOf,
  changedFields,
  fieldsOf,
  inTransaction,
  recordAudit,
  userEntry,
} from './audit';

type ProfileUpdate = Parameters<typeof updateUserProfile>[2];

/** The profile change and its audit entry (only the changed fields) in one transaction. */
async function saveProfile(
  db: Executor,
  auth: AuthContext,
  user: UserRow,
  set: ProfileUpdate,
  revokeRenters?: boolean,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await updateUserProfile(tx, user.id, set, revokeRenters);
    const change = changedFields(user, set, USER_FIELDS);
    await recordAudit(tx, actorOf(auth), userEntry('owner', 'update', user, change));
  });
}

export const UNIT_NOT_EDITABLE = 'Unit number cannot be changed';
export const OWNER_NOT_FOUND = 'Owner not found';

/** The caller's own owner row; anyone else's answers 'not authorized to change owner'. */
async function selfOwner(db: Executor, auth: AuthContext, userid: string): Promise<UserRow> {
  if (auth.role !== 'owner' || userid !== auth.userId) throw forbidden(AUTHZ.changeOwner);
  const user = await findUserById(db, userid);
  if (!user || user.hoaid !== auth.hoaid) throw forbidden(AUTHZ.changeOwner);
  return user;
}

/** A new PIN ends the unit's renter sessions (ARCHITECTURE "Auth": pin version). */
export async function changePin(db: Executor, auth: AuthContext, input: ChangePinRequest) {
  const user = await selfOwner(db, auth, input.userid);
  await saveProfile(db, auth, user, { pincode: input.pincode }, true);
  return { message: SUCCESS.changePin } satisfies MessageResponse;
}

/** spec §5: the unit number on the profile is not editable. */
export async function changeName(
  db: Executor,
  auth: AuthContext,
  input: Omit<ChangeNameRequest, 'which'>,
): Promise<MessageResponse> {
  const user = await selfOwner(db, auth, input.userid);
  if (input.unitnumber && input.unitnumber !== user.unitnumber) {
    throw badRequest(UNIT_NOT_EDITABLE, { unitnumber: UNIT_NOT_EDITABLE });
  }
  await saveProfile(db, auth, user, {
    first_name: input.fname,
    last_name: input.lname,
    name: input.name || `${input.fname} ${input.lname}`,
    phone: input.phone,
  });
  return { message: SUCCESS.changeName };
}

/** Not available for rent (0) also revokes the renter sessions, so 1 later does not revive them. */
export async function changeAvailability(
  db: Executor,
  auth: AuthContext,
  input: ChangeAvailabilityRequest,
): Promise<MessageResponse> {
  const user = await selfOwner(db, auth, input.userid);
  const set = { status_flag: input.status_flag };
  await saveProfile(db, auth, user, set, input.status_flag === 0);
  return { message: SUCCESS.changeAvailability };
}

/** spec §4: accepting the rules sets terms 1, termsaccepted true and marks has_read_terms. */
export async function changeRulesAndRegs(
  db: Executor,
  auth: AuthContext,
  input: ChangeRulesAndRegsRequest,
): Promise<MessageResponse> {
  const user = await selfOwner(db, auth, input.userid);
  // Only an acceptance is answered 'Acknowledge Rules Success'. Anything else records
  // that the rules are not accepted, and the server then refuses the owner's vehicle changes.
  const accepted = input.terms === 1 && input.termsaccepted;
  await saveProfile(db, auth, user, { has_read_terms: accepted });
  return { message: accepted ? SUCCESS.acknowledgeRules : RULES_NOT_ACCEPTED };
}

/** Not written in the spec, the team's text. */
export const OWNER_HAS_VEHICLES_ONSITE =
  'This account cannot be deleted while the unit has vehicles onsite. Please set them offsite first.';

/**
 * spec §1 an owner deletes their own account; spec §6 an admin deletes owners (not admins) of
 * the community. Refused while the unit has vehicles onsite; otherwise the login closes and the
 * person's data goes, while the unit's history and payments stay for the reports.
 */
export async function deleteOwner(
  db: Database,
  auth: AuthContext,
  userid: string,
): Promise<MessageResponse> {
  if (auth.role !== 'owner' && auth.role !== 'admin') throw forbidden(AUTHZ.deleteOwner);
  if (auth.role === 'owner' && userid !== auth.userId) throw forbidden(AUTHZ.deleteOwner);
  const target = await findUserById(db, userid);
  if (!target || target.hoaid !== auth.hoaid) {
    if (auth.role === 'admin') throw notFound(OWNER_NOT_FOUND);
    throw forbidden(AUTHZ.deleteOwner);
  }
  // An admin also deletes a patrol login; it has no unit and no vehicles.
  const patrolByAdmin = target.role === 'patrol' && auth.role === 'admin';
  if (target.role !== 'owner' && !patrolByAdmin) throw forbidden(AUTHZ.deleteOwner);
  const community = await findCommunityRow(db, target.hoaid);
  const today = todayIn(community?.timezone ?? 'America/New_York');
  await db.transaction(async (tx) => {
    // The unit's lock first, as every write that changes its onsite vehicles takes it.
    await lockOwnerRow(tx, target.id);
    const onsite = await countUnitOnsite(tx, target.id, today);
    if (onsite.ownercount + onsite.rentercount > 0) throw conflict(OWNER_HAS_VEHICLES_ONSITE);
    await closeOwnerAccount(tx, target.id);
    const entry = { before: fieldsOf(target, USER_FIELDS), after: null };
    await recordAudit(tx, actorOf(auth), userEntry('owner', 'delete', target, entry));
  });
  return { message: SUCCESS.ownerDeleted };
}
