// ARCHITECTURE.md: "After login the shell starts loading the role's remote at once (no
// waterfall)" and an owner's browser never downloads another role's remote.
import type { Role } from '@parking/shared/domain';
import { sessionEventsOfType } from '@parking/shared/events';
import { getToken, session } from '@parking/shared/session';
import type { Subscription } from 'rxjs';
import { preloadRemoteFor } from './remote-registry';

export function startRoleRemotePreload(
  preload: (role: Role) => void = preloadRemoteFor,
): Subscription {
  const role = session.get('userRole');
  if (role !== null && getToken() !== null) preload(role);
  return sessionEventsOfType('shell:login').subscribe((event) => preload(event.role));
}
