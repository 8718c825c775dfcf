// A remote's shell:logout (issue 9 §3: the owner who deleted their own account) signs the user
// out in the shell at once and lands on /{hoaid}, like the nav bar's Logout (spec §2).
import { getDataForHoa, getParkingSummary, logout } from '@parking/shared/api';
import { publishLogout } from '@parking/shared/events';
import { getToken, session } from '@parking/shared/session';
import { act, screen, within } from '@testing-library/react';
import { aCommunity, renderRoute, resetStorage, signInAs } from '../../../__tests__/render-route';

jest.mock('@parking/shared/api', () => ({
  ...jest.requireActual('@parking/shared/api'),
  getDataForHoa: jest.fn(),
  getParkingSummary: jest.fn(),
  logout: jest.fn(),
}));
jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

beforeEach(() => {
  resetStorage();
  jest
    .mocked(getDataForHoa)
    .mockImplementation(async (hoaid) => aCommunity({ hoaid, name: `Community ${hoaid}` }));
  jest.mocked(getParkingSummary).mockResolvedValue({ spaces: 10, allcount: 1, available: 9 });
});

describe("a remote's shell:logout", () => {
  it('forgets the session and goes to the community landing page', async () => {
    signInAs('owner', { hoaid: 'demo2', unitnumber: '102' });
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
    expect(logout).not.toHaveBeenCalled();
  });
});
