// A remote's shell:logout (the owner who deleted their own account) signs the user
// out in the shell at once and lands on /{hoaid}, like the nav bar's Logout (spec §2).
import { publishLogout } from '@parking/shared/events';
import { getToken, session } from '@parking/shared/session';
import { requestsTo, signInOwner, type FakeRequest } from '@parking/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { renderRoute, resetStorage } from '../../../__tests__/render-route';
import { ANY_COMMUNITY, serveShell } from '../../../__tests__/shell-server';

jest.mock('../../../features/remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

let requests: FakeRequest[];

beforeEach(() => {
  resetStorage();
  requests = serveShell({ ...ANY_COMMUNITY, 'POST /api/users/logout': { status: 204 } });
});

describe("a remote's shell:logout", () => {
  it('forgets the session and goes to the community landing page', async () => {
    signInOwner({}, { community: { hoaid: 'demo2' }, login: { unitnumber: '102' } });
    const { currentPath } = renderRoute('/profile');
    await screen.findByText('owner remote: profile');

    // The owner remote announces the logout after the server closed the account.
    act(() => publishLogout());

    expect(await screen.findByRole('heading', { name: 'Community demo2' })).toBeInTheDocument();
    expect(currentPath()).toBe('/demo2');
    expect(getToken()).toBeNull();
    expect(session.get('userRole')).toBeNull();
    expect(session.get('unitnumber')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Help']);
    // The server already ended this session (account deletion): no logout call.
    expect(requestsTo(requests, 'POST /api/users/logout')).toHaveLength(0);
  });
});
