import { getAllOwners } from '@parking/shared/api';
import { getToken, session } from '@parking/shared/session';
import { fakeServer, signInAdmin } from '@parking/shared/testing';
import { act, screen } from '@testing-library/react';
import { renderRoute, resetStorage } from '../../../__tests__/render-route';
import { ANY_COMMUNITY, serveShell } from '../../../__tests__/shell-server';

jest.mock('../../../features/remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

beforeEach(() => resetStorage());

describe('shell:session-expired', () => {
  it('clears the session and goes to the community landing page after a 401', async () => {
    serveShell({
      ...ANY_COMMUNITY,
      'POST /api/parking/get_all_owners': { status: 401, body: { message: 'Session expired' } },
    });
    signInAdmin({}, { community: { hoaid: 'demo2' } });
    const { currentPath } = renderRoute('/admindashboard');
    await screen.findByText('admin remote: admindashboard');

    // A remote's call is refused: the shared client announces shell:session-expired.
    await act(async () => {
      await expect(getAllOwners({ hoaid: 'demo2' })).rejects.toThrow('Session expired');
    });

    expect(await screen.findByRole('heading', { name: 'Community demo2' })).toBeInTheDocument();
    expect(currentPath()).toBe('/demo2');
    expect(getToken()).toBeNull();
    expect(session.get('userRole')).toBeNull();
  });
});

describe('router fallback', () => {
  it("shows 'Unexpected Application Error!' for a path no route knows", async () => {
    fakeServer(ANY_COMMUNITY);
    renderRoute('/some/unknown/path');

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
  });
});
