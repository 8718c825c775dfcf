import { useLocation, useNavigate } from 'react-router';
import { landingPath } from '../../lib/session/landing-path';

/** spec §2: cancel goes back on the login screens, or to the landing page on a first visit. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    // 'default' is the key of the entry the visitor arrived on: there is nothing to go back to.
    if (location.key === 'default') navigate(landingPath());
    else navigate(-1);
  };
}
