// An admin creates a patrol login (role patrol, no unit, no PIN) in the Owners panel.
// The admin sets the password and hands it over, so the login works at once: no verification
// mail is needed before the first sign-in (the address still gets password resets).
import type { RegisterPatrolRequest, RegisterPatrolResponse } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { findUserByEmail } from '../db/queries/users';
import { conflict } from '../util/http-error';
import { hashPassword } from './passwords';
import { EMAIL_TAKEN, createAccount } from './registration';
import type { Actor } from './audit';

export const PATROL_CREATED = 'Patrol login created';

export async function registerPatrol(
  db: Executor,
  hoaid: string,
  input: Omit<RegisterPatrolRequest, 'hoaid' | 'password2'>,
  /** The admin who creates the login. */
  actor: Actor,
): Promise<RegisterPatrolResponse> {
  if (await findUserByEmail(db, hoaid, input.email)) {
    throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  const password_hash = await hashPassword(input.password);
  const user = await createAccount(db, actor, 'account', {
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
  });
  return { message: PATROL_CREATED, userid: user.id, role: 'patrol' };
}
