// Owner registration by an admin (spec §2 Owner Registration form, §7 register).
import {
  SUCCESS,
  type CheckedRegisterOwnerRequest,
  type MessageResponse,
} from '@parking/shared/domain';
import type { Database, Executor } from '../db/client';
import {
  findOwnerOfUnit,
  findUserByEmail,
  insertUser,
  type NewUserRow,
  type UserRow,
} from '../db/queries/users';
import type { Mailer } from '../mail/mailer';
import { conflict } from '../util/http-error';
import { isUniqueViolation } from '../util/ids';
import { findCommunityRow } from '../db/queries/communities';
import { sendVerificationMail } from './account-mail';
import { checkUnitAllowance } from './admin/owners';
import { hashPassword } from './passwords';
import { USER_FIELDS, fieldsOf, inTransaction, recordAudit, userEntry, type Actor } from './audit';

export const EMAIL_TAKEN = 'Email already registered';
export const UNIT_TAKEN = 'Unit already has an owner';

/**
 * Inserts an account with its audit entry in one transaction; an address taken in the
 * meantime (the unique index) is the same 409 as one found before.
 */
export async function createAccount(
  db: Executor,
  actor: Actor,
  kind: 'owner' | 'account',
  values: NewUserRow,
): Promise<UserRow> {
  return inTransaction(db, async (tx) => {
    const created = await insertUser(tx, values).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      throw error;
    });
    const after = fieldsOf(created, USER_FIELDS);
    await recordAudit(tx, actor, userEntry(kind, 'create', created, { before: null, after }));
    return created;
  });
}

export interface RegistrationDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

export async function registerOwner(
  deps: RegistrationDeps,
  hoaid: string,
  input: CheckedRegisterOwnerRequest,
  /** The registering admin (the CSV import's uploader). */
  actor: Actor,
): Promise<MessageResponse & { userid: string }> {
  const { db } = deps;
  const community = await findCommunityRow(db, hoaid);
  if (community) checkUnitAllowance(input, community);
  if (await findUserByEmail(db, hoaid, input.email)) {
    throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  // spec §1: one owner login per unit.
  if (await findOwnerOfUnit(db, hoaid, input.unitnumber)) {
    throw conflict(UNIT_TAKEN, { unitnumber: UNIT_TAKEN });
  }
  const password_hash = await hashPassword(input.password);
  const user = await createAccount(db, actor, 'owner', {
    hoaid,
    first_name: input.first_name,
    last_name: input.last_name,
    name: `${input.first_name} ${input.last_name}`,
    phone: input.phone,
    email: input.email,
    unitnumber: input.unitnumber,
    pincode: input.pincode,
    role: 'owner',
    crud: 'write',
    parking_allowed: input.parking_allowed,
    parking_allowed_renter: input.parking_allowed_renter,
    owner_free_parking: input.owner_free_parking,
    renter_free_parking: input.renter_free_parking,
    password_hash,
  });
  await sendVerificationMail(deps, user);
  return { message: SUCCESS.userRegistered, userid: user.id };
}
