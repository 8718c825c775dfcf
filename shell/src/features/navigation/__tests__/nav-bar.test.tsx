import type { Role } from '@parking/shared/domain';
import { getToken, session } from '@parking/shared/session';
import { lastRequestTo, requestsTo, type FakeRequest } from '@parking/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, resetStorage, signInAs } from '../../../__tests__/render-route';
import { ANY_COMMUNITY, serveShell } from '../../../__tests__/shell-server';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

const HOME: Record<Role, string> = {
  owner: '/dashboard',
  admin: '/admindashboard',
  renter: '/renterdashboard',
  readonly: '/readonlyowners',
  patrol: '/enforce',
};

function navIconNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '');
}

const LOGOUT = 'POST /api/users/logout';
let requests: FakeRequest[];

beforeEach(() => {
  resetStorage();
  requests = serveShell({ ...ANY_COMMUNITY, [LOGOUT]: { status: 204 } });
});

describe('navigation bar', () => {
  it('shows only Help to a visitor', async () => {
    renderRoute('/demo');
    await screen.findByRole('heading', { name: 'Community demo' });

    expect(navIconNames()).toEqual(['Help']);
  });

  it.each([
    ['owner', ['Dashboard', 'Profile', 'Help', 'Logout']],
    ['admin', ['Dashboard', 'Profile', 'Maintenance', 'Plate lookup', 'Help', 'Logout']],
    ['renter', ['Help', 'Logout']],
    ['patrol', ['Plate lookup', 'Logout']],
  ] as const)('shows the %s icons %j', async (role, icons) => {
    signInAs(role);
    renderRoute(HOME[role]);
    await screen.findByText(/remote:/);

    expect(navIconNames()).toEqual(icons);
  });

  it.each([
    ['owner', 'Profile', '/profile'],
    ['admin', 'Profile', '/adminprofile'],
    ['admin', 'Maintenance', '/maintenancedashboard'],
    ['admin', 'Plate lookup', '/enforce'],
    ['owner', 'Help', '/helptabs/owner'],
  ] as const)('takes a signed-in %s from %s to %s', async (role, icon, path) => {
    signInAs(role);
    const user = userEvent.setup();
    const { currentPath } = renderRoute(HOME[role]);

    await user.click(screen.getByRole('button', { name: icon }));
    expect(currentPath()).toBe(path);
  });

  it('logs out: clears the token and the role and goes to the community landing page', async () => {
    signInAs('owner', { hoaid: 'demo2' });
    const user = userEvent.setup();
    const { currentPath } = renderRoute('/dashboard');
    await screen.findByText('owner remote: dashboard');
    const token = getToken();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Community demo2' })).toBeInTheDocument();
    expect(currentPath()).toBe('/demo2');
    expect(getToken()).toBeNull();
    expect(session.get('userRole')).toBeNull();
    expect(navIconNames()).toEqual(['Help']);
    // The server ends the session too, with the token the browser just forgot.
    await waitFor(() => expect(requestsTo(requests, LOGOUT)).toHaveLength(1));
    expect(lastRequestTo(requests, LOGOUT).headers.authorization).toBe(`Bearer ${token}`);
  });
});
