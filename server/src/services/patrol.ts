// Issue 14: an admin creates a patrol login (role patrol, no unit, no PIN) in the Owners panel.
// The admin sets the password and hands it over, so the login works at once: no verification
// mail is needed before the first sign-in (the address still gets password resets).
import type { RegisterPatrolRequest, RegisterPatrolResponse } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { findUserByEmail, insertUser } from '../db/queries/users';
import { conflict } from '../util/http-error';
import { isUniqueViolation } from '../util/ids';
import { hashPassword } from './passwords';
import { EMAIL_TAKEN } from './registration';
import { USER_FIELDS, fieldsOf, inTransaction, recordAudit, userEntry, type Actor } from './audit';

export const PATROL_CREATED = 'Patrol login created';

export async function registerPatrol(
  db: Executor,
  hoaid: string,
  input: Omit<RegisterPatrolRequest, 'hoaid' | 'password2'>,
  /** Issue 15: the admin who creates the login. */
  actor: Actor,
): Promise<RegisterPatrolResponse> {
  if (await findUserByEmail(db, hoaid, input.email)) {
    throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  const password_hash = await hashPassword(input.password);
  const user = await inTransaction(db, async (tx) => {
    const created = await insertUser(tx, {
      hoaid,
      first_name: input.first_name,
      last_name: input.last_name,
      name: `${input.first_name} ${input.last_name}`,
      phone: input.phone,
      email: input.email,
      unitnumber: '',
      pincode: '',
      role: 'patrol',
      crud: 'read',
      // A patrol login has no unit to rent: never listed for renter check-in.
      status_flag: 0,
      login_needs_verified_email: false,
      password_hash,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      throw error;
    });
    const after = fieldsOf(created, USER_FIELDS);
    await recordAudit(tx, actor, userEntry('account', 'create', created, { before: null, after }));
    return created;
  });
  return { message: PATROL_CREATED, userid: user.id, role: 'patrol' };
}
