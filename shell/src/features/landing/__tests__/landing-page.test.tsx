import {
  getAppConfig,
  getDataForHoa,
  getParkingSummary,
  getUnitNumbers,
} from '@parking/shared/api';
import { session } from '@parking/shared/session';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCommunity, renderRoute, resetStorage } from '../../../__tests__/render-route';

jest.mock('@parking/shared/api', () => ({
  ...jest.requireActual('@parking/shared/api'),
  getAppConfig: jest.fn(),
  getDataForHoa: jest.fn(),
  getParkingSummary: jest.fn(),
  getUnitNumbers: jest.fn(),
}));
jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

const dataForHoa = jest.mocked(getDataForHoa);

beforeEach(() => {
  resetStorage();
  jest.mocked(getAppConfig).mockResolvedValue({ defaultHoaid: 'demo' });
  jest.mocked(getParkingSummary).mockResolvedValue({ spaces: 40, allcount: 12, available: 28 });
  jest.mocked(getUnitNumbers).mockResolvedValue([]);
  dataForHoa.mockImplementation(async (hoaid) => {
    if (hoaid === 'demo') return aCommunity();
    if (hoaid === 'demo2') return aCommunity({ hoaid: 'demo2', name: 'Second Lot' });
    throw new Error('Community not found');
  });
});

describe('landing page', () => {
  it('shows the community record and the Spaces / Used / Available summary', async () => {
    renderRoute('/demo');

    expect(await screen.findByRole('heading', { name: 'Demo Gardens' })).toBeInTheDocument();
    for (const text of ['Acme Management', '1 Main Street', 'Springfield', 'OR', '97477', '40']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    const summary = await screen.findByLabelText('Parking summary');
    expect(within(summary).getByText('Spaces').nextSibling).toHaveTextContent('40');
    expect(within(summary).getByText('Used').nextSibling).toHaveTextContent('12');
    expect(within(summary).getByText('Available').nextSibling).toHaveTextContent('28');
    expect(getParkingSummary).toHaveBeenCalledWith(
      { hoaid: 'demo', dstr: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('stores the community in the session', async () => {
    renderRoute('/demo2');

    await screen.findByRole('heading', { name: 'Second Lot' });
    expect(session.get('hoaid')).toBe('demo2');
    expect(session.get('hoaname')).toBe('Second Lot');
  });

  it('lands on the default community of /app-config.json at /', async () => {
    renderRoute('/');

    expect(await screen.findByRole('heading', { name: 'Demo Gardens' })).toBeInTheDocument();
    expect(dataForHoa).toHaveBeenCalledWith('demo', { signal: expect.any(AbortSignal) });
  });

  it('sends an unknown community to /', async () => {
    const { currentPath } = renderRoute('/nowhere');

    expect(await screen.findByRole('heading', { name: 'Demo Gardens' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('opens the owner login and the renter checkin from its buttons', async () => {
    const user = userEvent.setup();
    const { currentPath, navigate } = renderRoute('/demo');

    await user.click(await screen.findByRole('button', { name: 'Owner' }));
    expect(currentPath()).toBe('/login');
    await act(() => navigate('/demo'));
    await user.click(await screen.findByRole('button', { name: 'Renter' }));
    expect(currentPath()).toBe('/renterlogin');
  });
});
