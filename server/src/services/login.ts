// Owner/admin login by e-mail and password, renter check-in by unit and PIN (spec §7 Users).
import { timingSafeEqual } from 'node:crypto';
import type {
  LoginRequest,
  LoginResponse,
  RenterLoginRequest,
  RenterLoginResponse,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { findOwnerOfUnit, findUserByEmail } from '../db/queries/users';
import { forbidden, unauthorized } from '../util/http-error';
import { verifyDecoy, verifyPassword } from './passwords';
import { sessionRoleOf } from './roles';
import { unitAllowancesOf } from './unit-allowances';
import type { SessionTokens } from './session-tokens';
import { findCommunityRow } from '../db/queries/communities';
import { recordAudit, type Actor } from './audit';

/**
 * A failed sign-in is an audit entry of the community (kind 'signin', action
 * 'failure'): the e-mail or unit tried, the account's id when there is one. Never the password
 * or PIN. An unknown community has no log to write to.
 */
async function recordFailure(db: Executor, actor: Actor, unitnumber = ''): Promise<void> {
  if (!(await findCommunityRow(db, actor.hoaid))) return;
  await recordAudit(db, actor, { kind: 'signin', action: 'failure', unitnumber });
}

// One answer for an unknown e-mail and a wrong password: no user enumeration.
export const INVALID_LOGIN = 'Invalid email or password';
export const INVALID_CHECKIN = 'Invalid unit number or pin code';
export const UNIT_NOT_AVAILABLE = 'This unit is not available for rent';
export const EMAIL_NOT_VERIFIED =
  'Please verify your e-mail address first: open the link in the mail we sent you.';

export async function loginOwner(
  db: Executor,
  tokens: SessionTokens,
  input: LoginRequest,
): Promise<LoginResponse> {
  const user = await findUserByEmail(db, input.hoaid, input.email);
  const passwordOk = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyDecoy(input.password);
  if (!user || !passwordOk) {
    const role = user ? sessionRoleOf(user) : 'guest';
    const actor = { hoaid: input.hoaid, userid: user?.id ?? null, username: input.email, role };
    await recordFailure(db, actor, user?.unitnumber);
    throw unauthorized(INVALID_LOGIN);
  }
  // Told only to the holder of the right password, so it reveals nothing to a guesser.
  if (user.login_needs_verified_email && !user.email_verified) throw forbidden(EMAIL_NOT_VERIFIED);
  const role = sessionRoleOf(user);
  const token = await tokens.sign({
    sub: user.id,
    role,
    hoaid: user.hoaid,
    unit: user.unitnumber,
    sv: user.session_version,
  });
  return {
    token,
    role,
    userid: user.id,
    unitnumber: user.unitnumber,
    name: user.name,
    email: user.email,
    hoaid: user.hoaid,
    has_read_terms: user.has_read_terms,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
  };
}

function samePin(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

export async function loginRenter(
  db: Executor,
  tokens: SessionTokens,
  input: RenterLoginRequest,
): Promise<RenterLoginResponse> {
  const owner = await findOwnerOfUnit(db, input.hoaid, input.unitnumber);
  const failure = { hoaid: input.hoaid, userid: owner?.id ?? null, username: '', role: 'renter' };
  if (!owner) {
    await recordFailure(db, failure, input.unitnumber);
    throw unauthorized(INVALID_CHECKIN);
  }
  // spec §2 Renter Checkin lists only units with status_flag 1: others cannot check in.
  if (owner.status_flag !== 1) throw forbidden(UNIT_NOT_AVAILABLE);
  if (!samePin(owner.pincode, input.pincode)) {
    await recordFailure(db, failure, input.unitnumber);
    throw unauthorized(INVALID_CHECKIN);
  }
  const token = await tokens.sign({
    sub: owner.id,
    role: 'renter',
    hoaid: owner.hoaid,
    unit: owner.unitnumber,
    pv: owner.pin_version,
  });
  return {
    token,
    role: 'renter',
    _id: owner.id,
    unitnumber: owner.unitnumber,
    renter_free_parking: (await unitAllowancesOf(db, owner)).renter_free_parking,
    hoaid: owner.hoaid,
  };
}
