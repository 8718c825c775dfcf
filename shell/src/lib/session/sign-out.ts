import { logout } from '@parking/shared/api';
import { publishLogout } from '@parking/shared/events';
import { clearUserSession, getToken } from '@parking/shared/session';

/**
 * spec §4 Logout: removes the stored token and the current user; the community stays. The
 * server ends the session too, unless it has already ended (an expired session).
 */
export function signOut(options: { endOnServer?: boolean } = {}): void {
  const token = getToken();
  if (token !== null && options.endOnServer !== false) void logout(token).catch(() => undefined);
  clearUserSession();
  publishLogout();
}
