import { getUnitNumbers, loginRenter } from '@parking/shared/api';
import { getToken, session } from '@parking/shared/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, resetStorage, storeACommunity } from '../../../__tests__/render-route';
import { availableUnits } from '../available-units';

jest.mock('@parking/shared/api', () => ({
  ...jest.requireActual('@parking/shared/api'),
  getUnitNumbers: jest.fn(),
  loginRenter: jest.fn(),
}));
jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

beforeEach(() => {
  jest.clearAllMocks();
  resetStorage();
  storeACommunity();
  jest.mocked(getUnitNumbers).mockResolvedValue([
    { unitnumber: '12', status_flag: 1 },
    { unitnumber: '3', status_flag: 1 },
    { unitnumber: '7', status_flag: 0 },
    { unitnumber: '101', status_flag: 1 },
  ]);
});

describe('renter checkin', () => {
  it('lists only units available for rent, sorted by unit number', async () => {
    renderRoute('/renterlogin');

    const unit = screen.getByLabelText('Unit number');
    await within(unit).findByRole('option', { name: '3' });
    const options = within(unit)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select your unit', '3', '12', '101']);
    expect(getUnitNumbers).toHaveBeenCalledWith({ hoaid: 'demo', dstr: expect.any(String) });
  });

  it('asks for a unit and a pin code', async () => {
    const user = userEvent.setup();
    renderRoute('/renterlogin');

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText('Please enter a valid unitnumber')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid pincode')).toBeInTheDocument();
    expect(loginRenter).not.toHaveBeenCalled();
  });

  it('checks the renter in and opens the renter dashboard', async () => {
    jest.mocked(loginRenter).mockResolvedValue({
      token: 'renter-token',
      role: 'renter',
      _id: 'owner-1',
      unitnumber: '12',
      renter_free_parking: 1,
      hoaid: 'demo',
    });
    const user = userEvent.setup();
    const { currentPath } = renderRoute('/renterlogin');

    await within(screen.getByLabelText('Unit number')).findByRole('option', { name: '12' });
    await user.selectOptions(screen.getByLabelText('Unit number'), '12');
    await user.type(screen.getByLabelText('Pin code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('renter remote: renterdashboard')).toBeInTheDocument();
    expect(currentPath()).toBe('/renterdashboard');
    expect(loginRenter).toHaveBeenCalledWith({ unitnumber: '12', pincode: '1234', hoaid: 'demo' });
    expect(getToken()).toBe('renter-token');
    expect(session.get('userRole')).toBe('renter');
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
