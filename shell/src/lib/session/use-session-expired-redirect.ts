import { sessionEventsOfType } from '@parking/shared/events';
import { session } from '@parking/shared/session';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { landingPath } from './landing-path';
import { signOut } from './sign-out';

/** `shell:session-expired` (a 401 on a signed-in call): clear the session, go to /{hoaid}. */
export function useSessionExpiredRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = sessionEventsOfType('shell:session-expired').subscribe(() => {
      const hoaid = session.get('hoaid');
      signOut({ endOnServer: false });
      navigate(landingPath(hoaid), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [navigate]);
}
