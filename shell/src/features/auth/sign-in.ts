import type { LoginResponse, RenterLoginResponse } from '@parking/shared/domain';
import { publishLogin } from '@parking/shared/events';
import { storeLogin } from '@parking/shared/session';
import { ROLE_HOME } from '../../config/paths';
import { remoteArrival } from '../remotes/remote-registry';

/**
 * How long a sign-in page keeps showing (its button busy) while the role's remote arrives. On
 * loopback the remote takes about 100 ms; a slower network gets the page's loading state after
 * this, as before.
 */
export const REMOTE_ARRIVAL_WAIT_MS = 1500;

/**
 * Stores the login (spec §3) and announces it; the announcement starts loading the role's
 * remote and the home page's first data (preload-role-remote.ts). Resolves to the role's home
 * page (spec §4) once that remote has arrived (or failed, or REMOTE_ARRIVAL_WAIT_MS passed), so
 * the page renders whole at once instead of behind a loading state that React would hold for at
 * least 300 ms (issue 12: login click to dashboard rows).
 */
export async function signIn(response: LoginResponse | RenterLoginResponse): Promise<string> {
  storeLogin(response);
  const userid = response.role === 'renter' ? response._id : response.userid;
  publishLogin({ role: response.role, userid, hoaid: response.hoaid });
  await remoteArrival(response.role, REMOTE_ARRIVAL_WAIT_MS);
  return ROLE_HOME[response.role];
}
