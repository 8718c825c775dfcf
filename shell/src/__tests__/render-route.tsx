// Test helper: the shell's real routes in a memory router, inside the portal theme and with
// the status banner, as the app renders them.
import { clearStatus, status$ } from '@parking/shared/events';
import type { Community, Role } from '@parking/shared/domain';
import { setToken, session, storeCommunity } from '@parking/shared/session';
import { testQueryClient } from '@parking/shared/testing';
import { PortalThemeProvider, StatusBanner } from '@parking/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { ShellRoutes } from '../app/routes';

interface RouterProbe {
  pathname: string;
  navigate?: NavigateFunction;
}

/** Reports where the router is and lends its navigate, so tests can follow and move the user. */
function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.pathname = useLocation().pathname;
  probe.navigate = useNavigate();
  return null;
}

export function renderRoute(path: string): RenderResult & {
  currentPath: () => string;
  navigate: (to: string) => void;
} {
  const probe: RouterProbe = { pathname: path };
  // A fresh QueryClient per render, retries off: no test sees another test's cache.
  const client = testQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <PortalThemeProvider>
        <StatusBanner source={status$} onClear={clearStatus} />
        <MemoryRouter initialEntries={[path]}>
          <ShellRoutes />
          <LocationProbe probe={probe} />
        </MemoryRouter>
      </PortalThemeProvider>
    </QueryClientProvider>,
  );
  return {
    ...result,
    currentPath: () => probe.pathname,
    navigate: (to) => void probe.navigate?.(to),
  };
}

export function signInAs(role: Role, extra: { hoaid?: string; unitnumber?: string } = {}): void {
  setToken('test-token');
  session.set('userRole', role);
  session.set('hoaid', extra.hoaid ?? 'demo');
  if (extra.unitnumber) session.set('unitnumber', extra.unitnumber);
}

export function resetStorage(): void {
  sessionStorage.clear();
  localStorage.clear();
}

export function aCommunity(overrides: Partial<Community> = {}): Community {
  return {
    hoaid: 'demo',
    name: 'Demo Gardens',
    address: '1 Main Street',
    city: 'Springfield',
    state: 'OR',
    zip: '97477',
    company: 'Acme Management',
    parking_allowed_unit: 3,
    parking_allowed_renter: 2,
    parking_allowed_hoa: 40,
    renter_free_parking_spots: 1,
    owner_free_parking_spots: 2,
    season_adjust_unit: 0,
    season_adjust_renter: 0,
    season_parking_fee_factor: 1,
    use_availability_factor: false,
    use_warning_status: 1,
    availability_warning_buffer: 5,
    parking_information_url: 'https://parking.example/offsite',
    use_owner_creditcard: false,
    use_renter_creditcard: false,
    use_owner_ppp: false,
    use_renter_ppp: false,
    use_demo_mode: false,
    background_image_url: '',
    hoa_phone_cell: '',
    hoa_phone_office: '',
    hoa_email: '',
    timezone: 'America/Los_Angeles',
    help_text: {
      general: '<p>General help text</p>',
      permissions: '<p>Permissions</p>',
      owner: '<p>Owner help text</p>',
      owner_tc: '<p>Owner terms</p>',
      renter: '<p>Renter help text</p>',
      renter_tc: '<p>Renter terms</p>',
      admin: '<p>Admin help text</p>',
    },
    contact_information: [],
    parking_spots: [],
    ...overrides,
  };
}

/** A community already loaded into the session, as after visiting its landing page. */
export function storeACommunity(overrides: Partial<Community> = {}): Community {
  const community = aCommunity(overrides);
  storeCommunity(community);
  return community;
}
