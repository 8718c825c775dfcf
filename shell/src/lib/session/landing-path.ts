import { session } from '@parking/shared/session';
import { paths } from '../../config/paths';

/**
 * spec §2: logout and unauthenticated visits go to /{hoaid}, the id taken from the session;
 * without one, `/` lands on the default community.
 */
export function landingPath(hoaid: string | null = session.get('hoaid')): string {
  return hoaid ? paths.landing(hoaid) : paths.home;
}
