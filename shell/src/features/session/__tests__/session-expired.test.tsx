import { getDataForHoa, getParkingSummary } from '@parking/shared/api';
import { publishSessionExpired } from '@parking/shared/events';
import { getToken, session } from '@parking/shared/session';
import { act, screen } from '@testing-library/react';
import { aCommunity, renderRoute, resetStorage, signInAs } from '../../../__tests__/render-route';

jest.mock('@parking/shared/api', () => ({
  ...jest.requireActual('@parking/shared/api'),
  getDataForHoa: jest.fn(),
  getParkingSummary: jest.fn(),
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

describe('shell:session-expired', () => {
  it('clears the session and goes to the community landing page', async () => {
    signInAs('admin', { hoaid: 'demo2' });
    const { currentPath } = renderRoute('/admindashboard');
    await screen.findByText('admin remote: admindashboard');

    act(() => publishSessionExpired('/api/parking/get_all_owners'));

    expect(await screen.findByRole('heading', { name: 'Community demo2' })).toBeInTheDocument();
    expect(currentPath()).toBe('/demo2');
    expect(getToken()).toBeNull();
    expect(session.get('userRole')).toBeNull();
  });
});

describe('router fallback', () => {
  it("shows 'Unexpected Application Error!' for a path no route knows", async () => {
    renderRoute('/some/unknown/path');

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
  });
});
