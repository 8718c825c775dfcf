import { session } from '@parking/shared/session';
import { signInAs } from '@parking/shared/testing';
import { screen } from '@testing-library/react';
import { renderRoute, resetStorage } from '../../../__tests__/render-route';
import { ANY_COMMUNITY, serveShell } from '../../../__tests__/shell-server';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

beforeEach(() => {
  resetStorage();
  serveShell(ANY_COMMUNITY);
});

describe('route guard', () => {
  it.each([
    '/dashboard',
    '/profile',
    '/renterdashboard',
    '/admindashboard',
    '/maintenancedashboard',
    '/readonlyowners',
  ])(
    'sends an unauthenticated visitor of %s to the landing page of the stored community',
    async (path) => {
      session.set('hoaid', 'demo2');
      const { currentPath } = renderRoute(path);

      expect(await screen.findByRole('heading', { name: 'Community demo2' })).toBeInTheDocument();
      expect(currentPath()).toBe('/demo2');
    },
  );

  it('sends a visitor without a stored community to the default landing page', async () => {
    const { currentPath } = renderRoute('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Community demo' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it.each([
    ['renter', '/admindashboard', '/renterdashboard', 'renter remote: renterdashboard'],
    ['owner', '/maintenancedashboard', '/dashboard', 'owner remote: dashboard'],
    ['admin', '/profile', '/admindashboard', 'admin remote: admindashboard'],
    ['readonly', '/dashboard', '/readonlyowners', 'admin remote: readonlyowners'],
  ] as const)('sends a signed-in %s on %s to their own home %s', async (role, path, home, page) => {
    signInAs(role);
    const { currentPath } = renderRoute(path);

    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(currentPath()).toBe(home);
  });

  it('lets a signed-in owner open the owner pages', async () => {
    signInAs('owner');
    renderRoute('/profile');

    expect(await screen.findByText('owner remote: profile')).toBeInTheDocument();
  });
});
