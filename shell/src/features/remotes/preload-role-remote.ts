// docs/architecture.md, Module federation: "After login the shell starts loading the role's remote at once (no
// waterfall)" and an owner's browser never downloads another role's remote. The role's first
// data is asked for at the same moment (no idle gap before the first data call).
import { queryClient } from '@parking/shared/data';
import type { Role } from '@parking/shared/domain';
import { sessionEventsOfType } from '@parking/shared/events';
import { prefetchFirstQueries } from '@parking/shared/features';
import { getToken, session } from '@parking/shared/session';
import type { Subscription } from 'rxjs';
import { preloadRemoteFor } from './remote-registry';

/** The role's remote and its home page's first data, side by side. */
export function preloadRoleStart(role: Role): void {
  preloadRemoteFor(role);
  prefetchFirstQueries(role, session.get('hoaid') ?? '', queryClient);
}

export function startRoleRemotePreload(
  preload: (role: Role) => void = preloadRoleStart,
): Subscription {
  const role = session.get('userRole');
  if (role !== null && getToken() !== null) preload(role);
  return sessionEventsOfType('shell:login').subscribe((event) => preload(event.role));
}
