// Every route path of the shell (spec §2), in one place (bulletproof-react config/paths).
import type { Role } from '@parking/shared/domain';

export const paths = {
  home: '/',
  landing: (hoaid: string) => `/${encodeURIComponent(hoaid)}`,
  login: '/login',
  renterLogin: '/renterlogin',
  dashboard: '/dashboard',
  profile: '/profile',
  renterDashboard: '/renterdashboard',
  adminDashboard: '/admindashboard',
  adminProfile: '/adminprofile',
  maintenanceDashboard: '/maintenancedashboard',
  readonlyOwners: '/readonlyowners',
  enforce: '/enforce',
  help: (which: HelpWhich) => `/helptabs/${which}`,
  sessionData: '/showsessiondata',
  userVerification: '/userverification/:which/:userid/:hoaid/:email',
  /** A guest's invitation link (public, no login). */
  guestInvitation: '/invite/:token',
} as const;

/** spec §2 Help: which help text the page shows. */
export const HELP_WHICH = ['landing', 'app', 'owner', 'renter', 'admin'] as const;
export type HelpWhich = (typeof HELP_WHICH)[number];

/**
 * spec §4: login by role goes to the admin dashboard, read-only owners or owner dashboard; a
 * patrol login to the plate lookup.
 */
export const ROLE_HOME: Record<Role, string> = {
  owner: paths.dashboard,
  renter: paths.renterDashboard,
  admin: paths.adminDashboard,
  readonly: paths.readonlyOwners,
  patrol: paths.enforce,
};
