// The signed-in user as the shell's screens see it, refreshed on every session event
// (shell:login, shell:logout, shell:session-expired) and whenever a community is stored.
import type { Role } from '@parking/shared/domain';
import { sessionEvents$ } from '@parking/shared/events';
import { getToken, session } from '@parking/shared/session';
import { useEffect, useState } from 'react';
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

export function useSessionUser(): SessionUser {
  const [user, setUser] = useState(readSessionUser);
  useEffect(() => {
    const subscription = merge(sessionEvents$, communityStored$).subscribe(() =>
      setUser(readSessionUser()),
    );
    return () => subscription.unsubscribe();
  }, []);
  return user;
}
