import { publishLogout } from '@parking/shared/events';
import { clearUserSession } from '@parking/shared/session';

/** spec §4 Logout: removes the stored token and the current user; the community stays. */
export function signOut(): void {
  clearUserSession();
  publishLogout();
}
