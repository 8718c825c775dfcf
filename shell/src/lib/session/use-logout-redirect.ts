import { sessionEventsOfType } from '@parking/shared/events';
import { getToken } from '@parking/shared/session';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { landingPath } from './landing-path';
import { signOut } from './sign-out';

/**
 * spec §2: every logout goes to /{hoaid}, the nav bar's Logout and a remote's alike (an owner
 * who deleted their own account, whose session the server has already ended). The
 * shell owns the session: a remote only announces `shell:logout`, so whatever is still stored is
 * forgotten here first; signOut announces it again, now signed out, and that one navigates.
 */
export function useLogoutRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = sessionEventsOfType('shell:logout').subscribe(() => {
      if (getToken() !== null) return signOut({ endOnServer: false });
      navigate(landingPath());
    });
    return () => subscription.unsubscribe();
  }, [navigate]);
}
