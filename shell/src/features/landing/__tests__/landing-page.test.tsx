import { session } from '@parking/shared/session';
import { lastRequestTo, requestsTo, type FakeRequest } from '@parking/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCommunity, renderRoute, resetStorage } from '../../../__tests__/render-route';
import { PARKING_SUMMARY, serveShell } from '../../../__tests__/shell-server';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

let requests: FakeRequest[];

beforeEach(() => {
  resetStorage();
  requests = serveShell({
    'GET /api/parking/data_for_hoa/demo': { body: aCommunity() },
    'GET /api/parking/data_for_hoa/demo2': {
      body: aCommunity({ hoaid: 'demo2', name: 'Second Lot' }),
    },
    'GET /api/parking/data_for_hoa': { status: 404, body: { message: 'Community not found' } },
    [PARKING_SUMMARY]: { body: { spaces: 40, allcount: 12, available: 28 } },
    'POST /api/parking/get_unit_numbers': { body: [] },
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
    const sent = lastRequestTo(requests, PARKING_SUMMARY);
    expect(sent.body).toEqual({
      hoaid: 'demo',
      dstr: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // The landing page is public: no token, and the browser's date (spec §7).
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.headers.browserdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
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
    expect(requestsTo(requests, 'GET /app-config.json')).toHaveLength(1);
    expect(requestsTo(requests, 'GET /api/parking/data_for_hoa/demo').length).toBeGreaterThan(0);
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
