// spec §2 Navigation bar icons by role, with the accessible names the help page lists.
import type { Role } from '@parking/shared/domain';
import type { IconName } from '@parking/shared/ui';
import { paths, ROLE_HOME, type HelpWhich } from '../../config/paths';

export type NavItem =
  | { kind: 'link'; label: string; icon: IconName; to: string }
  | { kind: 'logout'; label: 'Logout'; icon: 'logout' };

/** Which help text the Help icon opens for each role (spec §2: landing, owner, renter, admin). */
const HELP_FOR: Record<Role | 'visitor', HelpWhich> = {
  visitor: 'landing',
  owner: 'owner',
  readonly: 'owner',
  renter: 'renter',
  admin: 'admin',
  patrol: 'landing',
};

const logout: NavItem = { kind: 'logout', label: 'Logout', icon: 'logout' };

export function navItemsFor(role: Role | null): NavItem[] {
  const help: NavItem = {
    kind: 'link',
    label: 'Help',
    icon: 'help',
    to: paths.help(HELP_FOR[role ?? 'visitor']),
  };
  const dashboard = (to: string): NavItem => ({
    kind: 'link',
    label: 'Dashboard',
    icon: 'dashboard',
    to,
  });
  switch (role) {
    case null:
      return [help];
    case 'owner':
      return [
        dashboard(ROLE_HOME.owner),
        { kind: 'link', label: 'Profile', icon: 'profile', to: paths.profile },
        help,
        logout,
      ];
    case 'admin':
      return [
        dashboard(ROLE_HOME.admin),
        { kind: 'link', label: 'Profile', icon: 'profile', to: paths.adminProfile },
        { kind: 'link', label: 'Maintenance', icon: 'maintenance', to: paths.maintenanceDashboard },
        { kind: 'link', label: 'Plate lookup', icon: 'search', to: paths.enforce },
        help,
        logout,
      ];
    // A read-only owner has one page and nothing to edit (spec §6).
    case 'readonly':
      return [dashboard(ROLE_HOME.readonly), help, logout];
    case 'renter':
      return [help, logout];
    // A patrol login has the plate lookup only.
    case 'patrol':
      return [{ kind: 'link', label: 'Plate lookup', icon: 'search', to: paths.enforce }, logout];
  }
}
