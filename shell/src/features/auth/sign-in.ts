import type { LoginResponse, RenterLoginResponse } from '@parking/shared/domain';
import { publishLogin } from '@parking/shared/events';
import { storeLogin } from '@parking/shared/session';
import { ROLE_HOME } from '../../config/paths';

/**
 * Stores the login (spec §3) and announces it; the announcement starts loading the role's
 * remote and its home page's first data (preload-role-remote.ts) while the router moves on.
 * Returns the role's home page (spec §4).
 */
export function signIn(response: LoginResponse | RenterLoginResponse): string {
  storeLogin(response);
  const userid = response.role === 'renter' ? response._id : response.userid;
  publishLogin({ role: response.role, userid, hoaid: response.hoaid });
  return ROLE_HOME[response.role];
}
