// The signed-in user as the shell's screens see it, refreshed on every session event
// (shell:login, shell:logout, shell:session-expired) and whenever a community is stored.
// A page the server rendered (docs/adr/0034) is hydrated with the user the server assumed (a
// visitor, see RenderedSession); the browser's own session shows right after hydration.
import type { Role } from '@parking/shared/domain';
import { sessionEvents$ } from '@parking/shared/events';
import { getToken, session } from '@parking/shared/session';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { merge } from 'rxjs';
import { communityStored$ } from '../community/community-events';

export interface SessionUser {
  /** The role of a signed-in user; null when nobody is signed in. */
  role: Role | null;
  hoaid: string | null;
  hoaname: string | null;
  unitnumber: string | null;
}

export function readSessionUser(): SessionUser {
  const role = session.get('userRole');
  return {
    // spec §3: the token in local storage is what makes a session signed in.
    role: role !== null && getToken() !== null ? role : null,
    hoaid: session.get('hoaid'),
    hoaname: session.get('hoaname'),
    unitnumber: session.get('unitnumber'),
  };
}

/** The user a server-rendered page was rendered for (null: the page was not server-rendered). */
export const RenderedSession = createContext<SessionUser | null>(null);

let last: SessionUser | null = null;
/** The same object while nothing changed (useSyncExternalStore compares snapshots by identity). */
function snapshot(): SessionUser {
  const next = readSessionUser();
  if (
    last !== null &&
    last.role === next.role &&
    last.hoaid === next.hoaid &&
    last.hoaname === next.hoaname &&
    last.unitnumber === next.unitnumber
  ) {
    return last;
  }
  last = next;
  return next;
}

function subscribe(onChange: () => void): () => void {
  const subscription = merge(sessionEvents$, communityStored$).subscribe(onChange);
  return () => subscription.unsubscribe();
}

export function useSessionUser(): SessionUser {
  const rendered = useContext(RenderedSession);
  return useSyncExternalStore(subscribe, snapshot, () => rendered ?? snapshot());
}
