import { getToken, session } from '@parking/shared/session';
import {
  lastRequestTo,
  renterLoginResponse,
  requestsTo,
  type Routes,
} from '@parking/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, resetStorage, storeACommunity } from '../../../__tests__/render-route';
import { serveShell } from '../../../__tests__/shell-server';
import { availableUnits } from '../available-units';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

const UNITS = 'POST /api/parking/get_unit_numbers';

function serve(routes: Routes = {}) {
  return serveShell({
    [UNITS]: {
      body: [
        { unitnumber: '12', status_flag: 1 },
        { unitnumber: '3', status_flag: 1 },
        { unitnumber: '7', status_flag: 0 },
        { unitnumber: '101', status_flag: 1 },
      ],
    },
    ...routes,
  });
}

beforeEach(() => {
  resetStorage();
  storeACommunity();
});

describe('renter checkin', () => {
  it('lists only units available for rent, sorted by unit number', async () => {
    const requests = serve();
    renderRoute('/renterlogin');

    const unit = screen.getByLabelText('Unit number');
    await within(unit).findByRole('option', { name: '3' });
    const options = within(unit)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select your unit', '3', '12', '101']);
    expect(lastRequestTo(requests, UNITS).body).toEqual({
      hoaid: 'demo',
      dstr: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('asks for a unit and a pin code', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderRoute('/renterlogin');

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText('Please enter a valid unitnumber')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid pincode')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/users/loginrenter')).toHaveLength(0);
  });

  it('checks the renter in and opens the renter dashboard', async () => {
    const requests = serve({
      'POST /api/users/loginrenter': {
        body: renterLoginResponse({ token: 'renter-token', unitnumber: '12' }),
      },
    });
    const user = userEvent.setup();
    const { currentPath } = renderRoute('/renterlogin');

    await within(screen.getByLabelText('Unit number')).findByRole('option', { name: '12' });
    await user.selectOptions(screen.getByLabelText('Unit number'), '12');
    await user.type(screen.getByLabelText('Pin code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('renter remote: renterdashboard')).toBeInTheDocument();
    expect(currentPath()).toBe('/renterdashboard');
    const sent = lastRequestTo(requests, 'POST /api/users/loginrenter');
    expect(sent.body).toEqual({ unitnumber: '12', pincode: '1234', hoaid: 'demo' });
    expect(sent.headers.authorization).toBeUndefined();
    expect(getToken()).toBe('renter-token');
    expect(session.get('userRole')).toBe('renter');
  });

  it('shows the server message when the pin code is wrong', async () => {
    serve({
      'POST /api/users/loginrenter': { status: 401, body: { message: 'Invalid unit or pin code' } },
    });
    const user = userEvent.setup();
    const { currentPath } = renderRoute('/renterlogin');

    await within(screen.getByLabelText('Unit number')).findByRole('option', { name: '12' });
    await user.selectOptions(screen.getByLabelText('Unit number'), '12');
    await user.type(screen.getByLabelText('Pin code'), '9999');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Invalid unit or pin code')).toBeInTheDocument();
    expect(currentPath()).toBe('/renterlogin');
    expect(getToken()).toBeNull();
  });
});

describe('availableUnits', () => {
  it('sorts unit numbers as numbers, not as text', () => {
    expect(
      availableUnits([
        { unitnumber: 'B2', status_flag: 1 },
        { unitnumber: '10', status_flag: 1 },
        { unitnumber: '9', status_flag: 1 },
        { unitnumber: 'B10', status_flag: 1 },
      ]),
    ).toEqual(['9', '10', 'B2', 'B10']);
  });
});
